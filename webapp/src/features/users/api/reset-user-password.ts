import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { EMAIL_PATTERN } from '@/lib/spec-rules.gen';

export const RESET_SENT = 'Password reset email sent. Please check your inbox.';
export const RESET_FAILED = 'Failed to send password reset email. Please try again.';
export const NO_VALID_EMAIL = 'The selected user does not have a valid email address.';

export function hasValidEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && EMAIL_PATTERN.test(email.trim());
}

/** POST /api/users/{id}/password-reset (Supervisor, Admin) → 202 {message} */
export function resetUserPassword(id: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/users/${encodeURIComponent(id)}/password-reset`);
}

/** Nothing cached changes: the server only mails a link. */
export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
