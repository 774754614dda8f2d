// Bundles the api into dist/server.js. Runtime dependencies stay external (installed next to
// it); the workspace's @resto/shared is TypeScript source, so it is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@resto/shared');

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports (kysely/migration, zod/v4/core...) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS code, if any ever sneaks in, still finds a require() in an ES module.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'info',
});
