import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { checksOf } from '@/lib/rules';
import { ACCOUNT_RULES } from '@/lib/spec-rules.gen';
import { browserTimeZone } from '@/lib/time-zones';
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

/** The registration body: the form's fields and the browser's time zone (the server keeps
 * "UTC" for one it does not know, or none). The generated types gain `timeZone` with the
 * server's next contract; until then it is named here. */
export type RegistrationBody = RequestBody<'RegisterBody'>;

/** POST /api/auth/register → the new User (role Client, status true). */
export function register(values: RegistrationValues): Promise<User> {
  const body: RegistrationBody = { ...values, timeZone: browserTimeZone() || undefined };
  return api.post<User>('/auth/register', body);
}
