/**
 * The shared validation cases (tests/cases/validation_cases.json) run against the zod schemas:
 * the same input must give the same first message per field as signage_core (Python).
 * Schemas register themselves by exporting `sharedCaseSchemas = { <form>: schema }` from an
 * API module under src/features/<feature>/api/.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { firstErrors } from '@/lib/validation';

interface ValidationCase {
  form: string;
  name: string;
  values: Record<string, unknown>;
  expected: Record<string, string>;
}

// npm test runs in webapp/; the cases file is the repository's.
const CASES_FILE = resolve(process.cwd(), '../tests/cases/validation_cases.json');
const cases = JSON.parse(readFileSync(CASES_FILE, 'utf8')) as ValidationCase[];

const modules = import.meta.glob<{ sharedCaseSchemas?: Record<string, z.ZodType> }>('/src/features/*/api/*.ts', { eager: true });
const schemas: Record<string, z.ZodType> = {};
for (const module of Object.values(modules)) Object.assign(schemas, module.sharedCaseSchemas ?? {});

function validate(schema: z.ZodType, values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : firstErrors(result.error);
}

describe('shared validation cases', () => {
  it('the cases file holds cases for the forms this app validates', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const form of ['login', 'registration', 'userCreate', 'userEdit', 'client']) {
      expect(Object.keys(schemas)).toContain(form);
      expect(cases.some((c) => c.form === form)).toBe(true);
    }
  });

  const covered = cases.filter((c) => c.form in schemas);
  describe.each(Object.keys(schemas))('%s', (form) => {
    const formCases = covered.filter((c) => c.form === form);
    it.each(formCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
      expect(validate(schemas[form]!, c.values)).toEqual(c.expected);
    });
  });
});
