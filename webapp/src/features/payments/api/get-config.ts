import { api } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

import type { PublicConfig } from '../types';

/** GET /api/config → the PayPal client id and whether PayPal is configured. */
export function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get<PublicConfig>('/config', { signal });
}

export function useConfig() {
  return useQuery('config', getConfig);
}
