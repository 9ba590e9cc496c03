import { Button, ButtonLink } from '@/components/button';
import { EmptyState, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useSession } from '@/lib/session';

import { USERS_LOAD_FAILED } from '../api/messages';
import { useUsers } from '../api/get-users';
import { UsersTable } from '../components/users-table';

/** pages/users — Manage Users (staff). */
export default function UsersRoute() {
  const { isAdmin } = useSession();
  const { data: users, error, isLoading, reload, setData } = useUsers();

  return (
    <>
      <PageHeader
        title="Manage Users"
        actions={
          isAdmin ? (
            <ButtonLink to="/dashboard/pages/adduser">New User</ButtonLink>
          ) : undefined
        }
      />
      {isLoading && !users ? (
        <PageSpinner label="Loading users" />
      ) : error || !users ? (
        <EmptyState>
          {USERS_LOAD_FAILED}{' '}
          <Button variant="secondary" size="sm" onClick={reload}>
            Try again
          </Button>
        </EmptyState>
      ) : users.length === 0 ? (
        <EmptyState>No users available.</EmptyState>
      ) : (
        <UsersTable
          users={users}
          onChange={(id, user) =>
            setData((current) =>
              user === null ? current?.filter((u) => u.id !== id) : current?.map((u) => (u.id === id ? user : u)),
            )
          }
        />
      )}
    </>
  );
}
