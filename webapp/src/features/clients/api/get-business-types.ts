import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const DEFAULT_BUSINESS_TYPE = 'Business Office';

/** GET /api/businesses → {types} ('Business Office' first). */
export async function getBusinessTypes(signal?: AbortSignal): Promise<string[]> {
  const answer = await api.get<{ types: string[] }>('/businesses', { signal });
  return answer.types;
}

export const businessTypesQuery = () =>
  queryOptions({ queryKey: queryKeys.businessTypes, queryFn: ({ signal }) => getBusinessTypes(signal), staleTime: Infinity });
