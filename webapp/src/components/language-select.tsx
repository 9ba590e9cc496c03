import { useId, useState } from 'react';

import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { defineMessages, isLanguage, useLanguage, useMessages, type Language } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import type { Session } from '@/types/api';

import { inputClasses } from './field-shell';

const messages = defineMessages({
  en: { label: 'Language', notSaved: 'Your language could not be saved for your next visit.' },
  es: () => import('./language-select.es'),
});

/** Each language by its name in itself, as a language picker shows it. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** PUT /api/auth/me/language: remembered on the signed-in user; answers the session. */
export function saveLanguage(language: Language): Promise<Session> {
  return api.put<Session>('/auth/me/language', { language });
}

/**
 * The language of every screen (English, Español), on the signed-out screens and in the
 * portal's top bar. The choice shows at once and is remembered in this browser; for a
 * signed-in user it is also saved on their user, so every browser they sign in from shows it.
 * `stacked`: the label above the select on phones (the top bar's width goes to the user's name).
 */
export function LanguageSelect({ className, stacked = false }: { className?: string; stacked?: boolean }) {
  const id = useId();
  const { language, setLanguage } = useLanguage();
  const { session, setUser } = useSession();
  const [failed, setFailed] = useState(false);
  const t = useMessages(messages);

  const choose = async (next: Language) => {
    setLanguage(next);
    setFailed(false);
    if (session === null) return;
    try {
      setUser((await saveLanguage(next)).user);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className={cn(stacked ? 'flex flex-col items-start sm:flex-row sm:items-center sm:gap-2' : 'flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {t.label}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => isLanguage(event.target.value) && void choose(event.target.value)}
        className={inputClasses(false, 'w-auto py-1 text-xs')}
      >
        {(Object.keys(LANGUAGE_NAMES) as Language[]).map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      {failed ? (
        <p role="alert" className="text-xs text-red-700">
          {t.notSaved}
        </p>
      ) : null}
    </div>
  );
}
