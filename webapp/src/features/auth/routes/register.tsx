import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

export default function RegisterRoute() {
  return (
    <AuthLayout title="Register" subtitle="Create your client account.">
      <RegisterForm />
    </AuthLayout>
  );
}
