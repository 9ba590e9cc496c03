import { PageHeader } from '@/components/page';

export default function UsersRoute() {
  return <PageHeader title="Manage Users" />;
}
