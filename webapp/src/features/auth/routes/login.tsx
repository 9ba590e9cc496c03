import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Spinner } from '@/components/spinner';
import { useMessages } from '@/lib/i18n';
import type { SecondStepAnswer } from '@/types/api';

import { AuthLayout } from '../components/auth-layout';
import { loadResetRequestForm, LoginForm } from '../components/login-form';
import { messages } from '../messages';

// The reset modes use the full form kit (react-hook-form, zod): loaded when they are opened, so
// the login screen's first load stays small.
const NewPasswordForm = lazy(() => import('../components/new-password-form').then((m) => ({ default: m.NewPasswordForm })));
const ResetRequestForm = lazy(() => loadResetRequestForm().then((m) => ({ default: m.ResetRequestForm })));
// Two-factor sign-in's second step: loaded only when a password needs it.
const SecondStep = lazy(() => import('../components/second-step'));

/** /login: login mode, reset mode (?mode=reset), and the reset link's new-password form (?resetToken=…). */
export default function LoginRoute() {
  const [params] = useSearchParams();
  const t = useMessages(messages);
  const loading = <Spinner label={t.loading} />;
  const resetToken = params.get('resetToken');
  const [secondStep, setSecondStep] = useState<SecondStepAnswer['secondStep'] | null>(null);

  if (resetToken) {
    return (
      <AuthLayout title={t.newPasswordTitle} subtitle={t.newPasswordSubtitle}>
        <Suspense fallback={loading}>
          <NewPasswordForm token={resetToken} />
        </Suspense>
      </AuthLayout>
    );
  }
  if (params.get('mode') === 'reset') {
    return (
      <AuthLayout title={t.resetTitle} subtitle={t.resetSubtitle}>
        <Suspense fallback={loading}>
          <ResetRequestForm />
        </Suspense>
      </AuthLayout>
    );
  }
  if (secondStep !== null) {
    return (
      <Suspense fallback={loading}>
        <SecondStep step={secondStep} onCancel={() => setSecondStep(null)} />
      </Suspense>
    );
  }
  return (
    <AuthLayout title={t.loginTitle} subtitle={t.loginSubtitle}>
      <LoginForm onSecondStep={setSecondStep} />
    </AuthLayout>
  );
}
