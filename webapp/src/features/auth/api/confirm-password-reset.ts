import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { checksOf } from '@/lib/rules';
import { ACCOUNT_RULES, LOGIN_RULES } from '@/lib/spec-rules.gen';
import { formSchema, passwordField } from '@/lib/validation';
import type { RequestBody } from '@/types/api-contract';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_CHANGED = 'Your password has been changed. You can now log in.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

/** The new-password form opened from a reset link (/client/login?resetToken=…). */
export const newPasswordSchema = formSchema({
    newPassword: passwordField(...checksOf(ACCOUNT_RULES.password)),
    confirmPassword: passwordField(...checksOf(LOGIN_RULES.password)),
}).refine((values) => values.newPassword === values.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type NewPasswordValues = z.output<typeof newPasswordSchema>;

/** POST /api/auth/password-reset/confirm {token, newPassword} → 204 */
export function confirmPasswordReset(token: string, newPassword: string): Promise<void> {
  return api.post<void>('/auth/password-reset/confirm', { token, newPassword } satisfies RequestBody<'ResetConfirmBody'>);
}
