import { Button } from '@/components/button';
import { applyFieldErrors, Form } from '@/components/form';
import { TextField } from '@/components/fields';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';
import type { Screen } from '@/types/api';

import { renameScreenSchema, useRenameScreen, type RenameScreenValues } from '../api/update-screen';
import { messages } from '../messages';

interface RenameScreenModalProps {
  clientId: string;
  screen: Screen | null;
  onClose: () => void;
}

/** Staff: rename one of a client's screens (its playlist stays the client's choice). */
export function RenameScreenModal({ clientId, screen, onClose }: RenameScreenModalProps) {
  const toast = useToast();
  const rename = useRenameScreen(clientId);
  const t = useMessages(messages);
  return (
    <Modal open={screen !== null} onClose={onClose} title={t.renameScreen}>
      {screen ? (
        <Form
          schema={renameScreenSchema}
          defaultValues={{ name: screen.name }}
          aria-label={t.renameScreen}
          className="flex flex-col gap-4"
          onSubmit={async (values: RenameScreenValues, form) => {
            try {
              await rename.mutateAsync({ id: screen.id, values });
              toast.success(t.updated);
              onClose();
            } catch (failure) {
              if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, t.updateFailed));
            }
          }}
        >
          {({ formState: { isSubmitting } }) => (
            <>
              <TextField name="name" label={t.name} autoComplete="off" />
              <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                  {t.cancel}
                </Button>
                <Button type="submit" isLoading={isSubmitting}>
                  {t.save}
                </Button>
              </div>
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
