import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_SPANISH_GROUPS, pickGroups, SPANISH_GROUPS_NAMED_LATER } from './languages/first-spanish';

/*
 * The waiter handheld's own build (/m/mesas loads this remote ALONE, on cheap phones). The
 * federation build of the remote preloads every shared library of the whole remote before its
 * HTML entry runs (Chakra, emotion and the router included: ~600 kB gzip) although the handheld
 * uses none of them. Nothing else shares this page, so it is built as a plain React page instead:
 * index.html is rebuilt into the same dist/ (served at /remotes/mfe-resto/), after the federation
 * build, without touching remoteEntry.js or the desktop chunks. Its chunks go to assets/m/, so the
 * service worker precaches the handheld's files and none of the desktop's.
 *
 * Installable and offline: vite-plugin-pwa writes the web app manifest and builds
 * src/standalone/sw.ts (Workbox) with the list of files to precache.
 */
const BASE = '/remotes/mfe-resto/';
export const WAITER_SCOPE = '/m/mesas';

/*
 * React DOM was ~60 kB of the ~150 kB a phone downloaded before the table list. This
 * page only renders plain components with hooks, so its own build renders them with Preact's
 * React-compatible layer (~5 kB); the federation build, the desktop and the unit tests keep React.
 * The e2e specs under e2e/tests/waiter/ exercise this build.
 */
const REACT_ON_PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/*
 * The first api call leaves before the app's bundle has arrived. early-entry.ts is built
 * as its own tiny entry (it imports nothing the app shares) and this plugin puts it in the page's
 * head before the bundle's script: both are deferred module scripts, run in document order, so the
 * tiny one runs as soon as it has arrived (long before the bundle) and never waits behind the
 * bundle's evaluation (as an `async` one did on a busy phone).
 */
function earlyMesasScript(): Plugin {
  return {
    name: 'waiter-early-mesas',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const early = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'early');
        const at = html.indexOf('<script type="module"');
        if (!early || at < 0) throw new Error('The early /api/mesas entry (src/standalone/early-entry.ts) or the bundle script is missing');
        return `${html.slice(0, at)}<script type="module" crossorigin src="${BASE}${early.fileName}"></script>\n    ${html.slice(at)}`;
      },
    },
  };
}

/*
 * Only the Spanish texts in the first script. Every Portuguese or English locale file
 * (shared/src/i18n/locales/{br,en}/*.json, this remote's locales/{br,en}.json) imported by anything
 * but the language chunks (src/standalone/languages/{br,en}.ts) becomes an empty tree here; those
 * chunks carry them and are loaded before the first render when the phone's language is not
 * Spanish (src/standalone/languages/index.ts).
 */
const OTHER_LANGUAGE_FILE = /[\\/]locales[\\/](?:br|en)(?:[\\/][\w-]+)?\.json$/;
const LANGUAGE_CHUNK = /[\\/]standalone[\\/]languages[\\/](?:br|en)\.ts$/;
const EMPTY_TREE = '\0waiter-empty-locale';

/*
 * And of the shared Spanish texts, only the groups the first view reads (languages/first-spanish.ts):
 * every shared Spanish file imported by anything but the lazy chunk languages/es-rest.ts keeps those
 * groups only; es-rest.ts imports the files whole and registers the rest once the list is shown.
 * After bundling, the code of every chunk (but the language chunks) is searched for every shared
 * group it names (`'group.`, as in t('group.key') or t(`group.${x}`)): a group the handheld names
 * but its first script does not carry fails the build.
 */
const SPANISH_SHARED_FILE = /[\\/]shared[\\/]src[\\/]i18n[\\/]locales[\\/]es[\\/][\w-]+\.json$/;
const REST_OF_SPANISH_CHUNK = /[\\/]standalone[\\/]languages[\\/]es-rest\.ts$/;
/** Not ending in .json: vite's JSON plugin would parse the module's code as JSON. */
const FIRST_SPANISH = '\0waiter-first-spanish:';
const SHARED_ES_DIR = fileURLToPath(new URL('../../../shared/src/i18n/locales/es/', import.meta.url));

function oneLanguageFirst(): Plugin {
  return {
    name: 'waiter-one-language-first',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || LANGUAGE_CHUNK.test(importer) || REST_OF_SPANISH_CHUNK.test(importer) || !source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      if (OTHER_LANGUAGE_FILE.test(resolved.id)) return EMPTY_TREE;
      if (SPANISH_SHARED_FILE.test(resolved.id)) return `${FIRST_SPANISH}${resolved.id.slice(0, -'.json'.length)}`;
      return null;
    },
    load(id) {
      if (id === EMPTY_TREE) return 'export default {};';
      if (!id.startsWith(FIRST_SPANISH)) return null;
      const file = `${id.slice(FIRST_SPANISH.length)}.json`;
      this.addWatchFile(file);
      const tree = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(pickGroups(tree, (group) => FIRST_SPANISH_GROUPS.includes(group)))};`;
    },
    generateBundle(_options, bundle) {
      const groups = new Set(readdirSync(SHARED_ES_DIR).flatMap((f) => Object.keys(JSON.parse(readFileSync(join(SHARED_ES_DIR, f), 'utf8')) as object)));
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk' && !['br', 'en', 'es-rest'].includes(c.name));
      if (!chunks.some((c) => c.type === 'chunk' && c.isEntry && c.name === 'index')) throw new Error('The handheld entry chunk (index) is missing');
      const code = chunks.map((c) => (c.type === 'chunk' ? c.code : '')).join('\n');
      const missing = [...groups].filter((g) => !FIRST_SPANISH_GROUPS.includes(g) && !SPANISH_GROUPS_NAMED_LATER.includes(g) && new RegExp(`[\`'"]${g}\\.`).test(code));
      if (missing.length > 0) {
        throw new Error(
          `The handheld's code names shared Spanish texts its first script does not carry: ${missing.join(', ')} (add them to src/standalone/languages/first-spanish.ts)`,
        );
      }
    },
  };
}

/*
 * V8's explicit compile hint. The first script's functions nearly all run before the
 * table list shows (the list, the header, i18next, the session, the api client); compiled lazily
 * they were each compiled on the main thread on first call (the cold load's profile: ~100 ms of
 * compilation at 4x CPU between the script's arrival and the list). With this comment first in the
 * file, Chromium compiles them all while the script streams in, on a background thread.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The hint must be the file's very first line: written after the bundle (vite prepends its preload helper late). */
function compileHintFirst(): Plugin {
  return {
    name: 'waiter-compile-hint',
    apply: 'build',
    writeBundle(options, bundle) {
      const index = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'index');
      if (!index || !options.dir) throw new Error('The handheld entry chunk (index) is missing');
      const file = join(options.dir, index.fileName);
      writeFileSync(file, `${COMPILE_HINT}\n${readFileSync(file, 'utf8')}`);
      // The hidden source map (HANDHELD_SOURCEMAP=1) moves one line down with the code.
      if (existsSync(`${file}.map`)) {
        const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
        writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  base: BASE,
  resolve: { alias: REACT_ON_PREACT, dedupe: ['preact'] },
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react(),
    oneLanguageFirst(),
    earlyMesasScript(),
    compileHintFirst(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/standalone',
      filename: 'sw.ts',
      // Registered by the page itself once the tables are on screen (src/features/mozo/state/pwa.ts).
      injectRegister: false,
      registerType: 'prompt',
      scope: WAITER_SCOPE,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: true,
      manifest: {
        id: WAITER_SCOPE,
        // The api replaces the names with the venue's (GET /m/mesas/manifest.webmanifest).
        name: 'Mesas',
        short_name: 'Mesas',
        description: 'Mesas y comandas para el mozo',
        lang: 'es',
        start_url: WAITER_SCOPE,
        scope: WAITER_SCOPE,
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#1a7fc7',
        background_color: '#ffffff',
        icons: [
          { src: `${BASE}icons/mesas-192.png`, sizes: '192x192', type: 'image/png' },
          { src: `${BASE}icons/mesas-512.png`, sizes: '512x512', type: 'image/png' },
          { src: `${BASE}icons/mesas-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['index.html', 'assets/m/**/*.{js,css}', 'icons/*.png'],
        rollupFormat: 'iife',
        minify: true,
        sourcemap: false,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'assets/m',
    target: 'es2020',
    // HANDHELD_SOURCEMAP=1: hidden source maps beside the chunks, to map a CPU profile or measure each module's bytes.
    sourcemap: process.env.HANDHELD_SOURCEMAP ? 'hidden' : false,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('../../index.html', import.meta.url)),
        early: fileURLToPath(new URL('./early-entry.ts', import.meta.url)),
      },
      output: {
        /*
         * Everything the table list needs (what index.html's script imports statically)
         * in one chunk: left alone, rolldown splits the modules the lazy views share with it into
         * common chunks, each one more request before the first paint.
         */
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'], test: (id: string) => !id.includes('/standalone/early') }] },
      },
    },
  },
});
