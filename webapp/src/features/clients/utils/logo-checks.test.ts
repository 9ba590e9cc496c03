import { describe, expect, it } from 'vitest';

import { MAX_LOGO_BYTES as LOGO_MAX_BYTES } from '@/lib/spec-rules.gen';

import { checkLogo } from './logo-checks';

const file = (bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], 'logo', { type });
const sized = (width: number, height: number) => () => Promise.resolve({ width, height });

describe('logo checks (spec §5: 2MB, JPG/PNG, 1920x1920, in that order)', () => {
  it('accepts exactly 2MB and exactly 1920x1920, JPG or PNG', async () => {
    expect(await checkLogo(file(LOGO_MAX_BYTES), sized(1920, 1920))).toBeNull();
    expect(await checkLogo(file(10, 'image/jpeg'), sized(10, 10))).toBeNull();
    expect(await checkLogo(file(10, 'image/JPG'), sized(10, 10))).toBeNull();
  });

  it('checks the size first, then the type, then the dimensions', async () => {
    expect(await checkLogo(file(LOGO_MAX_BYTES + 1, 'image/gif'), sized(5000, 5000))).toBe('Logo must be less than 2MB');
    expect(await checkLogo(file(10, 'image/webp'), sized(5000, 5000))).toBe('Only JPG and PNG files are allowed');
    expect(await checkLogo(file(10), sized(1920, 1921))).toBe('Image dimensions must be 1920x1920px or less');
    expect(await checkLogo(file(10), sized(1921, 1))).toBe('Image dimensions must be 1920x1920px or less');
  });

  it('refuses a file that does not load as a picture', async () => {
    expect(await checkLogo(file(10), () => Promise.reject(new Error('bad')))).toBe('Only JPG and PNG files are allowed');
  });
});
