import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { DIGITS_PATTERN, EMAIL_PATTERN, matches, maxLength, minLength, required } from '@/lib/checks';
import { formSchema, passwordField, textField } from '@/lib/validation';
import type { User } from '@/types/api';
import type { RequestBody } from '@/types/api-contract';

/** Spec §5 Register (the texts the spec leaves open match signage_core's). */
export const registrationSchema = formSchema({
  name: textField(
    required('Name is required'),
    minLength(2, 'Name must be at least 2 characters'),
    maxLength(80, 'Name must be at most 80 characters'),
  ),
  phone: textField(required('Phone is required'), matches(DIGITS_PATTERN, 'Phone must contain only numbers')),
  email: textField(required('Email is required'), matches(EMAIL_PATTERN, 'Invalid email')),
  password: passwordField(required('Password is required'), minLength(6, 'Password must be at least 6 characters')),
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
