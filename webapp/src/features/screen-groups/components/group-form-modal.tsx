import { applyFieldErrors, Form } from '@/components/form';
import { FormActions } from '@/components/form-actions';
import { TextField } from '@/components/fields';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import { useMessages } from '@/lib/i18n';
import type { ScreenGroup } from '@/types/api';

import { groupSchema, useCreateScreenGroup, type GroupValues } from '../api/create-screen-group';
import type { ScreenChoice } from '../api/get-screen-choices';
import { useUpdateScreenGroup } from '../api/update-screen-group';
import { messages } from '../messages';

import { MemberCheckboxes } from './member-checkboxes';

interface GroupFormModalProps {
  /** 'new' to add a group, a group to edit it, null when closed. */
  group: ScreenGroup | 'new' | null;
  screens: readonly ScreenChoice[];
  onClose: () => void;
}

/** Add Group or Edit Group: its name and which of the client's screens are in it. */
export function GroupFormModal({ group, screens, onClose }: GroupFormModalProps) {
  const t = useMessages(messages);
  const toast = useToast();
  const create = useCreateScreenGroup();
  const update = useUpdateScreenGroup();
  const editing = group !== null && group !== 'new' ? group : null;
  const title = editing ? t.editGroup : t.addGroup;
  const save = (values: GroupValues) => (editing ? update.mutateAsync({ id: editing.id, values }) : create.mutateAsync(values));
  return (
    <Modal open={group !== null} onClose={onClose} title={title}>
      {group !== null ? (
        <Form
          schema={groupSchema}
          defaultValues={{ name: editing?.name ?? '', screenIds: editing?.screenIds ?? [] }}
          aria-label={title}
          className="flex flex-col gap-4"
          onSubmit={async (values: GroupValues, form) => {
            try {
              await save(values);
              toast.success(editing ? t.updated : t.added);
              onClose();
            } catch (failure) {
              if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, editing ? t.updateFailed : t.addFailed));
            }
          }}
        >
          {({ formState: { isSubmitting } }) => (
            <>
              <TextField name="name" label={t.name} autoComplete="off" />
              <MemberCheckboxes screens={screens} />
              <FormActions onCancel={onClose} busy={isSubmitting} className="pt-2" />
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
