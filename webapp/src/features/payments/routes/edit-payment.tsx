import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';

import { applyFieldErrors, Form } from '@/components/form';
import { Card, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { formatDate, formatUsd } from '@/lib/format';
import type { Package } from '@/types/api';

import { useClients } from '../api/get-clients';
import { usePackages } from '../api/get-packages';
import { usePayment } from '../api/get-payment';
import { PAYMENT_MESSAGES } from '../api/messages';
import { paymentFormSchema, type PaymentFormValues } from '../api/record-payment';
import { updatePayment } from '../api/update-payment';
import { LoadFailed } from '../components/load-failed';
import { PaymentButtons, PaymentFields } from '../components/payment-fields';
import type { Payment } from '../types';
import { shiftedExpiry } from '../utils/expiry';
import { failureMessage } from '../utils/errors';

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
  if (!current) {
    return (
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
        {PAYMENT_MESSAGES.packageNotFound}
      </p>
    );
  }
  if (!chosen || chosen.id === current.id) return null;
  const expiry = shiftedExpiry(payment.expireDate, current.days, chosen.days);
  const shift = chosen.days - current.days;
  return (
    <p aria-live="polite" className="rounded-md border border-brand-100 bg-brand-50 p-2 text-sm text-slate-800">
      New amount: <strong>{formatUsd(chosen.packagePrice)}</strong>. New expiry date: <strong>{expiry ? formatDate(expiry) : '—'}</strong> (
      {shift === 0 ? 'unchanged' : `${shift > 0 ? '+' : ''}${shift} days`}); the client's license moves with it.
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
  return (
    <>
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Detail label="Client" value={clientName} />
        <Detail label="Payment date" value={formatDate(payment.paymentDate)} />
        <Detail label="Amount" value={formatUsd(payment.paymentAmount)} />
        <Detail label="Expires" value={formatDate(payment.expireDate) || '—'} />
      </dl>
      <Form
        schema={paymentFormSchema}
        defaultValues={{ packageId: payment.packageId, paymentMethod: payment.paymentMethod, paymentReference: payment.paymentReference }}
        aria-label="Edit payment"
        className="flex flex-col gap-4"
        onSubmit={async (input, form) => {
          try {
            await updatePayment(payment.id, input);
            toast.success(PAYMENT_MESSAGES.updated);
            void navigate('/dashboard');
          } catch (failure) {
            if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, PAYMENT_MESSAGES.saveFailed));
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
  const payment = usePayment(paymentId);
  const packages = usePackages();
  const clients = useClients(true);

  if (!paymentId || isApiError(payment.error, 'not_found')) return <PaymentNotFound />;
  if ((payment.isLoading && !payment.data) || (packages.isLoading && !packages.data)) return <PageSpinner label="Loading the payment" />;
  if (payment.error || !payment.data) return <LoadFailed message={failureMessage(payment.error, PAYMENT_MESSAGES.notFound)} onRetry={payment.reload} />;
  if (packages.error || !packages.data) return <LoadFailed message={PAYMENT_MESSAGES.packagesLoadFailed} onRetry={packages.reload} />;
  const current = payment.data;
  const clientName = clients.data?.find((client) => client.id === current.clientId)?.businessName ?? current.clientId;
  return (
    <Card className="max-w-2xl">
      <EditPaymentForm payment={current} packages={packages.data} clientName={clientName} />
    </Card>
  );
}

/** Edit a payment (pages/editpayment/:paymentId; staff). */
export default function EditPaymentRoute() {
  return (
    <>
      <PageHeader title="Edit Payment" description="Changing the package re-prices the payment and shifts the expiry by the difference in days." />
      <EditPayment />
    </>
  );
}
