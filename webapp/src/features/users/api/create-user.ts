import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { invalidate } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import { DIGITS_PATTERN, EMAIL_PATTERN, matches, maxLength, minLength, oneOf, required } from '@/lib/checks';
import { formSchema, passwordField, textField } from '@/lib/validation';
import { ROLES, type Role, type User } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

export const ADMIN_PASSWORD_REQUIRED = 'Please enter your password to confirm.';

/** Add User (spec §5: every field required; the registration rules; the admin's own password). */
const userCreateShape = {
  name: textField(
    required('Name is required'),
    minLength(2, 'Name must be at least 2 characters'),
    maxLength(80, 'Name must be at most 80 characters'),
  ),
  phone: textField(required('Phone is required'), matches(DIGITS_PATTERN, 'Phone must contain only numbers')),
  email: textField(required('Email is required'), matches(EMAIL_PATTERN, 'Invalid email')),
  password: passwordField(required('Password is required'), minLength(6, 'Password must be at least 6 characters')),
  role: textField(required('Role is required'), oneOf(ROLES, 'Role must be Client, Supervisor or Admin')),
  adminPassword: passwordField(required(ADMIN_PASSWORD_REQUIRED)),
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
