import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

/**
 * Libraries that must exist once per page: React and its DOM, the router, Chakra and emotion
 * (one theme and style cache), i18next (one language for the whole screen) and TanStack Query (one
 * data cache: a remote's page reads the shell's QueryClient through the shared context).
 */
export const SHARED_SINGLETONS = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.0.0' },
  '@chakra-ui/react': { singleton: true, requiredVersion: '^3.0.0' },
  '@emotion/react': { singleton: true, requiredVersion: '^11.0.0' },
  i18next: { singleton: true, requiredVersion: '^26.0.0' },
  'react-i18next': { singleton: true, requiredVersion: '^17.0.0' },
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0' },
} as const;

export interface RemoteBuildOptions {
  /** federation container name, e.g. `mfe_resto` */
  name: string;
  /** folder name, which is also the path segment it is served under: `/remotes/<folder>/` */
  folder: string;
  /** dev server port */
  port: number;
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
        dts: false,
      }),
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
      federation({ name: opts.name, remotes: {}, shared: SHARED_SINGLETONS, dts: false }),
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
