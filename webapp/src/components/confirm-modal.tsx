import { useState, type ReactNode } from 'react';

import { useMessages } from '@/lib/i18n';

import { Button } from './button';
import { Modal } from './modal';
import { messages } from './messages';

interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Resolves when done; the modal shows a busy button meanwhile. */
  onConfirm: () => unknown;
  onCancel: () => void;
  danger?: boolean;
}

/** A yes/no question in an alertdialog, e.g. the delete confirmation. */
export function ConfirmModal({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
}: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  const t = useMessages(messages);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t.cancel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => void confirm()} isLoading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
