import { PageHeader } from '@/components/page';

/** Packages and the provider's subscription button (pages/subscriptions). Owned by the payments feature. */
export default function SubscriptionsRoute() {
  return <PageHeader title="Subscriptions" />;
}
