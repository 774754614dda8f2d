import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { Plugin, UserConfig } from 'vite';
import { remoteManifestSchema, type RemoteManifestSource } from '../contracts/remotes';
import { sharedSubpathsConfig } from './shared-subpaths';

export { SHARED_BROWSER_SUBPATHS, SHARED_PACKAGE_RANGE, SHARED_PACKAGE_VERSION } from './shared-subpaths';

/**
 * Libraries that must exist once per page: React and its DOM, the router, Chakra and emotion
 * (one theme and style cache), i18next (one language for the whole screen), TanStack Query (one
 * data cache), rxjs and SignalR (one bus, one hub connection per tab). `strictVersion`: a remote
 * built against a version outside the range is refused when it loads (the shell's runtime plugin,
 * shell/src/remotes/compatibility.ts, shows "Versión incompatible") instead of running a second copy.
 */
export const SHARED_SINGLETONS: Record<string, { singleton: true; requiredVersion: string; strictVersion: true }> = {
  react: { singleton: true, requiredVersion: '^19.0.0', strictVersion: true },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0', strictVersion: true },
  'react-router-dom': { singleton: true, requiredVersion: '^7.0.0', strictVersion: true },
  '@chakra-ui/react': { singleton: true, requiredVersion: '^3.0.0', strictVersion: true },
  '@emotion/react': { singleton: true, requiredVersion: '^11.0.0', strictVersion: true },
  i18next: { singleton: true, requiredVersion: '^26.0.0', strictVersion: true },
  'react-i18next': { singleton: true, requiredVersion: '^17.0.0', strictVersion: true },
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0', strictVersion: true },
  rxjs: { singleton: true, requiredVersion: '^7.0.0', strictVersion: true },
  '@microsoft/signalr': { singleton: true, requiredVersion: '^10.0.0', strictVersion: true },
};

/**
 * The copy already loaded (the shell's) serves every later remote; without it the runtime would
 * pick the highest version offered and a newer remote would run a second copy beside the shell's.
 */
const SHARE_STRATEGY = 'loaded-first' as const;

export interface RemoteBuildOptions {
  /** federation container name, e.g. `mfe_resto` */
  name: string;
  /** folder name, which is also the path segment it is served under: `/remotes/<folder>/` */
  folder: string;
  /** dev server port */
  port: number;
  /** the remote's mount prefixes and navigation (its `src/manifest.ts`), written to `manifest.json` */
  manifest: RemoteManifestSource;
  /**
   * The `@resto/shared` version this remote is built against; default the package's own. The
   * remote requires `^<version>` of the page's copy and is refused by a shell whose copy is outside.
   */
  sharedVersion?: string;
}

/**
 * Writes `manifest.json` beside `remoteEntry.js`: the remote's name, its package version, its
 * mount prefixes and sidebar entries, validated with the schema the shell reads it with.
 */
function remoteManifestPlugin(opts: RemoteBuildOptions): Plugin {
  return {
    name: 'resto-remote-manifest',
    apply: 'build',
    generateBundle() {
      const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
      const manifest = remoteManifestSchema.parse({ name: opts.name, version: pkg.version, ...opts.manifest });
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

/** The build of one remote: its own output and `remoteEntry.js`, exposing `./routes` and `./lifecycles`. */
export function remoteViteConfig(opts: RemoteBuildOptions): UserConfig {
  return {
    base: `/remotes/${opts.folder}/`,
    plugins: [
      react(),
      federation({
        name: opts.name,
        filename: 'remoteEntry.js',
        exposes: {
          './routes': './src/exposes/routes.tsx',
          './lifecycles': './src/exposes/lifecycles.tsx',
        },
        // The remote bundles none of @resto/shared's page-wide subpaths: it takes the shell's.
        shared: { ...SHARED_SINGLETONS, ...sharedSubpathsConfig({ provide: false, version: opts.sharedVersion }) },
        shareStrategy: SHARE_STRATEGY,
        dts: false,
      }),
      remoteManifestPlugin(opts),
    ],
    server: { port: opts.port, strictPort: true, origin: `http://localhost:${opts.port}`, cors: true },
    preview: { port: opts.port, strictPort: true, cors: true },
    // index.html is the remote's own page, a dev harness (`vite`): it is not built. The production
    // build is remoteEntry.js and the exposed modules, which take @resto/shared's page-wide subpaths
    // from the shell (the harness would bundle its own copies). mfe-resto builds its index.html, the
    // waiter app (/m/mesas), apart: src/standalone/vite.config.ts.
    // Chakra alone is ~1.2 MB unminified; it is shared once per page, so the size warning is noise.
    build: {
      target: 'esnext',
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      rollupOptions: { input: { lifecycles: './src/exposes/lifecycles.tsx' } },
    },
    test: sharedTestConfig(),
  } as UserConfig;
}

/** The shell's build: a federation host whose remotes are registered at run time from `/api/remotes`. */
export function hostViteConfig(opts: { name: string; port: number; apiProxy: string }): UserConfig {
  return {
    base: '/',
    plugins: [
      react(),
      federation({
        name: opts.name,
        remotes: {},
        // The shell provides @resto/shared's page-wide subpaths to every remote (its bootstrap imports each).
        shared: { ...SHARED_SINGLETONS, ...sharedSubpathsConfig({ provide: true }) },
        shareStrategy: SHARE_STRATEGY,
        dts: false,
      }),
    ],
    server: {
      port: opts.port,
      strictPort: true,
      proxy: {
        '/api': opts.apiProxy,
        '/ws': { target: opts.apiProxy, ws: true },
        '/remotes': opts.apiProxy,
      },
    },
    // Chakra alone is ~1.2 MB unminified; it is shared once per page, so the size warning is noise.
    build: { target: 'esnext', sourcemap: false, chunkSizeWarningLimit: 1500 },
    test: sharedTestConfig(),
  } as UserConfig;
}

function sharedTestConfig() {
  return { environment: 'jsdom', globals: true, include: ['src/**/*.test.{ts,tsx}'] };
}
