import { useId } from 'react';

import { defineMessages, useMessages } from '@/lib/i18n';
import type { SortOrder } from '@/lib/pages';

import { inputClasses } from './field-shell';

const messages = defineMessages({
  en: { label: 'Sort by', newest: 'Newest first', name: 'Name (A–Z)', title: 'Title (A–Z)' },
  es: () => import('./sort-select.es'),
});

interface SortSelectProps {
  value: SortOrder;
  onChange: (sort: SortOrder) => void;
  /** What the list's name field is called: a name, or a title (videos). */
  nameIs?: 'name' | 'title';
}

/**
 * The sort of a library grid (medias, videos, playlists), next to its search: the order becomes
 * part of the list's query key, so the server answers the first page in that order.
 */
export function SortSelect({ value, onChange, nameIs = 'name' }: SortSelectProps) {
  const id = useId();
  const t = useMessages(messages);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t.label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value === 'name' ? 'name' : 'newest')} className={inputClasses(false)}>
        <option value="newest">{t.newest}</option>
        <option value="name">{t[nameIs]}</option>
      </select>
    </div>
  );
}
