import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { IconButton } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { DataTable } from '@/components/data-table';
import { EmailText } from '@/components/email-text';
import { Switch } from '@/components/switch';
import { useToast } from '@/components/toasts';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { User } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { useDeleteUser } from '../api/delete-user';
import { USER_MESSAGES } from '../api/messages';
import { hasValidEmail, NO_VALID_EMAIL, RESET_FAILED, RESET_SENT, useResetUserPassword } from '../api/reset-user-password';
import { useUpdateUserStatus } from '../api/update-user-status';
import { messages } from '../messages';

import { DeleteIcon, EditIcon, KeyIcon } from './icons';
import { ResetTwoFactorAction } from './reset-two-factor';

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
  const t = useMessages(messages);
  // The users whose status switch is being saved.
  const busy = useMutationState({
    filters: { mutationKey: ['users', 'status'], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { user: User }).user.id,
  });

  const toggleStatus = async (user: User, status: boolean) => {
    try {
      await statusMutation.mutateAsync({ user, status });
    } catch (error) {
      toast.error(USER_MESSAGES.statusFailed(errorMessage(error, t.tryAgain)));
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
      toast.error(USER_MESSAGES.deleteFailed(errorMessage(error, t.tryAgain)));
    } finally {
      setToDelete(null);
    }
  };

  const actions = (user: User) => {
    const self = user.id === me?.id;
    return (
      <div className="flex justify-end gap-1">
        {isAdmin || self ? (
          <IconButton label={t.editNamed(user.name)} onClick={() => void navigate(`/dashboard/pages/edit/${user.id}`)}>
            <EditIcon />
          </IconButton>
        ) : null}
        <IconButton label={t.resetNamed(user.name)} onClick={() => askReset(user)}>
          <KeyIcon />
        </IconButton>
        {isAdmin && !self ? <ResetTwoFactorAction user={user} /> : null}
        {isAdmin && !self ? (
          <IconButton label={t.deleteNamed(user.name)} onClick={() => setToDelete(user)} className="text-red-700">
            <DeleteIcon />
          </IconButton>
        ) : null}
      </div>
    );
  };

  return (
    <>
      <DataTable
        caption={t.users}
        rows={users}
        rowKey={(user) => user.id}
        columns={[
          {
            header: t.name,
            cell: (user) => (
              <>
                {user.name}
                <span className="block text-xs font-normal text-slate-500">{t.roles[user.role]}</span>
              </>
            ),
          },
          { header: t.phone, className: 'whitespace-nowrap', cell: (user) => user.phone },
          { header: t.email, cell: (user) => <EmailText email={user.email} /> },
          {
            header: t.status,
            cell: (user) =>
              isAdmin && user.id !== me?.id ? (
                <Switch
                  checked={user.status}
                  label={t.statusOf(user.name)}
                  disabled={busy.includes(user.id)}
                  onChange={(status) => void toggleStatus(user, status)}
                />
              ) : (
                <span className={user.status ? 'text-green-700' : 'text-slate-500'}>{user.status ? t.active : t.inactive}</span>
              ),
          },
          { header: t.actions, alignEnd: true, cell: actions },
        ]}
      />
      <ConfirmModal
        open={toReset !== null}
        title={t.resetTitle}
        description={toReset ? t.resetQuestion(toReset.name, toReset.email) : undefined}
        confirmLabel={t.sendEmail}
        onCancel={() => setToReset(null)}
        onConfirm={sendReset}
      />
      <ConfirmModal
        open={toDelete !== null}
        title={t.deleteTitle}
        description={toDelete ? t.deleteQuestion(toDelete.name, toDelete.email) : undefined}
        confirmLabel={t.delete}
        danger
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
