import { useId } from 'react';
import { useController } from 'react-hook-form';

import { useMessages } from '@/lib/i18n';

import type { ScreenChoice } from '../api/get-screen-choices';
import { messages } from '../messages';

/** The client's screens as checkboxes, each labelled with its name; the ticked ids are the group's members. */
export function MemberCheckboxes({ screens }: { screens: readonly ScreenChoice[] }) {
  const t = useMessages(messages);
  const { field } = useController({ name: 'screenIds' });
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (id: string, on: boolean) => field.onChange(on ? [...chosen, id] : chosen.filter((each) => each !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t.members}</legend>
      {screens.length === 0 ? <p className="text-sm text-slate-600">{t.noScreens}</p> : null}
      {screens.map((screen) => (
        <Member key={screen.id} name={screen.name} checked={chosen.includes(screen.id)} onChange={(on) => toggle(screen.id, on)} />
      ))}
    </fieldset>
  );
}

/** One screen's checkbox with its name as its label. */
function Member({ name, checked, onChange }: { name: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="h-4 w-4 rounded border-slate-300" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="text-sm text-slate-700">
        {name}
      </label>
    </div>
  );
}
