import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { EMAIL_PATTERN, formSchema, matches, passwordField, required, textField } from '@/lib/validation';
import type { LoginResult } from '@/types/api';

/** Spec §5 Login. */
export const loginSchema = formSchema({
  email: textField(required('Email is required'), matches(EMAIL_PATTERN, 'Invalid email')),
  password: passwordField(required('Password is required')),
});
export type LoginValues = z.output<typeof loginSchema>;

/** Run against tests/cases/validation_cases.json (form name → schema). */
export const sharedCaseSchemas = { login: loginSchema };

export interface GeoPoint {
  latitude: number;
  longitude: number;
  accuracy: number;
}

export interface LoginInput extends LoginValues {
  location?: GeoPoint;
  locationError?: string;
}

/** POST /api/auth/login → the session and the id of the new login log entry. */
export function login(input: LoginInput): Promise<LoginResult> {
  return api.post<LoginResult>('/auth/login', input);
}
