import { useWatch } from 'react-hook-form';

import { SelectField, TextField } from '@/components/fields';
import { useMessages } from '@/lib/i18n';

import type { Choice } from '../api/get-choices';
import { messages } from '../messages';

import { DayCheckboxes, ServerMessage } from './day-checkboxes';

const options = (choices: readonly Choice[]) => choices.map(({ id, name }) => ({ value: id, label: name }));
const PRIORITIES = Array.from({ length: 10 }, (_, level) => ({ value: String(level), label: String(level) }));

/** Playlist, and where it applies: this screen, a group (then which), or all screens. */
function WhatAndWhere({ playlists, groups }: { playlists: readonly Choice[]; groups: readonly Choice[] }) {
  const t = useMessages(messages);
  const kind = useWatch({ name: 'targetKind' }) as string;
  const kinds = [
    { value: 'screen', label: t.thisScreen },
    { value: 'group', label: t.aGroup },
    { value: 'all', label: t.allScreens },
  ];
  return (
    <>
      <SelectField name="playlistId" label={t.playlist} placeholder={t.choosePlaylist} options={options(playlists)} />
      <SelectField name="targetKind" label={t.appliesTo} options={kinds} />
      {kind === 'group' ? <SelectField name="targetId" label={t.group} placeholder={t.chooseGroup} options={options(groups)} /> : null}
      <ServerMessage names={['target']} />
    </>
  );
}

/** When: days, start and end (quarter hours), an optional date range. */
function When() {
  const t = useMessages(messages);
  return (
    <>
      <DayCheckboxes />
      <div className="grid grid-cols-2 gap-3">
        <TextField name="start" label={t.start} type="time" step={900} />
        <TextField name="end" label={t.end} type="time" step={900} />
      </div>
      <ServerMessage names={['schedule']} />
      <div className="grid grid-cols-2 gap-3">
        <TextField name="startsOn" label={t.from} type="date" hint={t.optional} />
        <TextField name="endsOn" label={t.until} type="date" hint={t.optional} />
      </div>
    </>
  );
}

/** The entry dialog's labelled fields, each named as the server names it. */
export function EntryFields({ playlists, groups }: { playlists: readonly Choice[]; groups: readonly Choice[] }) {
  const t = useMessages(messages);
  const switches = [
    { value: 'itemEnd', label: t.itemEnd },
    { value: 'now', label: t.atOnce },
  ];
  return (
    <>
      <WhatAndWhere playlists={playlists} groups={groups} />
      <When />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField name="priority" label={t.priority} options={PRIORITIES} hint={t.priorityHint} />
        <SelectField name="switch" label={t.switch} options={switches} />
      </div>
    </>
  );
}
