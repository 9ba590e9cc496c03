import { PageHeader } from '@/components/page';

export default function AddClientRoute() {
  return <PageHeader title="Add Client" />;
}
