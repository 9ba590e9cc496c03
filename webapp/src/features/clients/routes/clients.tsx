import { PageHeader } from '@/components/page';

export default function ClientsRoute() {
  return <PageHeader title="Manage Clients" />;
}
