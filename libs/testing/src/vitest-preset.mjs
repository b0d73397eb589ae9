// Plain JavaScript: vitest loads its config files without a TypeScript loader for workspace packages.
/**
 * vitest settings for a service's integration tests: the real MongoDB-wire server and NATS come from the
 * global setup. Files run one at a time, as some tests stop and restart those shared servers.
 */
export const serviceTests = {
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  globalSetup: ['@agency/testing/global-setup'],
  fileParallelism: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
