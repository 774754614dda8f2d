import { defineConfig } from 'vitest/config';
import { DOM_TEST_DEPS } from '../shared/vitest.dom-deps.ts';

// Unit tests need neither federation nor the dev proxy, so they do not load vite.config.ts.
export default defineConfig({
  test: {
    environment: 'jsdom',
    deps: DOM_TEST_DEPS,
    globals: true,
    // jsdom + user-event on a 2-core machine under load: generous time, the assertions stay the same.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
