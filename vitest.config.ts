import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's unit and API tests; browser journeys
// live in e2e/ and run after the build (see the root `test` script).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
