import { defineConfig } from 'vitest/config';

// Browser journeys: one built server and one Chromium per file, files one after another. Two
// at once took 97 s where one after another took 147 s (4 files), but in one of two fresh-clone
// runs a journey then missed a 30 s wait on a busy machine; the suite takes about 7 minutes one
// at a time, well inside CI's budget, so reliability wins (decision 0033). Each file still has
// its own server, port and data folder.
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
