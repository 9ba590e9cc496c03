import { Button } from '@/components/button';
import { Modal } from '@/components/modal';

/** Spec §2: the 'Access denied' modal of a refused login, with its Close button. */
export default function AccessDeniedModal({ open, message, onClose }: { open: boolean; message: string; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Access denied"
      role="alertdialog"
      size="sm"
      description={message}
      footer={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    />
  );
}
