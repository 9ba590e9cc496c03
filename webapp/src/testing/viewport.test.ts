import { describe, expect, it } from 'vitest';

import { atPhoneWidth, mediaMatches, phoneOverflows } from './viewport';

function markup(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('phone viewport', () => {
  it('answers width media queries for the phone', () => {
    atPhoneWidth();
    expect(window.innerWidth).toBe(375);
    expect(window.matchMedia('(min-width: 640px)').matches).toBe(false);
    expect(window.matchMedia('(max-width: 639px)').matches).toBe(true);
    expect(mediaMatches('(min-width: 320px) and (max-width: 400px)', 375)).toBe(true);
  });

  it('names a table, a fixed width beyond the phone and a wide grid', () => {
    const root = markup('<table></table><div class="w-[480px]"></div><div class="min-w-96"></div><ul class="grid grid-cols-3"></ul>');
    expect(phoneOverflows(root)).toEqual(['a table', 'div.w-[480px]', 'div.min-w-96', 'ul.grid-cols-3']);
  });

  it('lets through what a phone holds: full widths, small fixed ones and wide layouts only from a breakpoint', () => {
    const root = markup('<div class="w-full sm:w-[480px]"></div><span class="h-10 w-10"></span><div class="grid lg:grid-cols-2 md:grid-cols-3"></div>');
    expect(phoneOverflows(root)).toEqual([]);
  });
});
