import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['@agency/testing/global-setup'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
