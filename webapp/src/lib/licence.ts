import { queryOptions } from '@tanstack/react-query';

import type { Licence } from '@/types/api';

import { api } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/licence → the signed-in Client's licence. */
export function getLicence(signal?: AbortSignal): Promise<Licence> {
  return api.get<Licence>('/licence', { signal });
}

/**
 * The licence, checked afresh each time a screen that needs it opens; a failing check is not
 * retried (the licence guard lets the screen through, and the server still refuses expired writes).
 */
export const licenceQuery = () =>
  queryOptions({ queryKey: queryKeys.licence, queryFn: ({ signal }) => getLicence(signal), retry: false, refetchOnMount: 'always' });
