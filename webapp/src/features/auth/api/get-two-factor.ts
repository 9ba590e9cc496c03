import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { TwoFactorState } from '@/types/api';

/** GET /api/auth/two-factor: the signed-in person's own two-factor sign-in. */
export function getTwoFactor(signal?: AbortSignal): Promise<TwoFactorState> {
  return api.get<TwoFactorState>('/auth/two-factor', { signal });
}

export const twoFactorQuery = () => queryOptions({ queryKey: queryKeys.twoFactor, queryFn: ({ signal }) => getTwoFactor(signal) });
