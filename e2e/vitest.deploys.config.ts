import { defineConfig } from 'vitest/config';

// The deploy test (deploys/): the compose stack from the built images, on a project and port of its own.
// Not in `npm test` (it needs Docker and the images); `.ci/run` runs it after building them (decision 0087).
export default defineConfig({
  test: {
    include: ['deploys/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
