import { useState } from 'react';

import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import type { Client } from '@/types/api';

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
  return (
    <Modal
      open={client !== null}
      onClose={onClose}
      title="Client Action"
      role="alertdialog"
      size="sm"
      description={
        client
          ? `What do you want to do with ${client.businessName}? Deactivating keeps its data; deleting removes the client and all its payments for good.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy !== null}>
            Cancel
          </Button>
          <Button
            variant="secondary"
            onClick={() => void run('deactivate')}
            isLoading={busy === 'deactivate'}
            disabled={busy !== null || client?.status === false}
          >
            Deactivate
          </Button>
          {canDelete ? (
            <Button variant="danger" onClick={() => void run('delete')} isLoading={busy === 'delete'} disabled={busy !== null}>
              Delete Client and Payments
            </Button>
          ) : null}
        </>
      }
    />
  );
}
