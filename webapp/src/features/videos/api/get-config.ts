import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { PublicConfig } from '@/types/api';

/** GET /api/config (the same query as the payment screens'): false when the server has no
 * video-information key, so a YouTube item's duration must be typed. */
export const youtubeConfiguredQuery = () =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => api.get<PublicConfig>('/config', { signal }),
    staleTime: Infinity,
    select: (config) => config.youtubeConfigured,
  });
