/**
 * Plain field checks (no zod: a screen can validate without loading it), with the same semantics
 * as `signage_core.validation.fields` (Python), so the
 * browser and the server give the same first message for the same input
 * (tests/cases/README.md): text is trimmed (passwords are not), a number counts as its decimal
 * text, rules run required → format → length, and format/length pass on an empty value.
 */
export type Check = (value: string) => string | undefined;

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

/** Maximum {limit} characters — the server's wording for length limits it adds. */
export const maxMessage = (limit: number) => `Maximum ${limit} characters`;
