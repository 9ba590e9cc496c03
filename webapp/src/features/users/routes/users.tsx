import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { SearchBox } from '@/components/search-box';
import { useSession } from '@/lib/session';

import { usersQuery } from '../api/get-users';
import { USERS_LOAD_FAILED } from '../api/messages';
import { UsersTable } from '../components/users-table';

/** pages/users — Manage Users (staff): searched by name or email, 50 at a time. */
export default function UsersRoute() {
  const { isAdmin } = useSession();
  const [search, setSearch] = useState('');
  const users = useInfiniteQuery(usersQuery(search));

  return (
    <>
      <PageHeader title="Manage Users" actions={isAdmin ? <ButtonLink to="/dashboard/pages/adduser">New User</ButtonLink> : undefined} />
      <SearchBox onSearch={setSearch} hint="Name or email." />
      <PagedList query={users} search={search} loadingLabel="Loading users" errorMessage={USERS_LOAD_FAILED} empty="No users available.">
        {(list) => <UsersTable users={list} />}
      </PagedList>
    </>
  );
}
