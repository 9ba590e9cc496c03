import { Button } from '@/components/button';
import { applyFieldErrors, Form } from '@/components/form';
import { SelectField, TextField } from '@/components/fields';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import type { Screen } from '@/types/api';

import { addScreenSchema, useCreateScreen, type AddScreenValues } from '../api/create-screen';
import type { PlaylistChoice } from '../api/get-playlist-choices';
import { SCREEN_MESSAGES } from '../api/messages';
import { editScreenSchema, useUpdateScreen, type EditScreenValues } from '../api/update-screen';

const NO_PLAYLIST = 'No playlist (standby screen)';

const choicesOf = (playlists: readonly PlaylistChoice[]) => playlists.map((playlist) => ({ value: playlist.id, label: playlist.playlistName }));

function Actions({ onCancel, isSubmitting, label }: { onCancel: () => void; isSubmitting: boolean; label: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
        Cancel
      </Button>
      <Button type="submit" isLoading={isSubmitting}>
        {label}
      </Button>
    </div>
  );
}

interface AddScreenModalProps {
  open: boolean;
  playlists: readonly PlaylistChoice[];
  onClose: () => void;
}

/** Add Screen: its name, the code the TV shows, and what it plays. */
export function AddScreenModal({ open, playlists, onClose }: AddScreenModalProps) {
  const toast = useToast();
  const create = useCreateScreen();
  return (
    <Modal open={open} onClose={onClose} title="Add Screen" description="Open /client/player on the TV, then type the code it shows.">
      <Form
        schema={addScreenSchema}
        defaultValues={{ name: '', pairingCode: '', playlistId: '' }}
        aria-label="Add Screen"
        className="flex flex-col gap-4"
        onSubmit={async (values: AddScreenValues, form) => {
          try {
            await create.mutateAsync(values);
            toast.success(SCREEN_MESSAGES.added);
            onClose();
          } catch (failure) {
            if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, SCREEN_MESSAGES.addFailed));
          }
        }}
      >
        {({ formState: { isSubmitting } }) => (
          <>
            <TextField name="name" label="Name" autoComplete="off" />
            <TextField name="pairingCode" label="Pairing code" autoComplete="off" autoCapitalize="characters" maxLength={6} className="font-mono uppercase" />
            <SelectField name="playlistId" label="Playlist" placeholder={NO_PLAYLIST} options={choicesOf(playlists)} />
            <Actions onCancel={onClose} isSubmitting={isSubmitting} label="Save" />
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
  return (
    <Modal open={screen !== null} onClose={onClose} title="Edit Screen">
      {screen ? (
        <Form
          schema={editScreenSchema}
          defaultValues={{ name: screen.name, playlistId: screen.playlistId ?? '' }}
          aria-label="Edit Screen"
          className="flex flex-col gap-4"
          onSubmit={async (values: EditScreenValues, form) => {
            try {
              await update.mutateAsync({ id: screen.id, values });
              toast.success(SCREEN_MESSAGES.updated);
              onClose();
            } catch (failure) {
              if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, SCREEN_MESSAGES.updateFailed));
            }
          }}
        >
          {({ formState: { isSubmitting } }) => (
            <>
              <TextField name="name" label="Name" autoComplete="off" />
              <SelectField name="playlistId" label="Playlist" placeholder={NO_PLAYLIST} options={choicesOf(playlists)} />
              <Actions onCancel={onClose} isSubmitting={isSubmitting} label="Save" />
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
