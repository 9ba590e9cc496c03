import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { useMessages } from '@/lib/i18n';
import { useSpecMessage } from '@/lib/spec-messages';

import { messages } from '../messages';

/** Spec §2: the 'Access denied' modal of a refused login, with its Close button. */
export default function AccessDeniedModal({ open, message, onClose }: { open: boolean; message: string; onClose: () => void }) {
  const t = useMessages(messages);
  const translate = useSpecMessage();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.accessDenied}
      role="alertdialog"
      size="sm"
      description={translate(message)}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t.close}
        </Button>
      }
    />
  );
}
