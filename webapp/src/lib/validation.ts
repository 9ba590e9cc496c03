/**
 * zod schemas built on the plain checks of ./checks.ts, with the semantics of
 * `signage_core.validation.fields` (tests/cases/README.md): a form's first message per field is
 * the server's.
 */
import { z } from 'zod';

import { firstFailure, toRawText, toText, type Check } from './checks';

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
