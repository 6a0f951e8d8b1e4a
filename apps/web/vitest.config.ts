import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit and component tests of the web app run in jsdom with the app's own Vite settings.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      // Two files at a time, as the root config says why.
      maxWorkers: 2,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup.ts'],
      restoreMocks: true,
      // No test waits on the clock, so a time-out only catches a hang: on a shared 2-core machine
      // a page's first lazy import alone can take more than vitest's default 5 s.
      testTimeout: 30_000,
    },
  }),
);
