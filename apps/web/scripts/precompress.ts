import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz beside every text asset of the build, so the server sends compressed files
 * without compressing on each request. The folder is this app's dist/assets, or the one given
 * (the operator console's build passes its own).
 */
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist/assets'));
const TEXT = /\.(js|css|svg|json|txt|html|woff2?)$/;

let count = 0;
for (const name of readdirSync(dist)) {
  const file = path.join(dist, name);
  if (!TEXT.test(name) || !statSync(file).isFile()) continue;
  const data = readFileSync(file);
  if (data.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
process.stdout.write(`precompressed ${count} assets\n`);
