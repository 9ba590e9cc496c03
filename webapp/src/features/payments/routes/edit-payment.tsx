import { PageHeader } from '@/components/page';

/** Edit payment (pages/editpayment/:paymentId). Owned by the payments feature. */
export default function EditPaymentRoute() {
  return <PageHeader title="Edit Payment" />;
}
