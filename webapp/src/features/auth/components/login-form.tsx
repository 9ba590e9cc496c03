import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/button';
import { InputField } from '@/components/field-shell';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import type { SecondStepAnswer } from '@/types/api';

import { checkLogin, isSecondStep, login, type LoginValues } from '../api/login';
import { requestLocation } from '../utils/geolocation';
import { messages } from '../messages';

import { linkClasses } from './auth-layout';
import { LOGIN_MESSAGES, useFinishSignIn } from './finish-sign-in';

// Loaded only when a login is refused: the login screen's first load stays small.
const AccessDeniedModal = lazy(() => import('./access-denied-modal'));

/** The reset mode's form (react-hook-form and zod): loaded when opened, not with the login screen. */
export const loadResetRequestForm = () => import('./reset-request-form');

/** Starts loading the reset form as soon as a person heads for its link, so it is there when they click. */
function preloadReset() {
  void loadResetRequestForm();
}

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * The login form. Plain React on purpose (no react-hook-form, no zod): it is the first screen
 * everybody loads. The same rules as the other forms: checked on submit and again as the person
 * corrects a field, messages under the fields, the server's field errors in place. A password
 * that needs a second step (two-factor sign-in) hands it to `onSecondStep`.
 */
export function LoginForm({ onSecondStep }: { onSecondStep: (step: SecondStepAnswer['secondStep']) => void }) {
  const toast = useToast();
  const finishSignIn = useFinishSignIn();
  const [denied, setDenied] = useState<string | null>(null);
  const [deniedMessage, setDeniedMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const t = useMessages(messages);

  const field = (name: keyof LoginValues) => formRef.current?.elements.namedItem(name) as HTMLInputElement | null | undefined;
  const read = () => checkLogin({ email: field('email')?.value, password: field('password')?.value });
  const focusFirst = (found: LoginErrors) => {
    const name = (['email', 'password'] as const).find((field) => found[field]);
    if (name) field(name)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const { values, errors: found } = read();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSubmitting(true);
    try {
      const position = await requestLocation();
      const result = await login({ ...values, ...position });
      if (isSecondStep(result)) onSecondStep(result.secondStep);
      else finishSignIn(result);
    } catch (error) {
      if (isApiError(error, 'access_denied')) {
        setDenied(error.message);
        setDeniedMessage(error.message);
      } else if (isApiError(error, 'validation') && Object.keys(error.fieldErrors).length > 0) {
        setErrors(error.fieldErrors);
        focusFirst(error.fieldErrors);
      } else if (isApiError(error, 'too_many_attempts')) {
        // Held after too many failures: the wait, not "verify your credentials" (which would
        // send the owner back to retyping a right password that cannot work yet).
        toast.error(error.message);
      } else {
        toast.error(LOGIN_MESSAGES.failed);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <form
        ref={formRef}
        noValidate
        aria-label={t.loginTitle}
        className="flex flex-col gap-4"
        onSubmit={(event) => void submit(event)}
        onChange={() => {
          if (submitted) setErrors(read().errors);
        }}
      >
        <InputField name="email" label={t.email} type="email" autoComplete="email" inputMode="email" defaultValue="" error={errors.email} />
        <InputField name="password" label={t.password} type="password" autoComplete="current-password" defaultValue="" error={errors.password} />
        <div className="flex justify-end text-sm">
          <Link to="/login?mode=reset" className={linkClasses} onPointerEnter={preloadReset} onFocus={preloadReset}>
            {t.forgotPassword}
          </Link>
        </div>
        <Button type="submit" isLoading={submitting} className="w-full">
          {t.login}
        </Button>
        <p className="text-center text-sm text-slate-600">
          {t.noAccount}{' '}
          <Link to="/register" className={linkClasses}>
            {t.register}
          </Link>
        </p>
      </form>
      {/* Mounted from the first refusal on, so closing keeps its 300 ms transition. */}
      {deniedMessage === null ? null : (
        <Suspense fallback={null}>
          <AccessDeniedModal open={denied !== null} message={deniedMessage} onClose={() => setDenied(null)} />
        </Suspense>
      )}
    </>
  );
}
