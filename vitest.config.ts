import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's unit and API tests; browser journeys
// live in e2e/ and run after the build (see the root `test` script).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest runs one file at a time on a 2-core machine by default (cores − 1). Files are
    // independent (each API file on its own database copy), so run two: the suite is mostly one
    // worker's CPU while the other waits on PostgreSQL or a child process.
    maxWorkers: 2,
  },
});
