import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Button } from '@/components/button';
import { TextField } from '@/components/fields';
import { applyFieldErrors, Form } from '@/components/form';
import { ADD_CLIENT_PATH, PROFILE_INCOMPLETE_MESSAGE } from '@/components/guards';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { CURRENT_LOGIN_LOG_KEY, useSession } from '@/lib/session';

import { login, loginSchema } from '../api/login';
import { requestLocation } from '../utils/geolocation';

import { linkClasses } from './auth-layout';

export const LOGIN_MESSAGES = {
  success: 'Successful login',
  failed: 'Failed to log in. Verify your credentials.',
} as const;

export function LoginForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const { setSession } = useSession();
  const [denied, setDenied] = useState<string | null>(null);

  return (
    <>
      <Form
        schema={loginSchema}
        defaultValues={{ email: '', password: '' }}
        aria-label="Login"
        className="flex flex-col gap-4"
        onSubmit={async (values, form) => {
          const position = await requestLocation();
          try {
            const result = await login({ ...values, ...position });
            localStorage.setItem(CURRENT_LOGIN_LOG_KEY, result.loginLogId);
            setSession(result);
            toast.success(LOGIN_MESSAGES.success);
            if (!result.profileComplete && result.user.role === 'Client') {
              toast.warning(PROFILE_INCOMPLETE_MESSAGE);
              void navigate(ADD_CLIENT_PATH, { state: { userId: result.user.id, email: result.user.email } });
            } else {
              void navigate('/dashboard');
            }
          } catch (error) {
            if (isApiError(error, 'access_denied')) {
              setDenied(error.message);
            } else if (isApiError(error, 'validation') && applyFieldErrors(form, error)) {
              // shown under the fields
            } else {
              toast.error(LOGIN_MESSAGES.failed);
            }
          }
        }}
      >
        {({ formState: { isSubmitting } }) => (
          <>
            <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" />
            <div className="flex justify-end text-sm">
              <Link to="/login?mode=reset" className={linkClasses}>
                Forgot your password?
              </Link>
            </div>
            <Button type="submit" isLoading={isSubmitting} className="w-full">
              Login
            </Button>
            <p className="text-center text-sm text-slate-600">
              Don&apos;t have an account?{' '}
              <Link to="/register" className={linkClasses}>
                Register
              </Link>
            </p>
          </>
        )}
      </Form>
      <Modal
        open={denied !== null}
        onClose={() => setDenied(null)}
        title="Access denied"
        role="alertdialog"
        size="sm"
        description={denied ?? undefined}
        footer={
          <Button variant="primary" onClick={() => setDenied(null)}>
            Close
          </Button>
        }
      />
    </>
  );
}
