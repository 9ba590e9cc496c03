import { PageHeader } from '@/components/page';

export default function AddUserRoute() {
  return <PageHeader title="Add User" />;
}
