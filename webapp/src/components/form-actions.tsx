import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

import { Button } from './button';
import { messages } from './messages';

interface FormActionsProps {
  onCancel: () => void;
  /** While the form is being sent: Save shows its spinner and Cancel waits. */
  busy?: boolean;
  /** Cancel stays open while the form is sent (a page's Cancel leaves it; a modal's waits). */
  cancelWhileBusy?: boolean;
  /** Save is off (the form lacks something it needs). */
  saveDisabled?: boolean;
  /** The buttons' words when they are not Cancel and Save. */
  cancelLabel?: ReactNode;
  saveLabel?: ReactNode;
  /** In a two-column form grid the buttons take the whole row. */
  fullRow?: boolean;
  className?: string;
}

/** A form's Cancel and Save, stacked on phones (Save on top) and right-aligned from sm up. */
export function FormActions({
  onCancel,
  busy = false,
  cancelWhileBusy = false,
  saveDisabled,
  cancelLabel,
  saveLabel,
  fullRow = false,
  className,
}: FormActionsProps) {
  const t = useMessages(messages);
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', fullRow && 'sm:col-span-2', className)}>
      <Button variant="secondary" onClick={onCancel} disabled={busy && !cancelWhileBusy}>
        {cancelLabel ?? t.cancel}
      </Button>
      <Button type="submit" isLoading={busy} disabled={saveDisabled}>
        {saveLabel ?? t.save}
      </Button>
    </div>
  );
}
