import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|map)$/;

/**
 * Zopfli's passes over each file, where it is asked for: its gzip is 3 to 4% smaller than
 * zlib's level 9 (3.4 KB of the login screen's first load), any gzip reader reads it, but it
 * costs seconds per build where zlib costs milliseconds (docs/performance.md, "Compression").
 */
const ZOPFLI_ITERATIONS = 15;

/** The environment variable that asks for Zopfli's gzip (release and CI builds). */
export const ZOPFLI_SETTING = 'SIGNAGE_ZOPFLI';

export interface CompressionOptions {
  /** Zopfli instead of zlib's level 9 for the `.gz` bytes. */
  zopfli?: boolean;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function gzipped(bytes: Uint8Array, zopfli: boolean): Promise<Buffer> {
  if (!zopfli) return gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION });
  const { gzipAsync: zopfliGzip } = await import('@gfx/zopfli');
  return Buffer.from(await zopfliGzip(bytes, { numiterations: ZOPFLI_ITERATIONS }));
}

function brotli(bytes: Uint8Array): Promise<Buffer> {
  const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
  return brotliAsync(bytes, { params });
}

/** The gzip (zlib level 9, or Zopfli) and brotli (quality 11) bytes of a file, each only if smaller. */
export async function compressedVariants(
  bytes: Uint8Array,
  { zopfli = false }: CompressionOptions = {},
): Promise<Array<[suffix: string, bytes: Buffer]>> {
  const [gz, br] = await Promise.all([gzipped(bytes, zopfli), brotli(bytes)]);
  const variants: Array<[string, Buffer]> = [['.gz', gz], ['.br', br]];
  return variants.filter(([, packed]) => packed.length < bytes.length);
}

/** Whether this build was asked for Zopfli (`SIGNAGE_ZOPFLI=1`). */
export function zopfliWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[ZOPFLI_SETTING] === '1';
}

/**
 * Writes `name.gz` and `name.br` beside every compressible file of the build, so the server
 * sends them as they are (src/http/routes/webapp_files.py) instead of compressing per request.
 * Hidden files (.vite/manifest.json) are the build's own and stay as they are.
 */
export function precompress(options: CompressionOptions = { zopfli: zopfliWanted() }): Plugin {
  return {
    name: 'signage-precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? '';
      const writes = Object.values(bundle)
        .filter((file) => COMPRESSIBLE.test(file.fileName) && !file.fileName.startsWith('.'))
        .map(async (file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          const bytes = typeof source === 'string' ? Buffer.from(source) : source;
          const variants = await compressedVariants(bytes, options);
          await Promise.all(variants.map(([suffix, packed]) => writeFile(join(outDir, file.fileName + suffix), packed)));
        });
      await Promise.all(writes);
    },
  };
}
