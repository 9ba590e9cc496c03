import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { markStale, replaceInList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import { DIGITS_PATTERN, matches, maxLength, oneOf, required } from '@/lib/checks';
import { formSchema, textField } from '@/lib/validation';
import { ROLES, type Role, type User } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

/** User Information (spec §5 Edit user). */
export const userEditSchema = formSchema({
  name: textField(required('Name is required.'), maxLength(80, 'Name must be at most 80 characters.')),
  phone: textField(required('Phone is required.'), matches(DIGITS_PATTERN, 'Phone must contain only numbers.')),
  role: textField(oneOf(ROLES, 'Role must be Client, Supervisor or Admin.')),
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
