import { api } from '@/lib/api-client';
import type { Enrolled, Enrolment, LoginResult } from '@/types/api';

/** POST /api/auth/two-factor/sign-in: a pending sign-in's second step (a code from the app or a recovery code). */
export function completeSignIn(code: string): Promise<LoginResult> {
  return api.post<LoginResult>('/auth/two-factor/sign-in', { code });
}

/** POST /api/auth/two-factor/enrolment: a new secret for the person's authenticator app. */
export function startEnrolment(): Promise<Enrolment> {
  return api.post<Enrolment>('/auth/two-factor/enrolment', {});
}

/** POST /api/auth/two-factor/enrolment/confirm: the app's first code turns two-factor sign-in on. */
export function confirmEnrolment(code: string): Promise<Enrolled> {
  return api.post<Enrolled>('/auth/two-factor/enrolment/confirm', { code });
}
