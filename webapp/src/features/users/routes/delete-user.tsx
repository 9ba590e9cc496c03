import { PageHeader } from '@/components/page';

export default function DeleteUserRoute() {
  return <PageHeader title="Eliminar usuario" />;
}
