import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { REMOTE_NAMES, remoteRegistrySchema, type RemoteName, type RemoteRegistry } from '@resto/shared/contracts';
import { REMOTE_LOAD_TIMEOUT_MS, type RemoteRoutesModule } from '@resto/shared/federation';

/** Where each remote lives when the registry cannot be read: beside the shell, under /remotes. */
export function defaultRegistry(): RemoteRegistry {
  return REMOTE_NAMES.map((name) => ({
    name,
    entry: `/remotes/${name.replace('_', '-')}/remoteEntry.js`,
  }));
}

/**
 * Reads the runtime registry (GET /api/remotes) and registers every remote with the federation
 * runtime, so a remote can move or redeploy without rebuilding the shell.
 */
export async function registerRemoteRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  let registry = defaultRegistry();
  try {
    const res = await fetchImpl('/api/remotes', { headers: { Accept: 'application/json' } });
    const body: unknown = await res.json();
    const parsed = remoteRegistrySchema.safeParse((body as { data?: unknown }).data);
    if (res.ok && parsed.success) registry = parsed.data;
  } catch {
    // The defaults serve a single-process deployment; a broken registry must not block sign-in.
  }
  registerRemotes(
    registry.map((r) => ({ name: r.name, entry: r.entry, type: 'module' })),
    { force: true },
  );
  return registry;
}

const cache = new Map<RemoteName, Promise<RemoteRoutesModule>>();

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Tiempo de carga agotado: ${name}`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Loads a remote's `./routes` once; a failure is forgotten so that "Reintentar" loads it again. */
export function loadRemoteRoutes(
  name: RemoteName,
  timeoutMs: number = REMOTE_LOAD_TIMEOUT_MS,
): Promise<RemoteRoutesModule> {
  const cached = cache.get(name);
  if (cached) return cached;
  const loading = withTimeout(
    loadRemote<RemoteRoutesModule>(`${name}/routes`).then((mod) => {
      if (!mod || typeof mod !== 'object' || !('pages' in mod)) throw new Error(`Módulo inválido: ${name}`);
      return mod;
    }),
    timeoutMs,
    name,
  );
  cache.set(name, loading);
  loading.catch(() => cache.delete(name));
  return loading;
}
