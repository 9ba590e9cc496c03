import { api } from '@/lib/api-client';
import type { Enrolled, Enrolment, LoginResult } from '@/types/api';

/** POST /api/auth/two-factor/sign-in: a pending sign-in's second step (a code from the app or a recovery code). */
export function completeSignIn(code: string): Promise<LoginResult> {
  return api.post<LoginResult>('/auth/two-factor/sign-in', { code });
}

let starting: Promise<Enrolment> | null = null;

/**
 * POST /api/auth/two-factor/enrolment: a new secret for the person's authenticator app (a
 * signed-in person sends their password; the login's "enrol" step none). Each
 * request replaces the secret waiting for its first code, so a second start while one is on its
 * way (React's development double mount) shares the first one's answer.
 */
export function startEnrolment(password?: string): Promise<Enrolment> {
  starting ??= api.post<Enrolment>('/auth/two-factor/enrolment', password === undefined ? {} : { password }).finally(() => {
    starting = null;
  });
  return starting;
}

/** POST /api/auth/two-factor/enrolment/confirm: the app's first code turns two-factor sign-in on. */
export function confirmEnrolment(code: string): Promise<Enrolled> {
  return api.post<Enrolled>('/auth/two-factor/enrolment/confirm', { code });
}
