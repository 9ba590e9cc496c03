import { useInfiniteQuery, useMutationState, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ButtonLink } from '@/components/button';
import { inputClasses } from '@/components/field-shell';
import { PageHeader } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { SearchBox } from '@/components/search-box';
import { useToast } from '@/components/toasts';
import { everyClientQuery } from '@/lib/clients';
import { failureMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import type { Payment } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { paymentsQuery } from '../api/get-payments';
import { useSetPaymentStatus } from '../api/set-payment-status';
import { LicenceSummary } from '../components/licence-summary';
import { PaymentsTable } from '../components/payments-table';
import { messages } from '../messages';

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
  const [search, setSearch] = useState('');
  const payments = useInfiniteQuery(paymentsQuery(clientId, search));
  // Only staff may list clients: for anybody else nothing is asked.
  const clients = useQuery({ ...everyClientQuery(), enabled: isStaff });
  const statusMutation = useSetPaymentStatus();
  const pending = useMutationState({
    filters: { mutationKey: ['payments', 'status'], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string }).id,
  });
  const t = useMessages(messages);
  const clientNames = new Map((clients.data ?? []).map((client) => [client.id, client.businessName]));

  const changeStatus = async (payment: Payment, status: boolean) => {
    try {
      await statusMutation.mutateAsync({ id: payment.id, status });
      toast.success(t.statusUpdated);
    } catch (failure) {
      toast.error(failureMessage(failure, t.statusFailed));
    }
  };

  const addPath = clientId ? `/dashboard/pages/addpayment?clientId=${encodeURIComponent(clientId)}` : '/dashboard/pages/addpayment';
  return (
    <>
      <PageHeader
        title={t.title}
        description={isStaff ? t.staffDescription : t.clientDescription}
        actions={<ButtonLink to={addPath}>{t.addPayment}</ButtonLink>}
      />
      {user && user.role === 'Client' ? <LicenceSummary /> : null}
      {isStaff ? (
        <div className="mb-4 flex max-w-sm flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
            {t.client}
          </label>
          <select
            id={filterId}
            className={inputClasses(false)}
            value={clientId ?? ''}
            onChange={(event) => setParams(event.target.value ? { clientId: event.target.value } : {}, { replace: true })}
          >
            <option value="">{t.allClients}</option>
            {clientId && !clientNames.has(clientId) ? <option value={clientId}>{clientId}</option> : null}
            {(clients.data ?? []).map((client) => (
              <option key={client.id} value={client.id}>
                {client.businessName}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <SearchBox onSearch={setSearch} hint={t.searchHint} />
      <PagedList query={payments} search={search} loadingLabel={t.loading} errorMessage={t.loadFailed} empty={t.empty}>
        {(list) => (
          <div className="overflow-hidden md:rounded-lg md:shadow-sm md:ring-1 md:ring-slate-200">
            <PaymentsTable
              payments={list}
              staff={isStaff}
              clientNames={clientNames}
              pendingIds={pending}
              onStatusChange={(payment, status) => void changeStatus(payment, status)}
            />
          </div>
        )}
      </PagedList>
    </>
  );
}
