// `pnpm run build`: the shell, the remotes and the api, then their pre-compressed assets.
//
// Why a second attempt: the remotes take @resto/shared's browser subpaths from the shell
// (`import: false`), and @module-federation/vite 1.23 narrowed such a module's named exports to
// the ones its import analysis saw. That analysis calls the module graph complete after 10 ms
// with no module left to parse; on a loaded machine a pause in module discovery ended it early,
// and the build failed with MISSING_EXPORT on a loaded 2-core machine. The plugin is patched
// (patches/@module-federation__vite@1.23.0.patch, pnpm's patchedDependencies) to keep the full
// export surface, the plugin's own fallback when its analysis is incomplete, so the build passes
// first time beside busy loops on the 2 cores. The retry stays as a guard: a failed build
// is run again before it counts, up to twice, one package at a time (--workspace-concurrency=1).
import { spawnSync } from 'node:child_process';
import { ROOT } from './tooling.mjs';

const pnpm = process.env.npm_execpath && process.env.npm_execpath.includes('pnpm') ? process.execPath : 'pnpm';
const pnpmArgs = pnpm === 'pnpm' ? [] : [process.env.npm_execpath];
// `--without-api`: the api's bundle is already built (npm test builds it once, before its lanes).
const WITH_API = !process.argv.includes('--without-api');
const BUILD = ['-r', '--filter', './shell', '--filter', './mfe-*', ...(WITH_API ? ['--filter', './api'] : []), 'run', 'build'];

function run(args) {
  return spawnSync(pnpm, [...pnpmArgs, ...args], { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
}

let code = run(BUILD);
for (let attempt = 2; code !== 0 && attempt <= 3; attempt += 1) {
  console.warn(`\n> the build failed; attempt ${attempt} of 3, one package at a time (see scripts/build.mjs for why)\n`);
  code = run(['--workspace-concurrency=1', ...BUILD]);
}
if (code !== 0) process.exit(code);
process.exit(spawnSync(process.execPath, ['scripts/compress-dist.mjs'], { cwd: ROOT, stdio: 'inherit' }).status ?? 1);
