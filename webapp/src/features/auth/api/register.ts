import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { checksOf } from '@/lib/rules';
import { ACCOUNT_RULES } from '@/lib/spec-rules.gen';
import { formSchema, passwordField, textField } from '@/lib/validation';
import type { User } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

/** Spec §5 Register (the texts the spec leaves open match signage_core's). */
export const registrationSchema = formSchema({
  name: textField(...checksOf(ACCOUNT_RULES.name)),
  phone: textField(...checksOf(ACCOUNT_RULES.phone)),
  email: textField(...checksOf(ACCOUNT_RULES.email)),
  password: passwordField(...checksOf(ACCOUNT_RULES.password)),
});
export type RegistrationValues = z.output<typeof registrationSchema>;

export const sharedCaseSchemas = { registration: registrationSchema };

export const REGISTRATION_MESSAGES = {
  success: 'Registration successful!',
  emailInUse: 'The email address is already in use by another account.',
  emailInvalid: 'The email address is not valid.',
  weakPassword: 'The password is too weak. Please use a stronger password.',
  unknown: 'An unknown error occurred. Please try again.',
} as const;

/** POST /api/auth/register → the new User (role Client, status true). */
export function register(values: RegistrationValues): Promise<User> {
  return api.post<User>('/auth/register', values satisfies RequestBody<'RegisterBody'>);
}
