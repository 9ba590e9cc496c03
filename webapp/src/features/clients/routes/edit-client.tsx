import { PageHeader } from '@/components/page';

export default function EditClientRoute() {
  return <PageHeader title="Business Information" />;
}
