import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Spinner } from '@/components/spinner';
import { useMessages } from '@/lib/i18n';

import { AuthLayout } from '../components/auth-layout';
import { loadResetRequestForm, LoginForm } from '../components/login-form';
import { messages } from '../messages';

// The reset modes use the full form kit (react-hook-form, zod): loaded when they are opened, so
// the login screen's first load stays small.
const NewPasswordForm = lazy(() => import('../components/new-password-form').then((m) => ({ default: m.NewPasswordForm })));
const ResetRequestForm = lazy(() => loadResetRequestForm().then((m) => ({ default: m.ResetRequestForm })));

/** /login: login mode, reset mode (?mode=reset), and the reset link's new-password form (?resetToken=…). */
export default function LoginRoute() {
  const [params] = useSearchParams();
  const t = useMessages(messages);
  const loading = <Spinner label={t.loading} />;
  const resetToken = params.get('resetToken');

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
  return (
    <AuthLayout title={t.loginTitle} subtitle={t.loginSubtitle}>
      <LoginForm />
    </AuthLayout>
  );
}
