import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { markStale, replaceInList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import { checksOf } from '@/lib/rules';
import { USER_EDIT_RULES } from '@/lib/spec-rules.gen';
import { formSchema, textField } from '@/lib/validation';
import type { Role, User } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

/** User Information (spec §5 Edit user). */
export const userEditSchema = formSchema({
  name: textField(...checksOf(USER_EDIT_RULES.name)),
  phone: textField(...checksOf(USER_EDIT_RULES.phone)),
  role: textField(...checksOf(USER_EDIT_RULES.role)),
});
export type UserEditValues = z.output<typeof userEditSchema>;

export const sharedCaseSchemas = { userEdit: userEditSchema };

export interface UpdateUserInput {
  name?: string;
  phone?: string;
  role?: Role;
}

/** PATCH /api/users/{id} (Admin; Client and Supervisor: their own name and phone) → User */
export function updateUser(id: string, input: UpdateUserInput): Promise<User> {
  return api.patch<User>(`/users/${encodeURIComponent(id)}`, input satisfies RequestBody<'UpdateUserBody'>);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUserInput }) => updateUser(id, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.users.detail(saved.id), saved);
      replaceInList(queryClient, queryKeys.users.lists, saved);
      await markStale(queryClient, queryKeys.users.all);
    },
  });
}
