import { queryOptions } from '@tanstack/react-query';

import type { Package } from '@/types/api';

import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * Packages by price ascending (spec §7, §9), whatever order they arrive in; equal prices by
 * package code, so the order never depends on the server's.
 */
export function byPrice(packages: readonly Package[]): Package[] {
  return [...packages].sort((a, b) => a.packagePrice - b.packagePrice || a.packageCode.localeCompare(b.packageCode));
}

/** GET /api/packages → the catalogue, cheapest first (Add/Edit Client, payments, subscriptions). */
export async function getPackages(signal?: AbortSignal): Promise<Package[]> {
  return byPrice(await api.get<Package[]>('/packages', { signal }));
}

export const packagesQuery = () => queryOptions({ queryKey: queryKeys.packages, queryFn: ({ signal }) => getPackages(signal) });
