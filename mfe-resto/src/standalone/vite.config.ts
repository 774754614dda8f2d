import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/*
 * The waiter handheld's own build (/m/mesas loads this remote ALONE, on cheap phones). The
 * federation build of the remote preloads every shared library of the whole remote before its
 * HTML entry runs (Chakra, emotion and the router included: ~600 kB gzip) although the handheld
 * uses none of them. Nothing else shares this page, so it is built as a plain React page instead:
 * index.html is rebuilt into the same dist/ (served at /remotes/mfe-resto/), after the federation
 * build, without touching remoteEntry.js or the desktop chunks.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  base: '/remotes/mfe-resto/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2020',
    sourcemap: false,
    rollupOptions: { input: fileURLToPath(new URL('../../index.html', import.meta.url)) },
  },
});
