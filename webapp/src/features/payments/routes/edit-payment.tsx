import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';

import { applyFieldErrors, Form } from '@/components/form';
import { Card, PageHeader } from '@/components/page';
import { combineQueries, QueryState } from '@/components/query-state';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { everyClientQuery } from '@/lib/clients';
import { failureMessage } from '@/lib/errors';
import { formatDate, formatUsd } from '@/lib/format';
import { packagesQuery } from '@/lib/packages';
import type { Package, Payment } from '@/types/api';
import { useLanguage, useMessages } from '@/lib/i18n';

import { paymentQuery } from '../api/get-payment';
import { PAYMENT_MESSAGES } from '../api/messages';
import { paymentFormSchema, type PaymentFormValues } from '../api/record-payment';
import { useUpdatePayment } from '../api/update-payment';
import { PaymentButtons, PaymentFields } from '../components/payment-fields';
import { shiftedExpiry } from '../utils/expiry';
import { messages } from '../messages';

const PAYMENTS_PATH = '/dashboard/pages/payments';

function PaymentNotFound() {
  const toast = useToast();
  useEffect(() => {
    toast.error(PAYMENT_MESSAGES.notFound);
  }, [toast]);
  return <Navigate to={PAYMENTS_PATH} replace />;
}

/** What a change of package does: the new amount and the expiry shifted by the difference in Days. */
function PackageChange({ payment, packages }: { payment: Payment; packages: readonly Package[] }) {
  const { control } = useFormContext<PaymentFormValues>();
  const packageId = useWatch({ control, name: 'packageId' });
  const current = packages.find((pkg) => pkg.id === payment.packageId);
  const chosen = packages.find((pkg) => pkg.id === packageId);
  const t = useMessages(messages);
  const { language } = useLanguage();
  if (!current) {
    return (
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
        {t.packageNotFound}
      </p>
    );
  }
  if (!chosen || chosen.id === current.id) return null;
  const expiry = shiftedExpiry(payment.expireDate, current.days, chosen.days);
  const shift = chosen.days - current.days;
  return (
    <p aria-live="polite" className="rounded-md border border-brand-100 bg-brand-50 p-2 text-sm text-slate-800">
      {t.packageChange(formatUsd(chosen.packagePrice, language), expiry ? formatDate(expiry, language) : '—', shift)}
    </p>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function EditPaymentForm({ payment, packages, clientName }: { payment: Payment; packages: readonly Package[]; clientName: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdatePayment();
  const t = useMessages(messages);
  const { language } = useLanguage();
  return (
    <>
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Detail label={t.client} value={clientName} />
        <Detail label={t.paymentDate} value={formatDate(payment.paymentDate, language)} />
        <Detail label={t.amount} value={formatUsd(payment.paymentAmount, language)} />
        <Detail label={t.expires} value={formatDate(payment.expireDate, language) || '—'} />
      </dl>
      <Form
        schema={paymentFormSchema}
        defaultValues={{ packageId: payment.packageId, paymentMethod: payment.paymentMethod, paymentReference: payment.paymentReference }}
        aria-label={t.editForm}
        className="flex flex-col gap-4"
        onSubmit={async (input, form) => {
          try {
            await update.mutateAsync({ id: payment.id, input });
            toast.success(t.updated);
            void navigate('/dashboard');
          } catch (failure) {
            if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, t.saveFailed));
          }
        }}
      >
        <PaymentFields packages={packages} />
        <PackageChange payment={payment} packages={packages} />
        <PaymentButtons />
      </Form>
    </>
  );
}

function EditPayment() {
  const { paymentId } = useParams();
  const payment = useQuery({ ...paymentQuery(paymentId ?? ''), enabled: Boolean(paymentId) });
  const packages = useQuery(packagesQuery());
  // Only to name the client; the form works without it.
  const clients = useQuery(everyClientQuery());
  const t = useMessages(messages);

  if (!paymentId || isApiError(payment.error, 'not_found')) return <PaymentNotFound />;
  return (
    <QueryState
      query={combineQueries(payment, packages)}
      loadingLabel={t.loadingPayment}
      errorMessage={() => (payment.isError ? failureMessage(payment.error, t.notFound) : t.packagesLoadFailed)}
    >
      {([current, packageList]) => (
        <Card className="max-w-2xl">
          <EditPaymentForm
            payment={current}
            packages={packageList}
            clientName={clients.data?.find((client) => client.id === current.clientId)?.businessName ?? current.clientId}
          />
        </Card>
      )}
    </QueryState>
  );
}

/** Edit a payment (pages/editpayment/:paymentId; staff). */
export default function EditPaymentRoute() {
  const t = useMessages(messages);
  return (
    <>
      <PageHeader title={t.editTitle} description={t.editDescription} />
      <EditPayment />
    </>
  );
}
