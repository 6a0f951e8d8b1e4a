import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Two files at a time, as the root config says why.
    maxWorkers: 2,
  },
});
