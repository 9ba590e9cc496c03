import { FormActions } from '@/components/form-actions';
import { TextAreaField, TextField } from '@/components/fields';
import { applyFieldErrors, Form } from '@/components/form';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import type { Media } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { mediaEditSchema, useUpdateMedia, type MediaEditValues } from '../api/update-media';
import { messages } from '../form-messages';

/** Edit a media item's name, description and duration (the file or link stays as it is). */
export function EditMediaForm({ media, onDone }: { media: Media; onDone: () => void }) {
  const toast = useToast();
  const update = useUpdateMedia();
  const t = useMessages(messages);
  const defaults: MediaEditValues = { name: media.name, description: media.description, duration: String(media.duration) };
  return (
    <Form
      schema={mediaEditSchema}
      defaultValues={defaults}
      aria-label={t.editForm}
      className="flex flex-col gap-4"
      onSubmit={async (change, form) => {
        try {
          await update.mutateAsync({ id: media.id, change });
          toast.success(t.updated);
          onDone();
        } catch (error) {
          if (!applyFieldErrors(form, error)) toast.error(failureMessage(error, t.updateFailed));
        }
      }}
    >
      {({ formState: { isSubmitting } }) => (
        <>
          <TextField name="name" label={t.name} autoComplete="off" />
          <TextAreaField name="description" label={t.description} rows={2} />
          <TextField name="duration" label={t.duration} type="number" min={0} step="any" inputMode="decimal" hint={t.editDurationHint} />
          <FormActions onCancel={onDone} busy={isSubmitting} />
        </>
      )}
    </Form>
  );
}
