import { api } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import { useQuery } from '@/lib/use-query';
import type { Package } from '@/types/api';

/** GET /api/packages → [Package], shown by price ascending. */
export async function getPackages(signal?: AbortSignal): Promise<Package[]> {
  const packages = await api.get<Package[]>('/packages', { signal });
  return [...packages].sort((a, b) => a.packagePrice - b.packagePrice);
}

export function usePackages() {
  return useQuery('packages', getPackages);
}

export function packageLabel(p: Package): string {
  const description = p.packageDescription ? ` — ${p.packageDescription}` : '';
  return `${p.packageCode}${description} (${formatUsd(p.packagePrice)}/month)`;
}
