import { firstFailure, toRawText, toText } from '@/lib/checks';
import { checksOf } from '@/lib/rules';
import { LOGIN_RULES as RULES } from '@/lib/spec-rules.gen';
import { api } from '@/lib/api-client';
import type { LoginResult, SecondStepAnswer } from '@/types/api';

/**
 * Spec §5 Login, as plain checks: the login screen validates without zod or a form library, so
 * its first load stays small. `login-schema.ts` builds the zod schema of the shared validation
 * cases from the same rules.
 */
export const LOGIN_RULES = { email: checksOf(RULES.email), password: checksOf(RULES.password) };

export interface LoginValues {
  email: string;
  password: string;
}

/** The login form's values (email trimmed, password as typed) and its first message per field. */
export function checkLogin(raw: Record<string, unknown>): { values: LoginValues; errors: Partial<Record<keyof LoginValues, string>> } {
  const values = { email: toText(raw.email), password: toRawText(raw.password) };
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  const email = firstFailure(values.email, LOGIN_RULES.email);
  const password = firstFailure(values.password, LOGIN_RULES.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return { values, errors };
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
  accuracy: number;
}

export interface LoginInput extends LoginValues {
  location?: GeoPoint;
  locationError?: string;
}

/** POST /api/auth/login → the session and the id of the new login log entry, or the second step it waits for. */
export function login(input: LoginInput): Promise<LoginResult | SecondStepAnswer> {
  return api.post<LoginResult | SecondStepAnswer>('/auth/login', input);
}

export function isSecondStep(answer: LoginResult | SecondStepAnswer): answer is SecondStepAnswer {
  return 'secondStep' in answer;
}
