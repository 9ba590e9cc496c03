import { useMessages } from '@/lib/i18n';

import { Button } from './button';
import { messages } from './messages';

interface FormActionsProps {
  onCancel: () => void;
  /** While the form is being sent: Save shows its spinner and Cancel waits. */
  busy?: boolean;
  /** In a two-column form grid the buttons take the whole row. */
  fullRow?: boolean;
}

/** A form's Cancel and Save, stacked on phones (Save on top) and right-aligned from sm up. */
export function FormActions({ onCancel, busy = false, fullRow = false }: FormActionsProps) {
  const t = useMessages(messages);
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end${fullRow ? ' sm:col-span-2' : ''}`}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {t.cancel}
      </Button>
      <Button type="submit" isLoading={busy}>
        {t.save}
      </Button>
    </div>
  );
}
