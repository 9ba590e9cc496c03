import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

export const DEFAULT_BUSINESS_TYPE = 'Business Office';

/** GET /api/businesses → {types} ('Business Office' first). */
export async function getBusinessTypes(signal?: AbortSignal): Promise<string[]> {
  const answer = await api.get<{ types: string[] }>('/businesses', { signal });
  return answer.types;
}

export function useBusinessTypes() {
  return useQuery('business-types', getBusinessTypes);
}
