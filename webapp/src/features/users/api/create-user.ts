import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { invalidate } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import { checksOf } from '@/lib/rules';
import { ACCOUNT_RULES } from '@/lib/spec-rules.gen';
import { formSchema, passwordField, textField } from '@/lib/validation';
import type { Role, User } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

export const ADMIN_PASSWORD_REQUIRED = ACCOUNT_RULES.adminPassword[0].message;

/** Add User (spec §5: every field required; the registration rules; the admin's own password). */
const userCreateShape = {
  name: textField(...checksOf(ACCOUNT_RULES.name)),
  phone: textField(...checksOf(ACCOUNT_RULES.phone)),
  email: textField(...checksOf(ACCOUNT_RULES.email)),
  password: passwordField(...checksOf(ACCOUNT_RULES.password)),
  role: textField(...checksOf(ACCOUNT_RULES.role)),
  adminPassword: passwordField(...checksOf(ACCOUNT_RULES.adminPassword)),
};
export const userCreateSchema = formSchema(userCreateShape);

/** The Add User form itself; the admin's password is asked afterwards, in the Confirm Password modal. */
const { adminPassword: _adminPassword, ...userCreateFormShape } = userCreateShape;
export const userCreateFormSchema = formSchema(userCreateFormShape);
export type UserCreateFormValues = z.output<typeof userCreateFormSchema>;

export const sharedCaseSchemas = { userCreate: userCreateSchema };

export interface CreateUserInput extends UserCreateFormValues {
  adminPassword: string;
}

/** POST /api/users (Admin) → 201 User */
export function createUser(input: CreateUserInput): Promise<User> {
  return api.post<User>('/users', { ...input, role: input.role as Role } satisfies RequestBody<'CreateUserBody'>);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => invalidate(queryClient, queryKeys.users.all, queryKeys.clients.all, queryKeys.dashboard),
  });
}
