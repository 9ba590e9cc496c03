import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { compressedVariants, zopfliWanted } from './precompress';

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

  it('gzips with zlib at its best level unless Zopfli is asked for', async () => {
    const variants = Object.fromEntries(await compressedVariants(script()));
    expect(variants['.gz']).toEqual(gzipSync(script(), { level: 9 }));
  });

  it('gzips smaller than zlib at its best level with Zopfli', async () => {
    const variants = Object.fromEntries(await compressedVariants(script(), { zopfli: true }));
    expect(gunzipSync(variants['.gz']!)).toEqual(script());
    expect(variants['.gz']!.length).toBeLessThan(gzipSync(script(), { level: 9 }).length);
  });
});

describe('zopfliWanted', () => {
  it('asks for Zopfli only where SIGNAGE_ZOPFLI is 1', () => {
    expect(zopfliWanted({ SIGNAGE_ZOPFLI: '1' })).toBe(true);
    expect(zopfliWanted({ SIGNAGE_ZOPFLI: '0' })).toBe(false);
    expect(zopfliWanted({})).toBe(false);
  });
});

function script(): Buffer {
  const words = Array.from({ length: 400 }, (_, n) => `const value${n} = compute(${n * 7 % 13}, "${n.toString(36)}");`);
  return Buffer.from(words.join('\n'));
}
