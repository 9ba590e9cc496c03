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
