import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|map)$/;

/**
 * Zopfli's passes over each file: its gzip is 3 to 4% smaller than zlib's level 9 (3.4 KB of
 * the login screen's first load; docs/performance.md), any gzip reader reads it, and a build
 * spends about 5 seconds more.
 */
const ZOPFLI_ITERATIONS = 15;

/** The gzip (Zopfli) and brotli (quality 11) bytes of a file, each only if smaller. */
export async function compressedVariants(bytes: Uint8Array): Promise<Array<[suffix: string, bytes: Buffer]>> {
  const gzip = Buffer.from(await gzipAsync(bytes, { numiterations: ZOPFLI_ITERATIONS }));
  const variants: Array<[string, Buffer]> = [
    ['.gz', gzip],
    ['.br', brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })],
  ];
  return variants.filter(([, packed]) => packed.length < bytes.length);
}

/**
 * Writes `name.gz` and `name.br` beside every compressible file of the build, so the server
 * sends them as they are (src/http/routes/webapp_files.py) instead of compressing per request.
 * Hidden files (.vite/manifest.json) are the build's own and stay as they are.
 */
export function precompress(): Plugin {
  return {
    name: 'signage-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const writes = Object.values(bundle)
        .filter((file) => COMPRESSIBLE.test(file.fileName) && !file.fileName.startsWith('.'))
        .map(async (file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          const bytes = typeof source === 'string' ? Buffer.from(source) : source;
          const variants = await compressedVariants(bytes);
          await Promise.all(variants.map(([suffix, packed]) => writeFile(join(outDir, file.fileName + suffix), packed)));
        });
      await Promise.all(writes);
    },
  };
}
