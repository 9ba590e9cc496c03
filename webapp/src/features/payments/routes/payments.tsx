import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ButtonLink } from '@/components/button';
import { inputClasses } from '@/components/fields';
import { EmptyState, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useToast } from '@/components/toasts';
import { useSession } from '@/lib/session';

import { useClients } from '../api/get-clients';
import { usePayments } from '../api/get-payments';
import { PAYMENT_MESSAGES } from '../api/messages';
import { setPaymentStatus } from '../api/set-payment-status';
import { LicenceSummary } from '../components/licence-summary';
import { LoadFailed } from '../components/load-failed';
import { PaymentsTable } from '../components/payments-table';
import type { Payment } from '../types';
import { failureMessage } from '../utils/errors';

/**
 * Payment history (pages/payments). A Client sees its own payments and its licence; staff see
 * every payment (or one client's, `?clientId=`), switch them on or off and edit them.
 */
export default function PaymentsRoute() {
  const toast = useToast();
  const filterId = useId();
  const { user, isStaff } = useSession();
  const [params, setParams] = useSearchParams();
  const clientId = isStaff ? params.get('clientId') || null : null;
  const { data: payments, error, isLoading, reload, setData } = usePayments(clientId);
  const clients = useClients(isStaff);
  const [pending, setPending] = useState<string | null>(null);
  const clientNames = new Map((clients.data ?? []).map((client) => [client.id, client.businessName]));

  const changeStatus = async (payment: Payment, status: boolean) => {
    setPending(payment.id);
    try {
      const saved = await setPaymentStatus(payment.id, status);
      setData((current) => current?.map((item) => (item.id === saved.id ? saved : item)));
      toast.success(PAYMENT_MESSAGES.statusUpdated);
    } catch (failure) {
      toast.error(failureMessage(failure, PAYMENT_MESSAGES.statusFailed));
    } finally {
      setPending(null);
    }
  };

  let body;
  if (isLoading && !payments) body = <PageSpinner label="Loading payments" />;
  else if (error || !payments) body = <LoadFailed message={PAYMENT_MESSAGES.loadFailed} onRetry={reload} />;
  else if (payments.length === 0) body = <EmptyState>No payments yet.</EmptyState>;
  else {
    body = (
      <div className="overflow-hidden md:rounded-lg md:shadow-sm md:ring-1 md:ring-slate-200">
        <PaymentsTable
          payments={payments}
          staff={isStaff}
          clientNames={clientNames}
          pendingId={pending}
          onStatusChange={(payment, status) => void changeStatus(payment, status)}
        />
      </div>
    );
  }

  const addPath = clientId ? `/dashboard/pages/addpayment?clientId=${encodeURIComponent(clientId)}` : '/dashboard/pages/addpayment';
  return (
    <>
      <PageHeader
        title="Payments"
        description={isStaff ? 'Payments of every client; switch a payment off to void it.' : 'Your payment history.'}
        actions={<ButtonLink to={addPath}>Add Payment</ButtonLink>}
      />
      {user && user.role === 'Client' ? <LicenceSummary userId={user.id} /> : null}
      {isStaff ? (
        <div className="mb-4 flex max-w-sm flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
            Client
          </label>
          <select
            id={filterId}
            className={inputClasses(false)}
            value={clientId ?? ''}
            onChange={(event) => setParams(event.target.value ? { clientId: event.target.value } : {}, { replace: true })}
          >
            <option value="">All clients</option>
            {clientId && !clientNames.has(clientId) ? <option value={clientId}>{clientId}</option> : null}
            {(clients.data ?? []).map((client) => (
              <option key={client.id} value={client.id}>
                {client.businessName}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {body}
    </>
  );
}
