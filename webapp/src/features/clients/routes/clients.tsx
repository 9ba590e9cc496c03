import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { SearchBox } from '@/components/search-box';
import { useToast } from '@/components/toasts';
import { useMessages } from '@/lib/i18n';

import { clientsQuery } from '../api/get-clients';
import { CLIENT_MESSAGES } from '../api/messages';
import { ClientsTable } from '../components/clients-table';
import { messages } from '../messages';

/** pages/clients — Manage Clients (staff): searched by business name, 50 at a time. */
export default function ClientsRoute() {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const clients = useInfiniteQuery(clientsQuery(search));
  const t = useMessages(messages);
  const failed = clients.isError;
  useEffect(() => {
    if (failed) toast.error(CLIENT_MESSAGES.loadFailed);
  }, [failed, toast]);

  return (
    <>
      <PageHeader title={t.title} actions={<ButtonLink to="/dashboard/pages/addclient">{t.newClient}</ButtonLink>} />
      <SearchBox onSearch={setSearch} hint={t.searchHint} />
      <PagedList query={clients} search={search} loadingLabel={t.loading} errorMessage={CLIENT_MESSAGES.loadFailed} empty={t.empty}>
        {(list) => <ClientsTable clients={list} />}
      </PagedList>
    </>
  );
}
