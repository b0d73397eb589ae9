// Plain JavaScript: vitest loads its config files without a TypeScript loader for workspace packages.
/**
 * vitest settings for a service's integration tests: the real MongoDB-wire server and NATS come from the
 * global setup. Files run one at a time. (They once had to, as some tests stopped those shared servers; since
 * decision 0093 such tests stop servers of their own, and files side by side are possible but not tried.)
 */
export const serviceTests = {
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  globalSetup: ['@agency/testing/global-setup'],
  fileParallelism: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
