import { PageHeader } from '@/components/page';

export default function EditUserRoute() {
  return <PageHeader title="User Information" />;
}
