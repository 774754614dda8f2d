import type { i18n as I18n } from 'i18next';
import { LANGUAGES, type RemoteName } from '@resto/shared/contracts';
import { remoteManifestSchema, type RemoteDeployments, type RemoteLayout, type RemoteManifest, type RemoteMount } from '@resto/shared/contracts/remotes';

/** Where a remote's manifest is: the registry's `manifest`, else `manifest.json` beside its entry. */
export function manifestUrl(item: RemoteDeployments[number], base: string): string {
  if (item.manifest) return item.manifest;
  return new URL('manifest.json', new URL(item.entry, base)).href;
}

const CACHE_PREFIX = 'rf_remote_manifest:';

function cached(name: RemoteName): RemoteManifest | null {
  try {
    const raw = localStorage.getItem(CACHE_PREFIX + name);
    const parsed = raw ? remoteManifestSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function remember(manifest: RemoteManifest): void {
  try {
    localStorage.setItem(CACHE_PREFIX + manifest.name, JSON.stringify(manifest));
  } catch {
    // Storage full or denied: the next start reads the network again.
  }
}

/**
 * Reads every remote's manifest (in parallel, never cached by the browser: a redeploy shows on the
 * next load). A manifest that cannot be read falls back to the last one this browser read, so the
 * remote keeps its place in the sidebar and its routes show the failure screen; a remote never
 * read before is left out.
 */
export async function loadManifests(registry: RemoteDeployments, fetchImpl: typeof fetch = fetch, base: string = window.location.href): Promise<RemoteManifest[]> {
  const all = await Promise.all(
    registry.map(async (item): Promise<RemoteManifest | null> => {
      try {
        const res = await fetchImpl(manifestUrl(item, base), { cache: 'no-cache', headers: { Accept: 'application/json' } });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const manifest = remoteManifestSchema.parse(await res.json());
        if (manifest.name !== item.name) throw new Error(`manifest of ${manifest.name} listed as ${item.name}`);
        remember(manifest);
        return manifest;
      } catch (err) {
        console.warn(`Remote ${item.name}: manifest unreadable`, err);
        return cached(item.name);
      }
    }),
  );
  return all.filter((m): m is RemoteManifest => m !== null);
}

/** Adds each manifest's own navigation texts under `remotes.<name>.<key>`. */
export function registerManifestLabels(i18n: I18n, manifests: readonly RemoteManifest[]): void {
  for (const manifest of manifests) {
    for (const lang of LANGUAGES) {
      const labels = manifest.labels?.[lang];
      if (labels) i18n.addResourceBundle(lang, 'translation', { remotes: { [manifest.name]: labels } }, true, true);
    }
  }
}

/** A mount of one layout, with the remote it belongs to. */
export interface LayoutMount extends RemoteMount {
  remote: RemoteName;
}

/** The mount prefixes of one layout, in manifest order; a prefix claimed twice goes to the first remote. */
export function mountsOf(manifests: readonly RemoteManifest[], layout: RemoteLayout): LayoutMount[] {
  const seen = new Set<string>();
  const out: LayoutMount[] = [];
  for (const manifest of manifests) {
    for (const mount of manifest.mounts) {
      if (mount.layout !== layout) continue;
      if (seen.has(mount.path)) {
        console.warn(`Remote ${manifest.name}: /${mount.path} is already mounted by another remote`);
        continue;
      }
      seen.add(mount.path);
      out.push({ ...mount, remote: manifest.name });
    }
  }
  return out;
}
