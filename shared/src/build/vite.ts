import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';
import { remoteManifestSchema, type RemoteManifestSource } from '../contracts/remotes';

/** Version of `@resto/shared` this build was made with (its package.json): the range every build requires. */
const SHARED_PACKAGE_VERSION = (JSON.parse(
  readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8'),
) as { version: string }).version;

/**
 * The browser subpaths of `@resto/shared` that hold page-wide state or UI (session store, API
 * client, realtime bus, i18n, notifications, query cache, sales UI): meant to be one copy per
 * page, the shell's (see below why they are not shared yet).
 */
export const SHARED_BROWSER_SUBPATHS = [
  'api-client',
  'session',
  'bus',
  'i18n',
  'ui',
  'query',
  'hooks',
  'sales-ui',
  'federation',
] as const;

/**
 * Libraries that must exist once per page: React and its DOM, the router, Chakra and emotion
 * (one theme and style cache), i18next (one language for the whole screen), TanStack Query (one
 * data cache), rxjs and SignalR (one bus, one hub connection per tab). `strictVersion`: a remote
 * built against a version outside the range is refused when it loads (the shell shows why)
 * instead of running a second copy.
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

/*
 * Not yet shared: the browser subpaths of `@resto/shared` (SHARED_BROWSER_SUBPATHS). Shared as
 * singletons, @module-federation/vite 1.23 gave the built shell undefined named exports (React
 * error #130 on the first screen after sign-in); until that is solved they are bundled per build
 * and keep their page-wide state on globalThis (session store, API client, bus, i18n).
 */
export const SHARED_PACKAGE_RANGE = `^${SHARED_PACKAGE_VERSION}`;

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
        shared: SHARED_SINGLETONS,
        shareStrategy: SHARE_STRATEGY,
        dts: false,
      }),
      remoteManifestPlugin(opts),
    ],
    server: { port: opts.port, strictPort: true, origin: `http://localhost:${opts.port}`, cors: true },
    preview: { port: opts.port, strictPort: true, cors: true },
    // index.html is the remote's own page: a dev harness, or for mfe-resto the waiter app (/m/mesas).
    // Chakra alone is ~1.2 MB unminified; it is shared once per page, so the size warning is noise.
    build: { target: 'esnext', sourcemap: false, chunkSizeWarningLimit: 1500 },
    test: sharedTestConfig(),
  } as UserConfig;
}

/** The shell's build: a federation host whose remotes are registered at run time from `/api/remotes`. */
export function hostViteConfig(opts: { name: string; port: number; apiProxy: string }): UserConfig {
  return {
    base: '/',
    plugins: [
      react(),
      federation({ name: opts.name, remotes: {}, shared: SHARED_SINGLETONS, shareStrategy: SHARE_STRATEGY, dts: false }),
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
