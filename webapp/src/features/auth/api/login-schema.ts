import { formSchema, passwordField, textField } from '@/lib/validation';

import { LOGIN_RULES } from './login';

/** The login rules as a zod schema, for the shared validation cases (the screen uses checkLogin). */
export const loginSchema = formSchema({
  email: textField(...LOGIN_RULES.email),
  password: passwordField(...LOGIN_RULES.password),
});

/** Run against tests/cases/validation_cases.json (form name → schema). */
export const sharedCaseSchemas = { login: loginSchema };
