import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { compressedVariants } from './precompress';

describe('compressedVariants', () => {
  it('makes gzip and brotli bytes that decompress to the file', () => {
    const script = Buffer.from('export function hello() { return "hello"; }\n'.repeat(40));
    const variants = Object.fromEntries(compressedVariants(script));
    expect(Object.keys(variants).sort()).toEqual(['.br', '.gz']);
    expect(gunzipSync(variants['.gz']!)).toEqual(script);
    expect(brotliDecompressSync(variants['.br']!)).toEqual(script);
    expect(variants['.br']!.length).toBeLessThan(script.length);
  });

  it('keeps no variant that is not smaller than the file', () => {
    expect(compressedVariants(Buffer.from('a'))).toEqual([]);
  });
});
