import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import { SelectField } from '@/components/fields';
import { applyFieldErrors, Form } from '@/components/form';
import { Card, PageHeader } from '@/components/page';
import { combineQueries, QueryState } from '@/components/query-state';
import { useToast } from '@/components/toasts';
import { everyClientQuery } from '@/lib/clients';
import { failureMessage } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { packagesQuery } from '@/lib/packages';
import { useSession } from '@/lib/session';
import type { Client, Package } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { newPaymentFormSchema, useRecordPayment, type NewPaymentFormValues } from '../api/record-payment';
import { PaymentButtons, PaymentFields } from '../components/payment-fields';
import { messages } from '../messages';

export const SUBSCRIPTIONS_PATH = '/dashboard/pages/subscriptions';

function ChosenPackage({ packages }: { packages: readonly Package[] }) {
  const { control } = useFormContext<NewPaymentFormValues>();
  const packageId = useWatch({ control, name: 'packageId' });
  const chosen = packages.find((pkg) => pkg.id === packageId);
  const t = useMessages(messages);
  const format = useFormat();
  if (!chosen) return null;
  return (
    <p aria-live="polite" className="rounded-md bg-slate-50 p-2 text-sm text-slate-700">
      {t.chosenAmount(format.usd(chosen.packagePrice), chosen.units, chosen.days)}
    </p>
  );
}

function NewPaymentForm({ clients, packages }: { clients: readonly Client[]; packages: readonly Package[] }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preselected = params.get('clientId') ?? '';
  const record = useRecordPayment();
  const t = useMessages(messages);
  return (
    <Form
      schema={newPaymentFormSchema}
      defaultValues={{ clientId: clients.some((c) => c.id === preselected) ? preselected : '', packageId: '', paymentMethod: 'Cash', paymentReference: '' }}
      aria-label={t.addForm}
      className="flex flex-col gap-4"
      onSubmit={async (input, form) => {
        try {
          await record.mutateAsync(input);
          toast.success(t.saved);
          void navigate('/dashboard');
        } catch (failure) {
          if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, t.saveFailed));
        }
      }}
    >
      <SelectField
        name="clientId"
        label={t.client}
        placeholder={t.selectClient}
        options={clients.map((client) => ({ value: client.id, label: client.businessName || client.contactName || client.id }))}
      />
      <PaymentFields packages={packages} />
      <ChosenPackage packages={packages} />
      <PaymentButtons />
    </Form>
  );
}

function StaffAddPayment() {
  const packages = useQuery(packagesQuery());
  const clients = useQuery(everyClientQuery());
  const t = useMessages(messages);
  const body = (
    <QueryState
      query={combineQueries(packages, clients)}
      loadingLabel={t.loadingPackagesAndClients}
      errorMessage={() => (packages.isError ? t.packagesLoadFailed : t.clientsLoadFailed)}
    >
      {([packageList, clientList]) => (
        <Card className="max-w-2xl">
          <NewPaymentForm clients={clientList} packages={packageList} />
        </Card>
      )}
    </QueryState>
  );
  return (
    <>
      <PageHeader
        title={t.addTitle}
        description={t.addDescription}
      />
      {body}
    </>
  );
}

/**
 * New payment (pages/addpayment). New payments use the online provider, so a Client goes to the
 * subscriptions screen; staff may record a manual payment for a client.
 */
export default function AddPaymentRoute() {
  const { isStaff } = useSession();
  if (!isStaff) return <Navigate to={SUBSCRIPTIONS_PATH} replace />;
  return <StaffAddPayment />;
}
