import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { ButtonLink } from '@/components/button';
import { EmptyState, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { useToast } from '@/components/toasts';

import { clientsQuery } from '@/lib/clients';
import { CLIENT_MESSAGES } from '../api/messages';
import { ClientsTable } from '../components/clients-table';

/** pages/clients — Manage Clients (staff). */
export default function ClientsRoute() {
  const toast = useToast();
  const clients = useQuery(clientsQuery());
  const failed = clients.isError;
  useEffect(() => {
    if (failed) toast.error(CLIENT_MESSAGES.loadFailed);
  }, [failed, toast]);

  return (
    <>
      <PageHeader title="Manage Clients" actions={<ButtonLink to="/dashboard/pages/addclient">New Client</ButtonLink>} />
      <QueryState query={clients} loadingLabel="Loading clients" errorMessage={CLIENT_MESSAGES.loadFailed}>
        {(list) => (list.length === 0 ? <EmptyState>No clients available.</EmptyState> : <ClientsTable clients={list} />)}
      </QueryState>
    </>
  );
}
