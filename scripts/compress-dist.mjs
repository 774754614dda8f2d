// After the build: writes .br and .gz beside every text asset of the shell's and remotes' dist
// folders, so the api serves them pre-compressed (no CPU per request; cheap phones download less).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from './tooling.mjs';

const FOLDERS = ['shell', 'mfe-ventas', 'mfe-resto', 'mfe-productos', 'mfe-caja', 'mfe-admin', 'mfe-reportes'];
const TEXT = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const folder of FOLDERS) {
  const dist = join(ROOT, folder, 'dist');
  try {
    statSync(dist);
  } catch {
    continue;
  }
  for (const file of files(dist)) {
    if (!TEXT.test(file) || file.endsWith('.map')) continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
    before += data.length;
    after += br.length;
  }
}
console.log(`compressed ${count} files: ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB brotli`);
