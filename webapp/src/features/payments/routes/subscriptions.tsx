import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Card, EmptyState, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { useToast } from '@/components/toasts';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { packagesQuery } from '@/lib/packages';
import { useSession } from '@/lib/session';
import type { Package, PublicConfig } from '@/types/api';
import { useMessages } from '@/lib/i18n';
import { useReferenceText } from '@/lib/reference-text';

import { useCompleteSubscription } from '../api/complete-subscription';
import { configQuery } from '../api/get-config';
import { PayPalSubscribeButton } from '../components/paypal-subscribe-button';
import { messages } from '../messages';

const PAYMENTS_PATH = '/dashboard/pages/payments';

function PackageOption({ pkg, checked, onChoose, name }: { pkg: Package; checked: boolean; onChoose: () => void; name: string }) {
  const id = useId();
  const t = useMessages(messages);
  const format = useFormat();
  const shown = useReferenceText();
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
        {pkg.packageDescription ? <span className="text-sm text-slate-600">{shown(pkg.packageDescription)}</span> : null}
        <span className="text-2xl font-bold text-slate-900">
          {format.usd(pkg.packagePrice)}
          <span className="text-sm font-normal text-slate-600">{t.perMonth}</span>
        </span>
        <span className="grid grid-cols-2 gap-1 text-sm text-slate-700">
          <span>
            {t.unitsTvs}
            <strong>{pkg.units}</strong>
          </span>
          <span>
            {t.days}
            <strong>{pkg.days}</strong>
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
  const t = useMessages(messages);
  // Packages are needed; without the config PayPal is simply not offered.
  const ready = {
    data: config.isPending ? undefined : packages.data,
    error: packages.error,
    isPending: packages.isPending || config.isPending,
    refetch: packages.refetch,
  };
  return (
    <QueryState query={ready} loadingLabel={t.loadingPackages} errorMessage={t.packagesLoadFailed}>
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
  const t = useMessages(messages);
  const format = useFormat();

  const chosen = list.find((pkg) => pkg.id === chosenId) ?? null;
  const paypalReady = Boolean(config?.paypalConfigured && config.paypalClientId);

  const approve = async (subscriptionId: string) => {
    if (!chosen) return;
    setCompleting(true);
    try {
      // Also refreshes the session, the licence and the payments (see useCompleteSubscription).
      await complete.mutateAsync({ packageId: chosen.id, subscriptionId });
      toast.success(t.subscribed);
      void navigate(PAYMENTS_PATH);
    } catch (failure) {
      toast.error(failureMessage(failure, t.subscriptionFailed));
    } finally {
      setCompleting(false);
    }
  };

  let payment;
  if (!chosen) payment = <p className="text-sm text-slate-600">{t.choosePackageToPay}</p>;
  else if (!chosen.planId) payment = <p role="alert" className="text-sm font-medium text-red-600">{t.packageNotConfigured}</p>;
  else if (!paypalReady) payment = <p role="alert" className="text-sm font-medium text-red-600">{t.paypalNotAvailable}</p>;
  else if (!client) payment = <p role="alert" className="text-sm font-medium text-red-600">{t.profileIncomplete}</p>;
  else {
    payment = (
      <>
        <p className="text-sm text-slate-700">
          {t.chosenSummary(chosen.packageCode, format.usd(chosen.packagePrice), chosen.units)}
        </p>
        {completing ? (
          <p role="status" className="text-sm text-slate-700">
            {t.completing}
          </p>
        ) : null}
        <PayPalSubscribeButton
          key={chosen.planId}
          paypalClientId={config?.paypalClientId ?? ''}
          planId={chosen.planId}
          customId={client.id}
          onApprove={approve}
          onCancel={() => toast.info(t.subscriptionCancelled)}
          onError={(error) => {
            console.warn('PayPal reported an error', error);
            toast.error(t.subscriptionFailed);
          }}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t.subscriptionsTitle} description={t.subscriptionsDescription} />
      {list.length === 0 ? (
        <EmptyState>{t.noPackages}</EmptyState>
      ) : (
        <fieldset className="mb-6">
          <legend className="mb-3 text-sm font-medium text-slate-700">{t.choosePackage}</legend>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((pkg) => (
              <PackageOption key={pkg.id} pkg={pkg} name={groupName} checked={pkg.id === chosenId} onChoose={() => setChosenId(pkg.id)} />
            ))}
          </ul>
        </fieldset>
      )}
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">{t.payWithPaypal}</h2>
        <div className="flex flex-col gap-3">{payment}</div>
      </Card>
    </>
  );
}
