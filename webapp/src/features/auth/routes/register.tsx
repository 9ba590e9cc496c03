import { useMessages } from '@/lib/i18n';

import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

import { messages } from '../register-messages';

export default function RegisterRoute() {
  const t = useMessages(messages);
  return (
    <AuthLayout title={t.registerTitle} subtitle={t.registerSubtitle}>
      <RegisterForm />
    </AuthLayout>
  );
}
