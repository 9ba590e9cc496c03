import { ApiError } from './api-client';

/**
 * The text to show for a failed call: the server's own message when it explains the refusal
 * (a 4xx such as licence_expired, or a failing external service), otherwise the screen's own
 * message from spec §8 (server faults, network errors).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && (error.code === 'external' || (error.status >= 400 && error.status < 500))) {
    return error.message;
  }
  return fallback;
}

/** 4xx answers that a second try may pass: a timeout, too many requests. */
const PASSING_REFUSALS = new Set([408, 425, 429]);

/**
 * Whether trying the same call again can help: yes after a network failure or a server fault
 * (5xx); no after a refusal about the request itself (400, 403, 404...), which the same request
 * meets again.
 */
export function retryHelps(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 0 || PASSING_REFUSALS.has(error.status);
}
