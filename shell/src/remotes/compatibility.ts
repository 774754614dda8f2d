import { getInstance, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';

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

/** What a share declaration may say (one entry of a federation instance's `shared` option). */
interface ShareDeclaration {
  shareConfig?: { singleton?: boolean; strictVersion?: boolean; requiredVersion?: string | false };
}

export interface CompatibilityOptions {
  /** The versions of a shared module the page provides (the shell's), none when it provides none. */
  pageVersions(pkg: string): string[];
  /** Told of each refusal before the remote's container is stopped. */
  onRefusal(refusal: SharedRefusal): void;
}

/**
 * The federation runtime plugin that refuses a remote built against an incompatible shared
 * version. Every shared module is a singleton with `strictVersion` (shared/src/build/vite.ts),
 * and a remote bundles none of `@resto/shared`'s page-wide subpaths: it reads the shell's copies
 * from the page's cache without asking the runtime's resolver, which would refuse them. So the
 * check runs here, when the remote's container starts (its federation instance's `beforeInit`):
 * a strict singleton whose required range none of the page's versions satisfies stops it with an
 * error, and the shell shows "Versión incompatible" for that remote instead of running it.
 */
export function createCompatibilityPlugin({ pageVersions, onRefusal }: CompatibilityOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'resto-remote-compatibility',
    beforeInit(args) {
      const remote = args.userOptions.name;
      for (const [pkg, declared] of Object.entries(args.userOptions.shared ?? {})) {
        for (const share of (Array.isArray(declared) ? declared : [declared]) as ShareDeclaration[]) {
          const config = share.shareConfig;
          const required = config?.requiredVersion;
          if (!config?.singleton || !config.strictVersion || typeof required !== 'string') continue;
          const versions = pageVersions(pkg);
          if (versions.length === 0 || versions.some((v) => satisfy(v, required))) continue;
          const refusal = { remote, pkg, version: versions[0]!, required };
          onRefusal(refusal);
          throw new Error(`Version ${refusal.version} of shared singleton module ${pkg} does not satisfy the requirement of ${remote} which needs ${required}`);
        }
      }
      return args;
    },
  };
}

/** The versions of `pkg` the shell's own federation instance provides. */
function shellVersions(pkg: string): string[] {
  const shell = getInstance();
  if (!shell) return [];
  return Object.values(shell.shareScopeMap)
    .flatMap((scope) => Object.entries(scope[pkg] ?? {}))
    .filter(([, shared]) => shared.from === shell.name)
    .map(([version]) => version);
}

const refusals = new Map<string, SharedRefusal>();

/** The plugin the shell registers for every remote (registry.ts): refusals land in this module's list. */
export const compatibilityPlugin = createCompatibilityPlugin({
  pageVersions: shellVersions,
  onRefusal: (refusal) => {
    if (!refusals.has(refusal.remote)) refusals.set(refusal.remote, refusal);
  },
});

/** The version refusal of a remote since its last load attempt, if any. */
export function refusalOf(remote: string): SharedRefusal | undefined {
  return refusals.get(remote);
}

/** A retry asks again: a remote's refusal is forgotten when it is loaded anew. */
export function forgetRefusal(remote: string): void {
  refusals.delete(remote);
}
