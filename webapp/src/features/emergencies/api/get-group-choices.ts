import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ScreenGroupPage } from '@/types/api';

/** A group a message may go to: its id and name. */
export interface GroupChoice {
  id: string;
  name: string;
}

/** GET /api/screen-groups → the Client's groups by name (what "Send to" offers besides all screens). */
export async function getGroupChoices(signal?: AbortSignal): Promise<GroupChoice[]> {
  const page = await api.get<ScreenGroupPage>('/screen-groups', { signal });
  return page.items.map(({ id, name }) => ({ id, name }));
}

/** Under the groups' key: a group written on the Groups page is read again here. */
export const groupChoicesQuery = () =>
  queryOptions({ queryKey: [...queryKeys.screenGroups.list, 'choices'] as const, queryFn: ({ signal }) => getGroupChoices(signal) });
