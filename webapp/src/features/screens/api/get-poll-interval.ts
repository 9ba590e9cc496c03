import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { PublicConfig } from '@/types/api';

/** GET /api/config (the same query as the payment screens'): `playerPollSeconds`, how often a TV asks for its manifest. */
export const pollIntervalQuery = () =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => api.get<PublicConfig>('/config', { signal }),
    staleTime: Infinity,
    select: (config) => config.playerPollSeconds,
  });
