import { useId } from 'react';
import { useController, useFormContext, type FieldError } from 'react-hook-form';

import { Button } from '@/components/button';
import { useMessages } from '@/lib/i18n';

import { messages } from '../messages';

const EVERY_DAY = ['0', '1', '2', '3', '4', '5', '6'];
const WEEKDAYS = EVERY_DAY.slice(0, 5);

/** Mon..Sun as checkboxes, each labelled, with "Every day" and "Mon-Fri" to tick a week at
 * once; the ticked ones are the entry's days ("0".."6"). */
export function DayCheckboxes() {
  const t = useMessages(messages);
  const { field } = useController({ name: 'days' });
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (day: string, on: boolean) => field.onChange(on ? [...chosen, day] : chosen.filter((each) => each !== day));
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t.days}</legend>
      <div className="flex flex-wrap gap-x-4 gap-2">
        {t.dayShort.map((label, day) => (
          <Day key={label} label={label} checked={chosen.includes(String(day))} onChange={(on) => toggle(String(day), on)} />
        ))}
        <Button variant="ghost" size="sm" onClick={() => field.onChange(EVERY_DAY)}>
          {t.everyDay}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => field.onChange(WEEKDAYS)}>
          {t.weekdays}
        </Button>
      </div>
      <ServerMessage names={['days']} />
    </fieldset>
  );
}

function Day({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <input id={id} type="checkbox" className="h-4 w-4 rounded border-slate-300" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}

/** The first message the server gave for any of `names` (fields without an input of their own: the overlap, the target). */
export function ServerMessage({ names }: { names: readonly string[] }) {
  const {
    formState: { errors },
  } = useFormContext();
  const message = names.map((name) => (errors[name] as FieldError | undefined)?.message).find((each) => typeof each === 'string');
  return message ? (
    <p role="alert" className="text-xs font-medium text-red-600">
      {message}
    </p>
  ) : null;
}
