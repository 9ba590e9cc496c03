import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { checksOf } from '@/lib/rules';
import { ACCOUNT_RULES } from '@/lib/spec-rules.gen';
import { formSchema, textField } from '@/lib/validation';

export const resetRequestSchema = formSchema({
  email: textField(...checksOf(ACCOUNT_RULES.email)),
});
export type ResetRequestValues = z.output<typeof resetRequestSchema>;

export const RESET_SENT = 'Password reset email sent. Please check your inbox.';
export const RESET_FAILED = 'Failed to send password reset email. Please try again.';

/** POST /api/auth/password-reset → 202 {message} */
export function requestPasswordReset(values: ResetRequestValues): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/password-reset', values);
}
