import { Button } from '@/components/button';
import { applyFieldErrors, Form } from '@/components/form';
import { SelectField, TextField } from '@/components/fields';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import type { Screen } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { addScreenSchema, useCreateScreen, type AddScreenValues } from '../api/create-screen';
import type { PlaylistChoice } from '../api/get-playlist-choices';
import { editScreenSchema, useUpdateScreen, type EditScreenValues } from '../api/update-screen';
import { messages } from '../messages';

const choicesOf = (playlists: readonly PlaylistChoice[]) => playlists.map((playlist) => ({ value: playlist.id, label: playlist.playlistName }));

function Actions({ onCancel, isSubmitting }: { onCancel: () => void; isSubmitting: boolean }) {
  const t = useMessages(messages);
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
        {t.cancel}
      </Button>
      <Button type="submit" isLoading={isSubmitting}>
        {t.save}
      </Button>
    </div>
  );
}

interface AddScreenModalProps {
  open: boolean;
  playlists: readonly PlaylistChoice[];
  onClose: () => void;
  /** The code filled in (a TV's QR code opens the page with `?code=`). */
  code?: string;
}

/** Add Screen: its name, the code the TV shows, and what it plays. */
export function AddScreenModal({ open, playlists, onClose, code = '' }: AddScreenModalProps) {
  const toast = useToast();
  const create = useCreateScreen();
  const t = useMessages(messages);
  return (
    <Modal open={open} onClose={onClose} title={t.addScreen} description={t.addDescription}>
      <Form
        schema={addScreenSchema}
        defaultValues={{ name: '', pairingCode: code, playlistId: '' }}
        aria-label={t.addScreen}
        className="flex flex-col gap-4"
        onSubmit={async (values: AddScreenValues, form) => {
          try {
            await create.mutateAsync(values);
            toast.success(t.added);
            onClose();
          } catch (failure) {
            if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, t.addFailed));
          }
        }}
      >
        {({ formState: { isSubmitting } }) => (
          <>
            <TextField name="name" label={t.name} autoComplete="off" />
            <TextField name="pairingCode" label={t.pairingCode} autoComplete="off" autoCapitalize="characters" maxLength={12} className="font-mono uppercase" />
            <SelectField name="playlistId" label={t.playlist} placeholder={t.noPlaylist} options={choicesOf(playlists)} />
            <Actions onCancel={onClose} isSubmitting={isSubmitting} />
          </>
        )}
      </Form>
    </Modal>
  );
}

interface EditScreenModalProps {
  screen: Screen | null;
  playlists: readonly PlaylistChoice[];
  onClose: () => void;
}

/** Rename a screen or change what it plays (the TV changes after its current item). */
export function EditScreenModal({ screen, playlists, onClose }: EditScreenModalProps) {
  const toast = useToast();
  const update = useUpdateScreen();
  const t = useMessages(messages);
  return (
    <Modal open={screen !== null} onClose={onClose} title={t.editScreen}>
      {screen ? (
        <Form
          schema={editScreenSchema}
          defaultValues={{ name: screen.name, playlistId: screen.playlistId ?? '' }}
          aria-label={t.editScreen}
          className="flex flex-col gap-4"
          onSubmit={async (values: EditScreenValues, form) => {
            try {
              await update.mutateAsync({ id: screen.id, values });
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
              <SelectField name="playlistId" label={t.playlist} placeholder={t.noPlaylist} options={choicesOf(playlists)} />
              <Actions onCancel={onClose} isSubmitting={isSubmitting} />
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
