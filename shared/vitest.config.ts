import { defineConfig } from 'vitest/config';
import { DOM_TEST_DEPS } from './vitest.dom-deps.ts';

/*
 * The rules, contracts and formatting are plain functions: they run in node, which starts in a
 * fraction of jsdom's time per file. Everything that touches a page (components, the api client's
 * storage and events, the session, i18n on <html>) runs in jsdom.
 */
const NODE_TESTS = ['src/{rules,contracts,format,asistente,bus,printing}/**/*.test.ts', 'src/sales-ui/*.test.ts'];

export default defineConfig({
  test: {
    globals: true,
    // jsdom + user-event on a 2-core machine under load: generous time, the assertions stay the same.
    testTimeout: 20_000,
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_TESTS } },
      { extends: true, test: { name: 'dom', environment: 'jsdom', deps: DOM_TEST_DEPS, include: ['src/**/*.test.{ts,tsx}'], exclude: NODE_TESTS } },
    ],
  },
});
