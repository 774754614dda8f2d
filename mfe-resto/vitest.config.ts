import { defineConfig } from 'vitest/config';
import { DOM_TEST_DEPS } from '../shared/vitest.dom-deps.ts';

// Unit tests need neither federation nor a dev server, so they do not load vite.config.ts.
export default defineConfig({
  test: {
    environment: 'jsdom',
    deps: DOM_TEST_DEPS,
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../shared/vitest.setup.ts', './src/test/setup.ts'],
    // Screens with dialogs and drawers take seconds each under jsdom on a busy two-core machine.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
