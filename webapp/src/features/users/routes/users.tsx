import { useQuery } from '@tanstack/react-query';

import { ButtonLink } from '@/components/button';
import { EmptyState, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';

import { usersQuery } from '../api/get-users';
import { USERS_LOAD_FAILED } from '../api/messages';
import { UsersTable } from '../components/users-table';

/** pages/users — Manage Users (staff). */
export default function UsersRoute() {
  const { isAdmin } = useSession();
  const users = useQuery(usersQuery());

  return (
    <>
      <PageHeader title="Manage Users" actions={isAdmin ? <ButtonLink to="/dashboard/pages/adduser">New User</ButtonLink> : undefined} />
      <QueryState query={users} loadingLabel="Loading users" errorMessage={USERS_LOAD_FAILED}>
        {(list) => (list.length === 0 ? <EmptyState>No users available.</EmptyState> : <UsersTable users={list} />)}
      </QueryState>
    </>
  );
}
