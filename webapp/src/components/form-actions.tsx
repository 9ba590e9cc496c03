import { Button } from './button';

interface FormActionsProps {
  onCancel: () => void;
  /** While the form is being sent: Save shows its spinner and Cancel waits. */
  busy?: boolean;
  /** In a two-column form grid the buttons take the whole row. */
  fullRow?: boolean;
}

/** A form's Cancel and Save, stacked on phones (Save on top) and right-aligned from sm up. */
export function FormActions({ onCancel, busy = false, fullRow = false }: FormActionsProps) {
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end${fullRow ? ' sm:col-span-2' : ''}`}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" isLoading={busy}>
        Save
      </Button>
    </div>
  );
}
