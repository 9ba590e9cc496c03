import { useId, type ReactNode } from 'react';

import { inputClasses } from '@/components/field-shell';
import { useMessages } from '@/lib/i18n';

import type { PlaysAsked } from '../api/get-plays';
import { messages } from '../messages';

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The report's days (From, To) in the browser's zone, said under them. */
export function PlaysFilters({ value, onChange }: { value: PlaysAsked; onChange: (next: PlaysAsked) => void }) {
  const t = useMessages(messages);
  const set = (field: 'from' | 'to') => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  return (
    <fieldset className="mb-4 grid gap-3 sm:grid-cols-3 sm:items-end">
      <legend className="sr-only">{t.timeZone(value.tz)}</legend>
      <Labelled label={t.from}>{(id) => <input id={id} type="date" className={inputClasses(false)} value={value.from} onChange={set('from')} />}</Labelled>
      <Labelled label={t.to}>{(id) => <input id={id} type="date" className={inputClasses(false)} value={value.to} onChange={set('to')} />}</Labelled>
      <p className="text-sm text-slate-600 sm:pb-2">{t.timeZone(value.tz)}</p>
    </fieldset>
  );
}
