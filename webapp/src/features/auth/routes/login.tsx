import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Spinner } from '@/components/spinner';

import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

// The reset modes use the full form kit (react-hook-form, zod): loaded when they are opened, so
// the login screen's first load stays small.
const NewPasswordForm = lazy(() => import('../components/new-password-form').then((m) => ({ default: m.NewPasswordForm })));
const ResetRequestForm = lazy(() => import('../components/reset-request-form').then((m) => ({ default: m.ResetRequestForm })));
const loading = <Spinner label="Loading" />;

/** /login: login mode, reset mode (?mode=reset), and the reset link's new-password form (?resetToken=…). */
export default function LoginRoute() {
  const [params] = useSearchParams();
  const resetToken = params.get('resetToken');

  if (resetToken) {
    return (
      <AuthLayout title="Choose a new password" subtitle="Enter your new password twice.">
        <Suspense fallback={loading}>
          <NewPasswordForm token={resetToken} />
        </Suspense>
      </AuthLayout>
    );
  }
  if (params.get('mode') === 'reset') {
    return (
      <AuthLayout title="Reset Password" subtitle="We will email you a link to choose a new password.">
        <Suspense fallback={loading}>
          <ResetRequestForm />
        </Suspense>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Login" subtitle="Sign in to manage your screens.">
      <LoginForm />
    </AuthLayout>
  );
}
