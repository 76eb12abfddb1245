// Writes .br and .gz beside every compressible file of the browser build, once at build time, so
// the server sends hashed assets compressed at maximum quality without compressing per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../dist/client/', import.meta.url).pathname;
const compressible = /\.(js|mjs|css|svg|json|txt|xml|html)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const path of files(root)) {
  if ((await stat(path)).size < 1024) continue;
  const body = await readFile(path);
  await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files (br, gz)`);
