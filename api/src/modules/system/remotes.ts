import fs from 'node:fs/promises';
import { REMOTE_NAMES, type RemoteName, type RemoteRegistry } from '@resto/shared/contracts';
import { z } from 'zod';

/** 'mfe_ventas' -> 'mfe-ventas', the remote's folder and its path under /remotes. */
export function remoteFolder(name: RemoteName): string {
  return name.replace(/_/g, '-');
}

const entrySchema = z.union([z.string().min(1), z.object({ entry: z.string().min(1), version: z.string().optional() })]);
const fileSchema = z.union([
  z.array(z.object({ name: z.enum(REMOTE_NAMES), entry: z.string().min(1), version: z.string().optional() })),
  z.partialRecord(z.enum(REMOTE_NAMES), entrySchema),
]);

type Override = { entry: string; version?: string | undefined };

/** Reads REMOTES_FILE: an array like the registry or an object `{ mfe_ventas: url | {entry, version} }`. */
export async function readRemotesFile(file: string): Promise<Partial<Record<RemoteName, Override>>> {
  const parsed = fileSchema.parse(JSON.parse(await fs.readFile(file, 'utf8')));
  const out: Partial<Record<RemoteName, Override>> = {};
  if (Array.isArray(parsed)) {
    for (const item of parsed) out[item.name] = { entry: item.entry, version: item.version };
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
): RemoteRegistry {
  return REMOTE_NAMES.map((name) => {
    const fromFile = fileOverrides[name];
    if (fromFile) return fromFile.version ? { name, entry: fromFile.entry, version: fromFile.version } : { name, entry: fromFile.entry };
    return { name, entry: envOverrides[name] ?? `/remotes/${remoteFolder(name)}/remoteEntry.js` };
  });
}
