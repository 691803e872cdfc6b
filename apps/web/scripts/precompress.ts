// Writes Brotli and gzip copies of the built text assets beside them; the server sends the smallest
// one the browser accepts (@fastify/static preCompressed), so no request pays for compression.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// a second argument builds elsewhere (parallel e2e runs: vite build --outDir X, then this script X, then WEB_DIST_DIR=X)
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
const compressible = /\.(js|css|svg|txt|json|webmanifest)$/;

let files = 0;
let raw = 0;
let br = 0;
for (const entry of await fs.readdir(dist, { recursive: true })) {
  const file = path.join(dist, entry);
  if (!compressible.test(file)) continue;
  const data = await fs.readFile(file);
  if (data.length < 512) continue;
  const [b, g] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzip(data, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, b), fs.writeFile(`${file}.gz`, g)]);
  files += 1;
  raw += data.length;
  br += b.length;
}
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(1)} KB → ${(br / 1024).toFixed(1)} KB brotli`);
