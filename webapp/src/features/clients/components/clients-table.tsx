import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { buttonClasses, IconButton } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { EmailText } from '@/components/email-text';
import { Switch } from '@/components/switch';
import { useToast } from '@/components/toasts';
import { formatDate, formatUsd } from '@/lib/format';
import { useSession } from '@/lib/session';
import type { Client } from '@/types/api';
import { useLanguage, useMessages } from '@/lib/i18n';

import { useDeactivateClient } from '../api/deactivate-client';
import { useDeleteClient } from '../api/delete-client';
import { CLIENT_MESSAGES } from '../api/messages';
import { useUpdateClientStatus } from '../api/update-client-status';

import { licenceState, type LicenceStateLabel } from '../utils/licence-state';
import { messages } from '../messages';

import { ClientActionModal } from './client-action-modal';

const LICENCE_COLOURS: Record<LicenceStateLabel, string> = {
  Active: 'bg-green-100 text-green-800',
  Trial: 'bg-sky-100 text-sky-800',
  Expired: 'bg-red-100 text-red-800',
};

interface ClientsTableProps {
  clients: Client[];
}

function MoreIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

/** Manage Clients grid: Business, Contact, Expires (mm/dd/yyyy), License, Status, Actions. */
export function ClientsTable({ clients }: ClientsTableProps) {
  const toast = useToast();
  const { isAdmin } = useSession();
  const [acting, setActing] = useState<Client | null>(null);
  const t = useMessages(messages);
  const { language } = useLanguage();
  const statusMutation = useUpdateClientStatus();
  const deactivateMutation = useDeactivateClient();
  const deleteMutation = useDeleteClient();
  // The clients whose status switch is being saved.
  const busy = useMutationState({
    filters: { mutationKey: ['clients', 'status'], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { client: Client }).client.id,
  });

  const toggle = async (client: Client, status: boolean) => {
    try {
      await statusMutation.mutateAsync({ client, status });
    } catch {
      toast.error(CLIENT_MESSAGES.statusFailed);
    }
  };

  const deactivate = async (client: Client) => {
    try {
      await deactivateMutation.mutateAsync(client);
      toast.success(t.deactivated);
    } catch {
      toast.error(CLIENT_MESSAGES.actionFailed);
    } finally {
      setActing(null);
    }
  };

  const remove = async (client: Client) => {
    try {
      const result = await deleteMutation.mutateAsync(client.id);
      toast.success(t.deleted(result?.deletedPayments ?? 0, formatUsd(result?.totalAmount ?? 0, language)));
    } catch {
      toast.error(CLIENT_MESSAGES.actionFailed);
    } finally {
      setActing(null);
    }
  };

  return (
    <>
      <DataTable
        caption={t.clients}
        rows={clients}
        rowKey={(client) => client.id}
        columns={[
          {
            header: t.business,
            cell: (client) => (
              <>
                {client.businessName}
                <span className="block text-xs font-normal text-slate-500">{client.packageCode}</span>
              </>
            ),
          },
          {
            header: t.contact,
            cell: (client) => (
              <div className="text-right sm:text-left">
                {client.contactName}
                <EmailText email={client.companyEmail} className="block text-xs text-slate-500" />
              </div>
            ),
          },
          { header: t.expires, cell: (client) => (client.expireDate ? formatDate(client.expireDate, language) : '—') },
          {
            header: t.licence,
            cell: (client) => (
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${LICENCE_COLOURS[licenceState(client)]}`}>{t.licenceStates[licenceState(client)]}</span>
            ),
          },
          {
            header: t.status,
            cell: (client) => (
              <Switch
                checked={client.status}
                label={t.statusOf(client.businessName)}
                disabled={busy.includes(client.id)}
                onChange={(status) => void toggle(client, status)}
              />
            ),
          },
          {
            header: t.actions,
            alignEnd: true,
            cell: (client) => (
              <div className="flex items-center justify-end gap-1">
                <Link
                  to={`/dashboard/pages/payments?clientId=${encodeURIComponent(client.id)}`}
                  className={buttonClasses('ghost', 'sm')}
                  aria-label={t.paymentsOf(client.businessName)}
                >
                  {t.payments}
                </Link>
                <Link
                  to={`/dashboard/pages/screens?clientId=${encodeURIComponent(client.id)}`}
                  state={{ businessName: client.businessName }}
                  className={buttonClasses('ghost', 'sm')}
                  aria-label={t.screensOf(client.businessName)}
                >
                  {t.screens}
                </Link>
                <Link
                  to={`/dashboard/pages/plays?clientId=${encodeURIComponent(client.id)}`}
                  state={{ businessName: client.businessName }}
                  className={buttonClasses('ghost', 'sm')}
                  aria-label={t.playsOf(client.businessName)}
                >
                  {t.plays}
                </Link>
                <IconButton label={t.actionsFor(client.businessName)} onClick={() => setActing(client)}>
                  <MoreIcon />
                </IconButton>
              </div>
            ),
          },
        ]}
      />
      <ClientActionModal
        client={acting}
        canDelete={isAdmin}
        onClose={() => setActing(null)}
        onDeactivate={deactivate}
        onDelete={remove}
      />
    </>
  );
}
