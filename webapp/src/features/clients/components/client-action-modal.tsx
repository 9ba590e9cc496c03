import { useState } from 'react';

import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import type { Client } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { messages } from '../messages';

interface ClientActionModalProps {
  client: Client | null;
  /** Admins may delete; Supervisors may only deactivate. */
  canDelete: boolean;
  onClose: () => void;
  onDeactivate: (client: Client) => Promise<void>;
  onDelete: (client: Client) => Promise<void>;
}

/** The Client Action modal: Deactivate, or Delete Client and Payments. */
export function ClientActionModal({ client, canDelete, onClose, onDeactivate, onDelete }: ClientActionModalProps) {
  const [busy, setBusy] = useState<'deactivate' | 'delete' | null>(null);
  const run = async (action: 'deactivate' | 'delete') => {
    if (!client) return;
    setBusy(action);
    try {
      await (action === 'deactivate' ? onDeactivate(client) : onDelete(client));
    } finally {
      setBusy(null);
    }
  };
  const t = useMessages(messages);
  return (
    <Modal
      open={client !== null}
      onClose={onClose}
      title={t.clientAction}
      role="alertdialog"
      size="sm"
      description={
        client
          ? t.actionQuestion(client.businessName)
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy !== null}>
            {t.cancel}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void run('deactivate')}
            isLoading={busy === 'deactivate'}
            disabled={busy !== null || client?.status === false}
          >
            {t.deactivate}
          </Button>
          {canDelete ? (
            <Button variant="danger" onClick={() => void run('delete')} isLoading={busy === 'delete'} disabled={busy !== null}>
              {t.deleteWithPayments}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
