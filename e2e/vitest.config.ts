import { defineConfig } from 'vitest/config';

// Browser journeys: one built server and one Chromium per file, files one after another so
// that two Chromiums and two servers never fight over this machine's two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    // One created and migrated database that each journey's server starts on a copy of.
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
