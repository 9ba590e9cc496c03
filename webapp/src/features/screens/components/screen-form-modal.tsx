import { SelectField, TextField } from '@/components/fields';
import { useMessages } from '@/lib/i18n';
import type { Screen } from '@/types/api';

import { addScreenSchema, useCreateScreen } from '../api/create-screen';
import type { PlaylistChoice } from '../api/get-playlist-choices';
import { editScreenSchema, renameScreenSchema, useRenameScreen, useUpdateScreen } from '../api/update-screen';
import { messages } from '../messages';

import { ScreenModalForm } from './screen-modal-form';
import { ScreenTimeZoneField } from './screen-time-zone-field';

const choicesOf = (playlists: readonly PlaylistChoice[]) => playlists.map((playlist) => ({ value: playlist.id, label: playlist.playlistName }));

interface AddScreenModalProps {
  open: boolean;
  playlists: readonly PlaylistChoice[];
  onClose: () => void;
  /** The code filled in (a TV's QR code opens the page with `?code=`). */
  code?: string;
}

/** Add Screen: its name, the code the TV shows, and what it plays. */
export function AddScreenModal({ open, playlists, onClose, code = '' }: AddScreenModalProps) {
  const create = useCreateScreen();
  const t = useMessages(messages);
  return (
    <ScreenModalForm
      open={open}
      title={t.addScreen}
      description={t.addDescription}
      schema={addScreenSchema}
      defaultValues={{ name: '', pairingCode: code, playlistId: '' }}
      save={(values) => create.mutateAsync(values)}
      done={t.added}
      failed={t.addFailed}
      onClose={onClose}
    >
      <TextField name="name" label={t.name} autoComplete="off" />
      <TextField name="pairingCode" label={t.pairingCode} autoComplete="off" autoCapitalize="characters" maxLength={12} className="font-mono uppercase" />
      <SelectField name="playlistId" label={t.playlist} placeholder={t.noPlaylist} options={choicesOf(playlists)} />
    </ScreenModalForm>
  );
}

interface EditScreenModalProps {
  screen: Screen | null;
  playlists: readonly PlaylistChoice[];
  onClose: () => void;
}

/** Rename a screen, change what it plays (the TV changes after its current item) or its time zone. */
export function EditScreenModal({ screen, playlists, onClose }: EditScreenModalProps) {
  const update = useUpdateScreen();
  const t = useMessages(messages);
  return (
    <ScreenModalForm
      open={screen !== null}
      withForm={screen !== null}
      title={t.editScreen}
      schema={editScreenSchema}
      defaultValues={{ name: screen?.name ?? '', playlistId: screen?.playlistId ?? '', timeZone: screen?.timeZone ?? '' }}
      save={(values) => update.mutateAsync({ id: screen?.id ?? '', values, zoneBefore: screen?.timeZone ?? '' })}
      done={t.updated}
      failed={t.updateFailed}
      onClose={onClose}
    >
      <TextField name="name" label={t.name} autoComplete="off" />
      <SelectField name="playlistId" label={t.playlist} placeholder={t.noPlaylist} options={choicesOf(playlists)} />
      <ScreenTimeZoneField current={screen?.timeZone ?? ''} />
    </ScreenModalForm>
  );
}

interface RenameScreenModalProps {
  clientId: string;
  screen: Screen | null;
  onClose: () => void;
}

/** Staff: rename one of a client's screens (its playlist stays the client's choice). */
export function RenameScreenModal({ clientId, screen, onClose }: RenameScreenModalProps) {
  const rename = useRenameScreen(clientId);
  const t = useMessages(messages);
  return (
    <ScreenModalForm
      open={screen !== null}
      withForm={screen !== null}
      title={t.renameScreen}
      schema={renameScreenSchema}
      defaultValues={{ name: screen?.name ?? '' }}
      save={(values) => rename.mutateAsync({ id: screen?.id ?? '', values })}
      done={t.updated}
      failed={t.updateFailed}
      onClose={onClose}
    >
      <TextField name="name" label={t.name} autoComplete="off" />
    </ScreenModalForm>
  );
}
