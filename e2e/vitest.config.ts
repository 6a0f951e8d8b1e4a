import { defineConfig } from 'vitest/config';

// Browser journeys: one built server and one Chromium per file, two files side by side. A
// journey spends much of its time waiting (a server's start, network quiet, a page's answer),
// so on two cores two files at once took 97 s where one after another took 147 s (4 files).
// Each file has its own server, port and data folder, so files do not see each other.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    environment: 'node',
    maxWorkers: 2,
    // One created and migrated database that each journey's server starts on a copy of.
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
