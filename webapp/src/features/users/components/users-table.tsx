import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { IconButton } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { gridClasses } from '@/components/data-table';
import { Switch } from '@/components/switch';
import { useToast } from '@/components/toasts';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { User } from '@/types/api';

import { useDeleteUser } from '../api/delete-user';
import { USER_MESSAGES } from '../api/messages';
import { hasValidEmail, NO_VALID_EMAIL, RESET_FAILED, RESET_SENT, useResetUserPassword } from '../api/reset-user-password';
import { useUpdateUserStatus } from '../api/update-user-status';

import { DeleteIcon, EditIcon, KeyIcon } from './icons';

interface UsersTableProps {
  users: User[];
}

/**
 * Manage Users grid: Name, Phone, Email, Status, Actions. Admins switch the status, edit and
 * delete anyone but themselves; staff send password resets; a person can edit their own row.
 */
export function UsersTable({ users }: UsersTableProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const { user: me, isAdmin } = useSession();
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [toReset, setToReset] = useState<User | null>(null);
  const statusMutation = useUpdateUserStatus();
  const resetMutation = useResetUserPassword();
  const deleteMutation = useDeleteUser();
  // The users whose status switch is being saved.
  const busy = useMutationState({
    filters: { mutationKey: ['users', 'status'], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { user: User }).user.id,
  });

  const toggleStatus = async (user: User, status: boolean) => {
    try {
      await statusMutation.mutateAsync({ user, status });
    } catch (error) {
      toast.error(USER_MESSAGES.statusFailed(errorMessage(error, 'please try again.')));
    }
  };

  const askReset = (user: User) => {
    if (hasValidEmail(user.email)) setToReset(user);
    else toast.error(NO_VALID_EMAIL);
  };

  const sendReset = async () => {
    if (!toReset) return;
    try {
      await resetMutation.mutateAsync(toReset.id);
      toast.success(RESET_SENT);
    } catch {
      toast.error(RESET_FAILED);
    } finally {
      setToReset(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteMutation.mutateAsync(toDelete.id);
      toast.success(USER_MESSAGES.deleted);
    } catch (error) {
      toast.error(USER_MESSAGES.deleteFailed(errorMessage(error, 'please try again.')));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      <div className={gridClasses.wrapper}>
        <table className={gridClasses.table}>
          <caption className="sr-only">Users</caption>
          <thead className={gridClasses.thead}>
            <tr>
              <th scope="col" className={gridClasses.th}>Name</th>
              <th scope="col" className={gridClasses.th}>Phone</th>
              <th scope="col" className={gridClasses.th}>Email</th>
              <th scope="col" className={gridClasses.th}>Status</th>
              <th scope="col" className={`${gridClasses.th} text-right`}>Actions</th>
            </tr>
          </thead>
          <tbody className={gridClasses.tbody}>
            {users.map((user) => {
              const self = user.id === me?.id;
              return (
                <tr key={user.id} className={gridClasses.tr}>
                  <th scope="row" className={gridClasses.rowHeader}>
                    {user.name}
                    <span className="block text-xs font-normal text-slate-500">{user.role}</span>
                  </th>
                  <td data-label="Phone" className={`${gridClasses.td} whitespace-nowrap`}>{user.phone}</td>
                  <td data-label="Email" className={`${gridClasses.td} sm:break-all`}>{user.email}</td>
                  <td data-label="Status" className={gridClasses.td}>
                    {isAdmin && !self ? (
                      <Switch
                        checked={user.status}
                        label={`Status of ${user.name}`}
                        disabled={busy.includes(user.id)}
                        onChange={(status) => void toggleStatus(user, status)}
                      />
                    ) : (
                      <span className={user.status ? 'text-green-700' : 'text-slate-500'}>{user.status ? 'Active' : 'Inactive'}</span>
                    )}
                  </td>
                  <td data-label="Actions" className={gridClasses.td}>
                    <div className="flex justify-end gap-1">
                      {isAdmin || self ? (
                        <IconButton label={`Edit ${user.name}`} onClick={() => void navigate(`/dashboard/pages/edit/${user.id}`)}>
                          <EditIcon />
                        </IconButton>
                      ) : null}
                      <IconButton label={`Reset password of ${user.name}`} onClick={() => askReset(user)}>
                        <KeyIcon />
                      </IconButton>
                      {isAdmin && !self ? (
                        <IconButton label={`Delete ${user.name}`} onClick={() => setToDelete(user)} className="text-red-700">
                          <DeleteIcon />
                        </IconButton>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmModal
        open={toReset !== null}
        title="Reset password"
        description={toReset ? `Send ${toReset.name} an email with a link to choose a new password (${toReset.email})?` : undefined}
        confirmLabel="Send email"
        onCancel={() => setToReset(null)}
        onConfirm={sendReset}
      />
      <ConfirmModal
        open={toDelete !== null}
        title="Delete user"
        description={toDelete ? `Are you sure you want to delete ${toDelete.name} (${toDelete.email})? This cannot be undone.` : undefined}
        confirmLabel="Delete"
        danger
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
