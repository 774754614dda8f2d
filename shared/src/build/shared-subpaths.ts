import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `@resto/shared`'s package.json: its version and its `exports` map. */
const SHARED_PACKAGE = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
  name: string;
  version: string;
  exports: Record<string, string>;
};

/** Version of `@resto/shared` this build was made with: what it offers and the base of the range it requires. */
export const SHARED_PACKAGE_VERSION = SHARED_PACKAGE.version;

/** The range every build requires of the page's `@resto/shared`: the same major as its own. */
export const SHARED_PACKAGE_RANGE = `^${SHARED_PACKAGE_VERSION}`;

/**
 * The browser subpaths of `@resto/shared` that hold page-wide state or UI (session store, API
 * client, realtime bus, i18n, notifications, query cache, sales UI, the print station, the
 * lifecycles that wrap every remote): one copy per page, the shell's.
 */
export const SHARED_BROWSER_SUBPATHS = ['api-client', 'session', 'bus', 'i18n', 'ui', 'query', 'hooks', 'sales-ui', 'federation', 'federation/lifecycles', 'printing'] as const;

export type SharedBrowserSubpath = (typeof SHARED_BROWSER_SUBPATHS)[number];

/** `@resto/shared/<subpath>`. */
export function sharedSpecifier(subpath: SharedBrowserSubpath): string {
  return `${SHARED_PACKAGE.name}/${subpath}`;
}

/**
 * The file the package's `exports` map names for a subpath (absolute). Module Federation's vite
 * plugin is given it as the share's `import`: it cannot read a workspace package's TypeScript
 * entry on its own, and without it the shared module's named exports came out undefined.
 */
export function sharedSubpathEntry(subpath: SharedBrowserSubpath): string {
  const target = SHARED_PACKAGE.exports[`./${subpath}`];
  if (!target) throw new Error(`@resto/shared has no export "./${subpath}"`);
  return fileURLToPath(new URL(`../../${target.replace(/^\.\//, '')}`, import.meta.url));
}

export interface SharedSubpathConfig {
  singleton: true;
  strictVersion: true;
  requiredVersion: string;
  version: string;
  /** The local entry (the shell provides it) or false (a remote takes the shell's, never its own). */
  import: string | false;
  /**
   * The shell's copies are bound synchronously (module state the shell reads while it renders);
   * lazily bound, a component could still be undefined at first render (React error #130).
   */
  eager: boolean;
}

/**
 * The `shared` entries of `@resto/shared`'s browser subpaths, requiring the package's major (or
 * that of `version`: the one a build says it was made against). The shell (`provide: true`) offers
 * its copies; a remote bundles none and takes the shell's, requiring the same major version
 * (`strictVersion`: a remote built against another major is refused when it loads).
 */
export function sharedSubpathsConfig(opts: { provide: boolean; version?: string }): Record<string, SharedSubpathConfig> {
  const requiredVersion = `^${opts.version ?? SHARED_PACKAGE_VERSION}`;
  return Object.fromEntries(
    SHARED_BROWSER_SUBPATHS.map((subpath) => [
      sharedSpecifier(subpath),
      {
        singleton: true,
        strictVersion: true,
        requiredVersion,
        // What the local package is (the plugin reads its exports from it); a remote offers no copy.
        version: SHARED_PACKAGE_VERSION,
        import: opts.provide ? sharedSubpathEntry(subpath) : false,
        eager: opts.provide,
      },
    ]),
  );
}
