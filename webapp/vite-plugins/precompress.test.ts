import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { compressedVariants } from './precompress';

describe('compressedVariants', () => {
  it('makes gzip and brotli bytes that decompress to the file', async () => {
    const script = Buffer.from('export function hello() { return "hello"; }\n'.repeat(40));
    const variants = Object.fromEntries(await compressedVariants(script));
    expect(Object.keys(variants).sort()).toEqual(['.br', '.gz']);
    expect(gunzipSync(variants['.gz']!)).toEqual(script);
    expect(brotliDecompressSync(variants['.br']!)).toEqual(script);
    expect(variants['.br']!.length).toBeLessThan(script.length);
  });

  it('keeps no variant that is not smaller than the file', async () => {
    expect(await compressedVariants(Buffer.from('a'))).toEqual([]);
  });

  it('gzips smaller than zlib at its best level', async () => {
    const words = Array.from({ length: 400 }, (_, n) => `const value${n} = compute(${n * 7 % 13}, "${n.toString(36)}");`);
    const script = Buffer.from(words.join('\n'));
    const variants = Object.fromEntries(await compressedVariants(script));
    expect(variants['.gz']!.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });
});
