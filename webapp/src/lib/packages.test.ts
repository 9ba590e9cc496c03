import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { BASIC, FREE, makePackage, PRO } from '@/testing/fixtures';
import { json, server } from '@/testing/server';

import { byPrice, getPackages } from './packages';

describe('packages', () => {
  it('come cheapest first, equal prices by package code, whatever order the server sends', async () => {
    const gold = makePackage({ id: 'p-gold', packageCode: 'GOLD', packagePrice: 49.5 });
    server.use(http.get('/api/packages', () => json([PRO, BASIC, gold, FREE])));
    expect((await getPackages()).map((p) => p.packageCode)).toEqual(['FREE', 'BASIC', 'GOLD', 'PRO']);
  });

  it('leave the given list alone', () => {
    const given = [PRO, BASIC];
    expect(byPrice(given).map((p) => p.id)).toEqual(['p-basic', 'p-pro']);
    expect(given.map((p) => p.id)).toEqual(['p-pro', 'p-basic']);
  });
});
