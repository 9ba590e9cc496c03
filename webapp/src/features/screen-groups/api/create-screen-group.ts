import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { checksOf } from '@/lib/rules';
import { GROUP_RULES } from '@/lib/spec-rules.gen';
import { formSchema, textField } from '@/lib/validation';
import type { ScreenGroup } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

/** A group's name (add and edit), with the server's rules and messages. */
export const groupNameField = () => textField(...checksOf(GROUP_RULES.name));

/** The ids of the screens ticked (none is fine). */
export const memberField = () => z.array(z.string()).catch([]);

export const groupSchema = formSchema({ name: groupNameField(), screenIds: memberField() });
export type GroupValues = z.output<typeof groupSchema>;

/** POST /api/screen-groups `{name, screenIds}` → 201 ScreenGroup. */
export function createScreenGroup({ name, screenIds }: GroupValues): Promise<ScreenGroup> {
  return api.post<ScreenGroup>('/screen-groups', { name, screenIds } satisfies RequestBody<'CreateGroupBody'>);
}

export function useCreateScreenGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScreenGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.screenGroups.all }),
  });
}
