import { PageHeader } from '@/components/page';

export default function ChangePasswordRoute() {
  return <PageHeader title="Cambiar contraseña" />;
}
