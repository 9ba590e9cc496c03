import { useQuery } from '@tanstack/react-query';

import { Button } from '@/components/button';
import { applyFieldErrors, Form } from '@/components/form';
import { FormActions } from '@/components/form-actions';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';

import { groupChoicesQuery, playlistChoicesQuery } from '../api/get-choices';
import { entrySchema, toBody, useCreateSchedule, useUpdateSchedule, type EntryInput, type EntryValues } from '../api/save-schedule';
import type { ScheduleEntry } from '../api/types';
import { messages } from '../messages';

import { EntryFields } from './entry-fields';

/** A new entry's starting point: the day and times dragged over, or the New entry button's. */
export interface Draft {
  day: number | null;
  start: string;
  end: string;
}

/** What the dialog edits: a new entry from a draft, an existing one, or nothing (closed). */
export type Editing = { draft: Draft } | { entry: ScheduleEntry } | null;

function initialValues(editing: NonNullable<Editing>): EntryInput {
  if ('entry' in editing) {
    const { entry } = editing;
    const { playlistId, targetKind, start, end } = entry;
    const targetId = targetKind === 'group' ? entry.targetId : '';
    return { playlistId, targetKind, targetId, start, end, days: entry.days.map(String), startsOn: entry.startsOn ?? '', endsOn: entry.endsOn ?? '', priority: String(entry.priority), switch: entry.switch };
  }
  const { day, start, end } = editing.draft;
  return { playlistId: '', targetKind: 'screen', targetId: '', days: day === null ? [] : [String(day)], start, end, startsOn: '', endsOn: '', priority: '0', switch: 'itemEnd' };
}

interface EntryDialogProps {
  editing: Editing;
  screenId: string;
  onClose: () => void;
  onDelete: (entry: ScheduleEntry) => void;
}

/** New or Edit schedule entry: its labelled fields; Save posts or patches, the server's refusals show at the fields. */
export function EntryDialog({ editing, screenId, onClose, onDelete }: EntryDialogProps) {
  const t = useMessages(messages);
  const toast = useToast();
  const playlists = useQuery(playlistChoicesQuery());
  const groups = useQuery(groupChoicesQuery());
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const entry = editing && 'entry' in editing ? editing.entry : null;
  const title = entry ? t.editEntry : t.addEntry;
  const save = (values: EntryValues) => {
    const body = toBody(values, entry?.targetKind === 'screen' ? entry.targetId : screenId);
    return entry ? update.mutateAsync({ id: entry.id, body }) : create.mutateAsync(body);
  };
  return (
    <Modal open={editing !== null} onClose={onClose} title={title} size="lg">
      {editing !== null ? (
        <Form
          schema={entrySchema}
          defaultValues={initialValues(editing)}
          aria-label={title}
          className="flex flex-col gap-4"
          onSubmit={async (values, form) => {
            try {
              await save(values);
              toast.success(entry ? t.updated : t.added);
              onClose();
            } catch (failure) {
              if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, t.saveFailed));
            }
          }}
        >
          {({ formState: { isSubmitting } }) => (
            <>
              <EntryFields playlists={playlists.data ?? []} groups={groups.data ?? []} />
              <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center sm:justify-between">
                {entry ? (
                  <Button type="button" variant="ghost" className="text-red-700" onClick={() => onDelete(entry)}>
                    {t.remove}
                  </Button>
                ) : <span />}
                <FormActions onCancel={onClose} busy={isSubmitting} />
              </div>
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
