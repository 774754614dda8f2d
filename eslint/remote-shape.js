import path from 'node:path';

/*
 * The one shape of a remote's `src` (docs/architecture.md, "The remotes' shape"): its start files,
 * `exposes`, `pages`, `features/<feature>/{api,components,hooks,state,locales}`, `locales` and
 * `test`. A file anywhere else is reported, so a new engineer finds every remote laid out alike.
 */

const ROOT_FILES = new Set(['bootstrap.tsx', 'main.ts', 'i18n.ts', 'manifest.ts']);
const SRC_FOLDERS = new Set(['exposes', 'pages', 'features', 'locales', 'test']);
const FEATURE_FOLDERS = new Set(['api', 'components', 'hooks', 'state', 'locales']);
/** Folders only one remote has, for a reason of its own. */
const OWN_FOLDERS = { 'mfe-resto': new Set(['standalone']) };

const withoutTest = (file) => file.replace(/\.test(?=\.tsx?$)/, '');

/** Why a file (its path relative to the repository) is outside the shape, or null. */
export function shapeProblem(relative, remotes) {
  const [app, src, top, ...rest] = relative.split(/[\\/]/);
  if (!remotes.includes(app) || src !== 'src' || top === undefined) return null;
  if (rest.length === 0) return ROOT_FILES.has(withoutTest(top)) ? null : `only ${[...ROOT_FILES].join(', ')} sit in src itself`;
  if (OWN_FOLDERS[app]?.has(top)) return null;
  if (!SRC_FOLDERS.has(top)) return `src/${top} is not a folder of a remote (${[...SRC_FOLDERS].join(', ')}): move it into a feature, or into @resto/shared`;
  if (top !== 'features') return null;
  const [feature, inner, ...deeper] = rest;
  if (inner === undefined) return 'a file in src/features belongs to a feature folder';
  if (feature === 'test-support' || deeper.length === 0) return null;
  return FEATURE_FOLDERS.has(inner) ? null : `features/${feature}/${inner} is not a folder of a feature (${[...FEATURE_FOLDERS].join(', ')})`;
}

export function remoteShapePlugin(root, remotes) {
  return {
    rules: {
      'remote-shape': {
        meta: { type: 'problem', schema: [], messages: { shape: '{{why}} (docs/architecture.md, "The remotes\' shape").' } },
        create(context) {
          const why = shapeProblem(path.relative(root, context.filename), remotes);
          return why ? { Program: (node) => context.report({ node, messageId: 'shape', data: { why } }) } : {};
        },
      },
    },
  };
}
