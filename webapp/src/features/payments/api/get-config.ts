import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { PublicConfig } from '@/types/api';

/** GET /api/config → the PayPal client id and whether PayPal is configured. */
export function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get<PublicConfig>('/config', { signal });
}

export const configQuery = () => queryOptions({ queryKey: queryKeys.config, queryFn: ({ signal }) => getConfig(signal), staleTime: Infinity });
