import type { ComponentType } from 'react';

/**
 * What a remote's `./routes` module exports: its pages by key. The shell owns the paths and the
 * guards; a remote owns what renders inside the layout.
 */
export interface RemoteRoutesModule {
  pages: Record<string, ComponentType>;
}

/** Chunk-load timeout for a remote (SPEC §9). */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;
