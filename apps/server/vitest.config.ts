import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Two files at a time, as the root config says why.
    maxWorkers: 2,
    // Builds the migrated, seeded template databases each API test file copies.
    globalSetup: ['vitest.global-setup.ts'],
    // PGlite starts a WebAssembly PostgreSQL per test file; give slow machines room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
