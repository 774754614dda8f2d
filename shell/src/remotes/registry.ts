import { loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/runtime';
import { REMOTE_NAMES, type RemoteName } from '@resto/shared/contracts';
import { remoteDeploymentsSchema, type RemoteDeployments } from '@resto/shared/contracts/remotes';
import { REMOTE_LOAD_TIMEOUT_MS } from '@resto/shared/federation';
import type { LifeCycles } from 'single-spa';
import type { RemoteMountProps } from '@resto/shared/federation/lifecycles';
import { compatibilityPlugin, forgetRefusal, refusalOf } from './compatibility';

/** Where each remote lives when the registry cannot be read: beside the shell, under /remotes. */
export function defaultRegistry(): RemoteDeployments {
  return REMOTE_NAMES.map((name) => ({
    name,
    entry: `/remotes/${name.replace('_', '-')}/remoteEntry.js`,
  }));
}

/**
 * Reads the runtime registry (GET /api/remotes) and registers every remote with the federation
 * runtime, so a remote can move or redeploy without rebuilding the shell.
 */
export async function registerRemoteRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteDeployments> {
  let registry = defaultRegistry();
  try {
    const res = await fetchImpl('/api/remotes', { headers: { Accept: 'application/json' } });
    const body: unknown = await res.json();
    const parsed = remoteDeploymentsSchema.safeParse((body as { data?: unknown }).data);
    if (res.ok && parsed.success) registry = parsed.data;
  } catch {
    // The defaults serve a single-process deployment; a broken registry must not block sign-in.
  }
  // Global: each remote's container has its own federation instance, made when it loads.
  registerGlobalPlugins([compatibilityPlugin]);
  registerRemotes(
    registry.map((r) => ({ name: r.name, entry: r.entry, type: 'module' })),
    { force: true },
  );
  return registry;
}

/** A remote's `./lifecycles` module: single-spa-react's bootstrap, mount, update and unmount. */
export type RemoteLifecycles = LifeCycles<RemoteMountProps>;

const cache = new Map<RemoteName, Promise<RemoteLifecycles>>();

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

/**
 * A shared library the remote was built against that the page's copy does not satisfy (the
 * federation runtime refuses it: `strictVersion`). Said plainly instead of running two copies.
 */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'IncompatibleRemoteError';
  }
}

const INCOMPATIBLE = /of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)\s]+)/;

/**
 * The federation runtime's refusal of a shared version (seen by the compatibility plugin, or read
 * from the runtime's message), as a readable error; anything else unchanged.
 */
export function explainLoadError(name: RemoteName, err: unknown): Error {
  const refusal = refusalOf(name);
  if (refusal) return new IncompatibleRemoteError(name, `${refusal.pkg} ${refusal.required} (${refusal.version})`);
  const message = err instanceof Error ? err.message : String(err);
  const m = INCOMPATIBLE.exec(message);
  if (m) return new IncompatibleRemoteError(name, `${m[1]} ${m[3]}`);
  return err instanceof Error ? err : new Error(message);
}

/** Loads a remote's `./lifecycles` once; a failure is forgotten so that "Reintentar" loads it again. */
export function loadRemoteLifecycles(name: RemoteName, timeoutMs: number = REMOTE_LOAD_TIMEOUT_MS): Promise<RemoteLifecycles> {
  const cached = cache.get(name);
  if (cached) return cached;
  forgetRefusal(name);
  const loading = withTimeout(
    loadRemote<RemoteLifecycles>(`${name}/lifecycles`).then(
      (mod) => {
        if (!mod || typeof mod.mount !== 'function' || typeof mod.unmount !== 'function') throw new Error(`Módulo inválido: ${name}`);
        return mod;
      },
      (err: unknown) => {
        throw explainLoadError(name, err);
      },
    ),
    timeoutMs,
    name,
  );
  cache.set(name, loading);
  loading.catch(() => cache.delete(name));
  return loading;
}
