import { PageHeader } from '@/components/page';

/** Payment history (pages/payments). Owned by the payments feature. */
export default function PaymentsRoute() {
  return <PageHeader title="Payments" />;
}
