import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { EMAIL_PATTERN, matches, required } from '@/lib/checks';
import { formSchema, textField } from '@/lib/validation';

export const resetRequestSchema = formSchema({
  email: textField(required('Email is required'), matches(EMAIL_PATTERN, 'Invalid email')),
});
export type ResetRequestValues = z.output<typeof resetRequestSchema>;

export const RESET_SENT = 'Password reset email sent. Please check your inbox.';
export const RESET_FAILED = 'Failed to send password reset email. Please try again.';

/** POST /api/auth/password-reset → 202 {message} */
export function requestPasswordReset(values: ResetRequestValues): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/password-reset', values);
}
