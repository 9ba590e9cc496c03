import { FormActions } from '@/components/form-actions';
import { TextAreaField, TextField } from '@/components/fields';
import { applyFieldErrors, Form } from '@/components/form';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import type { Media } from '@/types/api';

import { MEDIA_UPDATE_FAILED, MEDIA_UPDATED, mediaEditSchema, useUpdateMedia, type MediaEditValues } from '../api/update-media';

/** Edit a media item's name, description and duration (the file or link stays as it is). */
export function EditMediaForm({ media, onDone }: { media: Media; onDone: () => void }) {
  const toast = useToast();
  const update = useUpdateMedia();
  const defaults: MediaEditValues = { name: media.name, description: media.description, duration: String(media.duration) };
  return (
    <Form
      schema={mediaEditSchema}
      defaultValues={defaults}
      aria-label="Edit media"
      className="flex flex-col gap-4"
      onSubmit={async (change, form) => {
        try {
          await update.mutateAsync({ id: media.id, change });
          toast.success(MEDIA_UPDATED);
          onDone();
        } catch (error) {
          if (!applyFieldErrors(form, error)) toast.error(failureMessage(error, MEDIA_UPDATE_FAILED));
        }
      }}
    >
      {({ formState: { isSubmitting } }) => (
        <>
          <TextField name="name" label="Name" autoComplete="off" />
          <TextAreaField name="description" label="Description" rows={2} />
          <TextField name="duration" label="Duration" type="number" min={0} step="any" inputMode="decimal" hint="In seconds: how long it stays on screen." />
          <FormActions onCancel={onDone} busy={isSubmitting} />
        </>
      )}
    </Form>
  );
}
