import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { SearchBox } from '@/components/search-box';
import { useToast } from '@/components/toasts';

import { clientsQuery } from '../api/get-clients';
import { CLIENT_MESSAGES } from '../api/messages';
import { ClientsTable } from '../components/clients-table';

/** pages/clients — Manage Clients (staff): searched by business name, 50 at a time. */
export default function ClientsRoute() {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const clients = useInfiniteQuery(clientsQuery(search));
  const failed = clients.isError;
  useEffect(() => {
    if (failed) toast.error(CLIENT_MESSAGES.loadFailed);
  }, [failed, toast]);

  return (
    <>
      <PageHeader title="Manage Clients" actions={<ButtonLink to="/dashboard/pages/addclient">New Client</ButtonLink>} />
      <SearchBox onSearch={setSearch} hint="Business name." />
      <PagedList query={clients} search={search} loadingLabel="Loading clients" errorMessage={CLIENT_MESSAGES.loadFailed} empty="No clients available.">
        {(list) => <ClientsTable clients={list} />}
      </PagedList>
    </>
  );
}
