import { useSearchParams } from 'react-router-dom';

import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { NewPasswordForm } from '../components/new-password-form';
import { ResetRequestForm } from '../components/reset-request-form';

/** /login: login mode, reset mode (?mode=reset), and the reset link's new-password form (?resetToken=…). */
export default function LoginRoute() {
  const [params] = useSearchParams();
  const resetToken = params.get('resetToken');

  if (resetToken) {
    return (
      <AuthLayout title="Choose a new password" subtitle="Enter your new password twice.">
        <NewPasswordForm token={resetToken} />
      </AuthLayout>
    );
  }
  if (params.get('mode') === 'reset') {
    return (
      <AuthLayout title="Reset Password" subtitle="We will email you a link to choose a new password.">
        <ResetRequestForm />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Login" subtitle="Sign in to manage your screens.">
      <LoginForm />
    </AuthLayout>
  );
}
