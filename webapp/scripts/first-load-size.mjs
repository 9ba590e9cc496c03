// Gzipped size of what the browser downloads to show the login screen (the first load):
// index.html, the entry chunk with its static imports and CSS, and the login route's chunk with
// its static imports, as the server sends them to a browser asking for gzip: the build's
// precompressed `.gz` file, or the file itself where none is smaller. Reads the Vite manifest
// of the last `npm run build`.
// Usage: SIGNAGE_ZOPFLI=1 npm run build && npm run size (fails above the budget of issue 12: 100 KB
// gzipped; the budget is of the release build, whose gzip is Zopfli's: vite-plugins/precompress.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUDGET_KB = 100;
const OUT = new URL('../../src/http/static/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8'));

const files = new Set(['index.html']);
function collect(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
collect('src/features/auth/routes/login.tsx');

let raw = 0;
let gzip = 0;
const rows = [...files].sort().map((file) => {
  const bytes = readFileSync(join(OUT, file));
  const packed = join(OUT, `${file}.gz`);
  const zipped = existsSync(packed) ? statSync(packed).size : bytes.length;
  raw += bytes.length;
  gzip += zipped;
  return `${file.padEnd(48)} ${(bytes.length / 1024).toFixed(2).padStart(9)} KB  gzip ${(zipped / 1024).toFixed(2).padStart(8)} KB`;
});
console.log(rows.join('\n'));
console.log(`${'first load (login)'.padEnd(48)} ${(raw / 1024).toFixed(2).padStart(9)} KB  gzip ${(gzip / 1024).toFixed(2).padStart(8)} KB`);
if (gzip / 1024 > BUDGET_KB) {
  console.error(`Over the budget of ${BUDGET_KB} KB gzipped: the login screen's first load grew.`);
  process.exit(1);
}
