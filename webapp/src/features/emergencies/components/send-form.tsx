import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ConfirmModal } from '@/components/confirm-modal';
import { Button } from '@/components/button';
import { SelectField, TextAreaField, TextField } from '@/components/fields';
import { applyFieldErrors, Form, type FormMethods } from '@/components/form';
import { useToast } from '@/components/toasts';
import { everyClientQuery } from '@/lib/clients';
import { failureMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useMessages } from '@/lib/i18n';

import { groupChoicesQuery } from '../api/get-group-choices';
import { imageChoicesQuery } from '../api/get-image-choices';
import { sendEmergencySchema, type SendEmergencyInput, useSendEmergency, type SendEmergencyValues } from '../api/send-emergency';
import { messages } from '../messages';

import { ColourField, SWATCHES } from './colour-field';

type Values = Record<keyof SendEmergencyValues, string>;
type Methods = FormMethods<SendEmergencyInput, SendEmergencyValues>;

/** A `datetime-local` value, in this browser's time zone, an hour from `now`. */
export function anHourFrom(now: Date): string {
  const later = new Date(now.getTime() + 60 * 60_000 - now.getTimezoneOffset() * 60_000);
  return later.toISOString().slice(0, 16);
}

const blank = (): Values => ({ text: '', colour: SWATCHES[0].value, endsAt: anHourFrom(new Date()), imageMediaId: '', clientId: '', groupId: '' });

/** Send to: a Client's screens, all or one group's; staff choose one client, or every client. */
function SendTo({ staff }: { staff: boolean }) {
  const t = useMessages(messages);
  const clients = useQuery({ ...everyClientQuery(), enabled: staff });
  const groups = useQuery({ ...groupChoicesQuery(), enabled: !staff });
  if (!staff) {
    const choices = (groups.data ?? []).map((group) => ({ value: group.id, label: group.name }));
    return <SelectField name="groupId" label={t.sendTo} placeholder={t.allScreens} options={choices} />;
  }
  const options = (clients.data ?? []).map((client) => ({ value: client.id, label: client.businessName }));
  return <SelectField name="clientId" label={t.sendTo} placeholder={t.everyClient} options={options} hint={t.textOnly} />;
}

function ImageField() {
  const t = useMessages(messages);
  const images = useQuery(imageChoicesQuery());
  const options = (images.data ?? []).map((image) => ({ value: image.id, label: image.name }));
  return <SelectField name="imageMediaId" label={t.image} placeholder={t.noImage} options={options} />;
}

/** Where a message goes, in words: the confirm dialog's sentence. */
function useAudience(staff: boolean) {
  const t = useMessages(messages);
  const clients = useQuery({ ...everyClientQuery(), enabled: staff });
  const groups = useQuery({ ...groupChoicesQuery(), enabled: !staff });
  return ({ clientId, groupId }: SendEmergencyValues) => {
    const group = groups.data?.find((item) => item.id === groupId);
    if (!staff) return group ? t.groupScreens(group.name) : t.yourScreens;
    const client = clients.data?.find((item) => item.id === clientId);
    return client ? t.clientScreens(client.businessName) : t.everyScreen;
  };
}

/** The message form; Send asks first (a dialog), then the screens show it within seconds. */
export function SendForm({ staff }: { staff: boolean }) {
  const t = useMessages(messages);
  const { language } = useLanguage();
  const toast = useToast();
  const send = useSendEmergency();
  const audience = useAudience(staff);
  const [pending, setPending] = useState<{ values: SendEmergencyValues; form: Methods } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { values, form } = pending;
    try {
      await send.mutateAsync(values);
      toast.success(t.sent);
      form.reset(blank());
    } catch (failure) {
      if (!applyFieldErrors(form, failure)) toast.error(failureMessage(failure, t.sendFailed));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <Form schema={sendEmergencySchema} defaultValues={blank()} aria-label={t.newMessage} className="flex flex-col gap-4" onSubmit={(values, form) => setPending({ values, form })}>
        <TextAreaField name="text" label={t.message} rows={3} />
        <ColourField />
        {staff ? null : <ImageField />}
        <TextField name="endsAt" label={t.endsAt} type="datetime-local" />
        <SendTo staff={staff} />
        <div>
          <Button type="submit" variant="danger">
            {t.send}
          </Button>
        </div>
      </Form>
      <ConfirmModal
        open={pending !== null}
        title={t.confirmTitle}
        description={pending ? t.confirmSend(audience(pending.values), formatDateTime(new Date(pending.values.endsAt), language)) : undefined}
        confirmLabel={t.send}
        danger
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
}
