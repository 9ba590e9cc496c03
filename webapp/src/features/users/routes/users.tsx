import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { SearchBox } from '@/components/search-box';
import { useMessages } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import { usersQuery } from '../api/get-users';
import { UsersTable } from '../components/users-table';
import { messages } from '../messages';

/** pages/users — Manage Users (staff): searched by name or email, 50 at a time. */
export default function UsersRoute() {
  const { isAdmin } = useSession();
  const [search, setSearch] = useState('');
  const users = useInfiniteQuery(usersQuery(search));
  const t = useMessages(messages);

  return (
    <>
      <PageHeader title={t.title} actions={isAdmin ? <ButtonLink to="/dashboard/pages/adduser">{t.newUser}</ButtonLink> : undefined} />
      <SearchBox onSearch={setSearch} hint={t.searchHint} />
      <PagedList query={users} search={search} loadingLabel={t.loading} errorMessage={t.loadFailed} empty={t.empty}>
        {(list) => <UsersTable users={list} />}
      </PagedList>
    </>
  );
}
