/** The login screen's plain checks give the shared validation cases' answers, like the zod schema. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkLogin } from './login';

interface ValidationCase {
  form: string;
  name: string;
  values: Record<string, unknown>;
  expected: Record<string, string>;
}

const cases = (JSON.parse(readFileSync(resolve(process.cwd(), '../tests/cases/validation_cases.json'), 'utf8')) as ValidationCase[]).filter(
  (c) => c.form === 'login',
);

describe('checkLogin', () => {
  it('has login cases to check', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(checkLogin(c.values).errors).toEqual(c.expected);
  });
});
