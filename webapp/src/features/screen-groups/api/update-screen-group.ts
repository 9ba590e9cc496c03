import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ScreenGroup } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

import type { GroupValues } from './create-screen-group';

/** PATCH /api/screen-groups/{id} `{name, screenIds}` → ScreenGroup (a rename, new members, or both). */
export function updateScreenGroup(id: string, { name, screenIds }: GroupValues): Promise<ScreenGroup> {
  const body = { name, screenIds } satisfies RequestBody<'UpdateGroupBody'>;
  return api.patch<ScreenGroup>(`/screen-groups/${encodeURIComponent(id)}`, body);
}

export function useUpdateScreenGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: GroupValues }) => updateScreenGroup(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.screenGroups.all }),
  });
}
