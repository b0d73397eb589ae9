import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    // The CI machine has two cores running several test projects' workers: patience, not a speed check.
    testTimeout: 20_000,
  },
});
