import { PageHeader } from '@/components/page';

export default function HomeRoute() {
  return <PageHeader title="Dashboard" />;
}
