import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** A shared library a remote needs in a version the page's copy does not satisfy. */
export interface SharedRefusal {
  /** the remote's federation name, e.g. `mfe_caja` */
  remote: string;
  /** the shared module, e.g. `@resto/shared/session` */
  pkg: string;
  /** the version the page holds (the shell's) */
  version: string;
  /** what the remote was built to require, e.g. `^2.0.0` */
  required: string;
}

/** What each args of the federation runtime's `resolveShare` hook carries that this plugin reads. */
type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * The federation runtime plugin that turns a version refusal into a fact the shell can show. Every
 * shared module is a singleton with `strictVersion` (shared/src/build/vite.ts): when a remote asks
 * for a version the page's copy does not satisfy, the runtime's resolver throws instead of running
 * a second copy. The plugin wraps that resolver, remembers the refusal per remote (the error may
 * reach `loadRemote` reworded, or as a failed import) and lets it through.
 */
export function createCompatibilityPlugin(onRefusal: (refusal: SharedRefusal) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'resto-remote-compatibility',
    resolveShare(args: ResolveShareArgs) {
      const resolve = args.resolver;
      const { shareInfo, pkgName, version } = args;
      args.resolver = () => {
        try {
          return resolve();
        } catch (err) {
          const required = shareInfo.shareConfig?.requiredVersion;
          if (shareInfo.shareConfig?.singleton && typeof required === 'string') {
            onRefusal({ remote: shareInfo.from, pkg: pkgName, version, required });
          }
          throw err;
        }
      };
      return args;
    },
  };
}

const refusals = new Map<string, SharedRefusal>();

/** The plugin the shell registers (registry.ts): refusals land in this module's list. */
export const compatibilityPlugin = createCompatibilityPlugin((refusal) => {
  if (!refusals.has(refusal.remote)) refusals.set(refusal.remote, refusal);
});

/** The first version refusal of a remote since the page loaded (or its last retry), if any. */
export function refusalOf(remote: string): SharedRefusal | undefined {
  return refusals.get(remote);
}

/** A retry asks again: a remote's refusal is forgotten when it is loaded anew. */
export function forgetRefusal(remote: string): void {
  refusals.delete(remote);
}
