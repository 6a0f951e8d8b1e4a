import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite starts a WebAssembly PostgreSQL per test file; give slow machines room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
