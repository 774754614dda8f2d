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
    restoreMocks: true,
    unstubGlobals: true,
    // Whole pages typed into by user-event: on a busy 2-core machine some take over 20 s.
    testTimeout: 45_000,
  },
});
