import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's unit and API tests; browser journeys
// live in e2e/ and run after the build (see the root `test` script).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest runs one file at a time on a 2-core machine by default (cores − 1). Files are
    // independent (each API file on its own database copy), so run two: the suite is mostly one
    // worker's CPU while the other waits on PostgreSQL or a child process. Since Vitest 5 each
    // project schedules its files by its own `maxWorkers` (this root one alone left every project
    // at one file at a time: 808 s instead of about 400), so each project's config sets 2 too;
    // they must agree, or Vitest asks for a group order per project.
    maxWorkers: 2,
  },
});
