import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript the home page loads, gzipped: the entry chunk and everything it imports
 * statically. The budget is 170 KB (issue 2); this prints the figure and fails above it.
 */
const BUDGET_BYTES = 170 * 1024;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
type Chunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) visit(next);
};
visit(entry[0]);

let jsBytes = 0;
let cssBytes = 0;
const rows: string[] = [];
for (const key of seen) {
  const chunk = manifest[key] as Chunk;
  const size = gzipSync(readFileSync(path.join(dist, chunk.file)), { level: 9 }).length;
  jsBytes += size;
  rows.push(`  ${chunk.file.padEnd(44)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
  for (const css of chunk.css ?? [])
    cssBytes += gzipSync(readFileSync(path.join(dist, css)), { level: 9 }).length;
}
process.stdout.write(`${rows.join('\n')}\n`);
process.stdout.write(
  `home page JavaScript: ${(jsBytes / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB); CSS ${(cssBytes / 1024).toFixed(1)} KB gzip\n`,
);
if (jsBytes > BUDGET_BYTES) {
  console.error('over the JavaScript budget');
  process.exit(1);
}
