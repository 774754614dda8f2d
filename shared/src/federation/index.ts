import type { ComponentType } from 'react';

/** A path of a remote's own router (absolute: `/arqueos/:id/cierre`, `/m/venta`) and the page that renders it. */
export interface RemoteRouteDef {
  path: string;
  page: string;
}

/**
 * What a remote's `./routes` module exports: its pages by key and its route table. The shell knows
 * only the remote's mount prefixes (its manifest); the remote's router renders what is under them.
 */
export interface RemoteRoutesModule {
  pages: Record<string, ComponentType>;
  routes: RemoteRouteDef[];
}

/** Chunk-load timeout for a remote. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;
