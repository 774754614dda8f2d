import fs from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@resto/shared/contracts';
import type { RemoteDeployments } from '@resto/shared/contracts/remotes';
import { z } from 'zod';

/** 'mfe_ventas' -> 'mfe-ventas', the remote's folder and its path under /remotes. */
export function remoteFolder(name: RemoteName): string {
  return name.replace(/_/g, '-');
}

const overrideSchema = z.object({ entry: z.string().min(1), version: z.string().optional(), manifest: z.string().min(1).optional() });
const entrySchema = z.union([z.string().min(1), overrideSchema]);
const fileSchema = z.union([z.array(overrideSchema.extend({ name: z.enum(REMOTE_NAMES) })), z.partialRecord(z.enum(REMOTE_NAMES), entrySchema)]);

type Override = { entry: string; version?: string | undefined; manifest?: string | undefined };

/** Reads REMOTES_FILE: an array like the registry or an object `{ mfe_ventas: url | {entry, version} }`. */
export async function readRemotesFile(file: string): Promise<Partial<Record<RemoteName, Override>>> {
  const parsed = fileSchema.parse(JSON.parse(await fs.readFile(file, 'utf8')));
  const out: Partial<Record<RemoteName, Override>> = {};
  if (Array.isArray(parsed)) {
    for (const item of parsed) out[item.name] = { entry: item.entry, version: item.version, manifest: item.manifest };
  } else {
    for (const [name, value] of Object.entries(parsed) as [RemoteName, z.infer<typeof entrySchema> | undefined][]) {
      if (value !== undefined) out[name] = typeof value === 'string' ? { entry: value } : value;
    }
  }
  return out;
}

/**
 * The registry the shell reads at start. Precedence: REMOTES_FILE (re-read on every call, so a
 * remote can be redeployed alone), then REMOTE_<NAME>_URL, then `/remotes/<folder>/remoteEntry.js`.
 */
export function buildRegistry(
  envOverrides: Partial<Record<RemoteName, string>>,
  fileOverrides: Partial<Record<RemoteName, Override>>,
  localVersions: Partial<Record<RemoteName, string>> = {},
): RemoteDeployments {
  return REMOTE_NAMES.map((name) => {
    const fromFile = fileOverrides[name];
    if (fromFile) {
      return {
        name,
        entry: fromFile.entry,
        ...(fromFile.version ? { version: fromFile.version } : {}),
        ...(fromFile.manifest ? { manifest: fromFile.manifest } : {}),
      };
    }
    const override = envOverrides[name];
    if (override) return { name, entry: override };
    const version = localVersions[name];
    return { name, entry: `/remotes/${remoteFolder(name)}/remoteEntry.js`, ...(version ? { version } : {}) };
  });
}

/**
 * The version of each remote served from this process: its build's `manifest.json`
 * (`<STATIC_ROOT>/<folder>/dist/manifest.json`), read on every call so a replaced build shows.
 */
export async function readLocalVersions(staticRoot: string): Promise<Partial<Record<RemoteName, string>>> {
  const out: Partial<Record<RemoteName, string>> = {};
  await Promise.all(
    REMOTE_NAMES.map(async (name) => {
      try {
        const raw = await fs.readFile(path.join(staticRoot, remoteFolder(name), 'dist', 'manifest.json'), 'utf8');
        const version = (JSON.parse(raw) as { version?: unknown }).version;
        if (typeof version === 'string' && version) out[name] = version;
      } catch {
        // Not built here (or served elsewhere): no version to list.
      }
    }),
  );
  return out;
}
