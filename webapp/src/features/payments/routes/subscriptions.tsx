import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Card, EmptyState, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { useToast } from '@/components/toasts';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/errors';
import { formatUsd } from '@/lib/format';
import { packagesQuery } from '@/lib/packages';
import { useSession } from '@/lib/session';
import type { Package, PublicConfig } from '@/types/api';

import { useCompleteSubscription } from '../api/complete-subscription';
import { configQuery } from '../api/get-config';
import { PAYMENT_MESSAGES } from '../api/messages';
import { PayPalSubscribeButton } from '../components/paypal-subscribe-button';

const PAYMENTS_PATH = '/dashboard/pages/payments';

function PackageOption({ pkg, checked, onChoose, name }: { pkg: Package; checked: boolean; onChoose: () => void; name: string }) {
  const id = useId();
  return (
    <li>
      <label
        htmlFor={id}
        className={cn(
          'flex h-full cursor-pointer flex-col gap-2 rounded-lg bg-white p-4 shadow-sm ring-1 transition-colors',
          checked ? 'ring-2 ring-brand-600' : 'ring-slate-200 hover:ring-slate-300',
        )}
      >
        <span className="flex items-center gap-2">
          <input id={id} type="radio" name={name} value={pkg.id} checked={checked} onChange={onChoose} className="h-4 w-4" />
          <span className="text-base font-semibold text-slate-900">{pkg.packageCode}</span>
        </span>
        {pkg.packageDescription ? <span className="text-sm text-slate-600">{pkg.packageDescription}</span> : null}
        <span className="text-2xl font-bold text-slate-900">
          {formatUsd(pkg.packagePrice)}
          <span className="text-sm font-normal text-slate-600"> / month</span>
        </span>
        <span className="grid grid-cols-2 gap-1 text-sm text-slate-700">
          <span>
            Units (TVs): <strong>{pkg.units}</strong>
          </span>
          <span>
            Days: <strong>{pkg.days}</strong>
          </span>
        </span>
      </label>
    </li>
  );
}

/**
 * Subscriptions (pages/subscriptions): the packages by price, and PayPal's subscription
 * button for the chosen package's plan. The approved subscription is verified by the server.
 */
export default function SubscriptionsRoute() {
  const packages = useQuery(packagesQuery());
  const config = useQuery(configQuery());
  // Packages are needed; without the config PayPal is simply not offered.
  const ready = {
    data: config.isPending ? undefined : packages.data,
    error: packages.error,
    isPending: packages.isPending || config.isPending,
    refetch: packages.refetch,
  };
  return (
    <QueryState query={ready} loadingLabel="Loading packages" errorMessage={PAYMENT_MESSAGES.packagesLoadFailed}>
      {(list) => <Subscriptions list={list} config={config.data} />}
    </QueryState>
  );
}

function Subscriptions({ list, config }: { list: Package[]; config: PublicConfig | undefined }) {
  const toast = useToast();
  const navigate = useNavigate();
  const groupName = useId();
  const { client } = useSession();
  const complete = useCompleteSubscription();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [completing, setCompleting] = useState(false);

  const chosen = list.find((pkg) => pkg.id === chosenId) ?? null;
  const paypalReady = Boolean(config?.paypalConfigured && config.paypalClientId);

  const approve = async (subscriptionId: string) => {
    if (!chosen) return;
    setCompleting(true);
    try {
      // Also refreshes the session, the licence and the payments (see useCompleteSubscription).
      await complete.mutateAsync({ packageId: chosen.id, subscriptionId });
      toast.success(PAYMENT_MESSAGES.subscribed);
      void navigate(PAYMENTS_PATH);
    } catch (failure) {
      toast.error(failureMessage(failure, PAYMENT_MESSAGES.subscriptionFailed));
    } finally {
      setCompleting(false);
    }
  };

  let payment;
  if (!chosen) payment = <p className="text-sm text-slate-600">Choose a package to pay for it with a PayPal subscription.</p>;
  else if (!chosen.planId) payment = <p role="alert" className="text-sm font-medium text-red-600">{PAYMENT_MESSAGES.packageNotConfigured}</p>;
  else if (!paypalReady) payment = <p role="alert" className="text-sm font-medium text-red-600">{PAYMENT_MESSAGES.paypalNotAvailable}</p>;
  else if (!client) payment = <p role="alert" className="text-sm font-medium text-red-600">Please complete your client profile.</p>;
  else {
    payment = (
      <>
        <p className="text-sm text-slate-700">
          {chosen.packageCode}: {formatUsd(chosen.packagePrice)} per month, {chosen.units} {chosen.units === 1 ? 'TV' : 'TVs'}.
        </p>
        {completing ? (
          <p role="status" className="text-sm text-slate-700">
            Completing your subscription…
          </p>
        ) : null}
        <PayPalSubscribeButton
          key={chosen.planId}
          paypalClientId={config?.paypalClientId ?? ''}
          planId={chosen.planId}
          customId={client.id}
          onApprove={approve}
          onCancel={() => toast.info(PAYMENT_MESSAGES.subscriptionCancelled)}
          onError={(error) => {
            console.warn('PayPal reported an error', error);
            toast.error(PAYMENT_MESSAGES.subscriptionFailed);
          }}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Subscriptions" description="Choose a package. Your license is renewed as soon as PayPal confirms the subscription." />
      {list.length === 0 ? (
        <EmptyState>No packages are available yet.</EmptyState>
      ) : (
        <fieldset className="mb-6">
          <legend className="mb-3 text-sm font-medium text-slate-700">Choose a package</legend>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((pkg) => (
              <PackageOption key={pkg.id} pkg={pkg} name={groupName} checked={pkg.id === chosenId} onChoose={() => setChosenId(pkg.id)} />
            ))}
          </ul>
        </fieldset>
      )}
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Pay with PayPal</h2>
        <div className="flex flex-col gap-3">{payment}</div>
      </Card>
    </>
  );
}
