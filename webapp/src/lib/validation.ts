/**
 * Field checks with the same semantics as `signage_core.validation.fields` (Python), so the
 * browser and the server give the same first message for the same input
 * (tests/cases/README.md): text is trimmed (passwords are not), a number counts as its decimal
 * text, rules run required → format → length, and format/length pass on an empty value.
 */
import { z } from 'zod';

export type Check = (value: string) => string | undefined;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DIGITS_PATTERN = /^[0-9]+$/;

const length = (value: string) => [...value].length;

export function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function toRawText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export const required =
  (message: string): Check =>
  (value) =>
    value ? undefined : message;

export const matches =
  (pattern: RegExp, message: string): Check =>
  (value) =>
    value && !pattern.test(value) ? message : undefined;

export const maxLength =
  (limit: number, message: string): Check =>
  (value) =>
    length(value) > limit ? message : undefined;

export const minLength =
  (limit: number, message: string): Check =>
  (value) =>
    value && length(value) < limit ? message : undefined;

export const oneOf =
  (choices: readonly string[], message: string): Check =>
  (value) =>
    value && !choices.includes(value) ? message : undefined;

export function firstFailure(value: string, checks: readonly Check[]): string | undefined {
  for (const check of checks) {
    const message = check(value);
    if (message !== undefined) return message;
  }
  return undefined;
}

function checked(read: (value: unknown) => string, checks: readonly Check[]) {
  return z.unknown().transform((value, ctx): string => {
    const text = read(value);
    const message = firstFailure(text, checks);
    if (message !== undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return text;
  });
}

/** A text field: trimmed, then the checks in order; one message at most. */
export const textField = (...checks: Check[]) => checked(toText, checks);

/** A password field: checked untrimmed. */
export const passwordField = (...checks: Check[]) => checked(toRawText, checks);

/** Maximum {limit} characters — the server's wording for length limits it adds. */
export const maxMessage = (limit: number) => `Maximum ${limit} characters`;

/** First message per top-level field of a failed parse, as the server reports fieldErrors. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * A form's schema: every field of `shape` is checked even when the key is missing (it counts
 * as empty), like signage_core does. `prepare` may rewrite the raw values first.
 */
export type FormInput<Shape extends z.ZodRawShape> = { [K in keyof Shape]?: unknown };

export function formSchema<Shape extends z.ZodRawShape>(
  shape: Shape,
  prepare?: (values: Record<string, unknown>) => Record<string, unknown>,
): z.ZodType<z.output<z.ZodObject<Shape>>, FormInput<Shape>> {
  return z.preprocess((values) => {
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return values;
    const filled: Record<string, unknown> = { ...(values as Record<string, unknown>) };
    for (const key of Object.keys(shape)) if (filled[key] === undefined) filled[key] = null;
    return prepare ? prepare(filled) : filled;
  }, z.object(shape));
}
