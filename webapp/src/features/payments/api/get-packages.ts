import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { Package } from '@/types/api';

/** Packages by price ascending (spec §7), whatever order they arrive in. */
export function byPrice(packages: readonly Package[]): Package[] {
  return [...packages].sort((a, b) => a.packagePrice - b.packagePrice || a.packageCode.localeCompare(b.packageCode));
}

/** GET /api/packages → the catalogue, cheapest first. */
export async function getPackages(signal?: AbortSignal): Promise<Package[]> {
  return byPrice(await api.get<Package[]>('/packages', { signal }));
}

export function usePackages() {
  return useQuery('packages', getPackages);
}
