import { useEffect } from 'react';

import { Button, ButtonLink } from '@/components/button';
import { EmptyState, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useToast } from '@/components/toasts';

import { useClients } from '../api/get-clients';
import { CLIENT_MESSAGES } from '../api/messages';
import { ClientsTable } from '../components/clients-table';

/** pages/clients — Manage Clients (staff). */
export default function ClientsRoute() {
  const toast = useToast();
  const { data: clients, error, isLoading, reload, setData } = useClients();
  const failed = Boolean(error);
  useEffect(() => {
    if (failed) toast.error(CLIENT_MESSAGES.loadFailed);
  }, [failed, toast]);

  return (
    <>
      <PageHeader title="Manage Clients" actions={<ButtonLink to="/dashboard/pages/addclient">New Client</ButtonLink>} />
      {isLoading && !clients ? (
        <PageSpinner label="Loading clients" />
      ) : error || !clients ? (
        <EmptyState>
          {CLIENT_MESSAGES.loadFailed}{' '}
          <Button variant="secondary" size="sm" onClick={reload}>
            Try again
          </Button>
        </EmptyState>
      ) : clients.length === 0 ? (
        <EmptyState>No clients available.</EmptyState>
      ) : (
        <ClientsTable
          clients={clients}
          onChange={(id, client) =>
            setData((current) =>
              client === null ? current?.filter((c) => c.id !== id) : current?.map((c) => (c.id === id ? client : c)),
            )
          }
        />
      )}
    </>
  );
}
