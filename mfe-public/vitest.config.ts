import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
    // As in mfe-crm and mfe-portal: two cores shared with other work, so patience, not a speed check. The apply
    // test types four fields and waits the 1.5 s redirect; under load it passed the default 5 s once.
    testTimeout: 20_000,
  },
});
