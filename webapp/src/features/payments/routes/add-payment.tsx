import { PageHeader } from '@/components/page';

/** New payment (pages/addpayment). Owned by the payments feature. */
export default function AddPaymentRoute() {
  return <PageHeader title="Add Payment" />;
}
