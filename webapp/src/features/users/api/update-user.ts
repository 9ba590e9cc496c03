import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { DIGITS_PATTERN, formSchema, matches, maxLength, oneOf, required, textField } from '@/lib/validation';
import { ROLES, type Role, type User } from '@/types/api';

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
  return api.patch<User>(`/users/${encodeURIComponent(id)}`, input);
}
