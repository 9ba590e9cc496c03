import { useId, type ReactNode } from 'react';

import { Button } from '@/components/button';
import { inputClasses } from '@/components/field-shell';
import { AUDIT_ACTIONS, type User } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { NO_FILTERS, type AuditFilters as Filters } from '../api/get-audit-log';
import { messages } from '../messages';

interface AuditFiltersProps {
  value: Filters;
  users: readonly User[];
  onChange: (next: Filters) => void;
}

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

/** The audit grid's filters: user, action and a day range; each change asks the server again. */
export function AuditFilters({ value, users, onChange }: AuditFiltersProps) {
  const t = useMessages(messages);
  const set = (field: keyof Filters) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  return (
    <fieldset className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <legend className="sr-only">{t.filters}</legend>
      <Labelled label={t.user}>
        {(id) => (
          <select id={id} className={inputClasses(false)} value={value.userId} onChange={set('userId')}>
            <option value="">{t.allUsers}</option>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.name} ({user.email})
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label={t.action}>
        {(id) => (
          <select id={id} className={inputClasses(false)} value={value.action} onChange={set('action')}>
            <option value="">{t.allActions}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label={t.from}>
        {(id) => <input id={id} type="date" className={inputClasses(false)} value={value.from} max={value.to || undefined} onChange={set('from')} />}
      </Labelled>
      <Labelled label={t.to}>
        {(id) => <input id={id} type="date" className={inputClasses(false)} value={value.to} min={value.from || undefined} onChange={set('to')} />}
      </Labelled>
      <Button variant="secondary" onClick={() => onChange(NO_FILTERS)}>
        {t.clearFilters}
      </Button>
    </fieldset>
  );
}
