import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ScreenPage } from '@/types/api';

/** A screen a group may hold: its id and name. */
export interface ScreenChoice {
  id: string;
  name: string;
}

/** GET /api/screens → the Client's screens, as the choices of a group's members. */
export async function getScreenChoices(signal?: AbortSignal): Promise<ScreenChoice[]> {
  const page = await api.get<ScreenPage>('/screens', { signal });
  return page.items.map(({ id, name }) => ({ id, name }));
}

export const screenChoicesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.screens.list(null), 'choices'] as const,
    queryFn: ({ signal }) => getScreenChoices(signal),
  });
