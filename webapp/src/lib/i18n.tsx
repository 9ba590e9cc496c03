import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The portal's two languages. A screen's words live in its feature's `messages.ts`, written
 * with `defineMessages({ en: {...}, es: {...} })`: TypeScript refuses a Spanish catalog that
 * lacks a key of the English one or gives it another shape, so no word is left untranslated.
 * Components read theirs with `useMessages(messages)`. Plain typed objects, not i18next: see
 * docs/decisions.md ("Languages: typed catalogs per feature").
 */
export type Language = 'en' | 'es';

export const LANGUAGES: readonly Language[] = ['en', 'es'];

/** Each language's name, written in itself (as a language picker shows it). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** localStorage key of the last language chosen in this browser (for the anonymous screens). */
export const LANGUAGE_KEY = 'signage.language';

export interface Catalog<T> {
  en: T;
  es: NoInfer<T>;
}

/** A feature's words in both languages; the Spanish catalog must match the English one. */
export function defineMessages<T>(catalog: Catalog<T>): Catalog<T> {
  return catalog;
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

/** The browser's remembered choice, else its own language when Spanish, else English. */
export function browserLanguage(): Language {
  const stored = readStored();
  if (stored !== null) return stored;
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

function readStored(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

interface LanguageContextValue {
  language: Language;
  /** Shows every screen in `language` and remembers it in this browser. */
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue>({ language: 'en', setLanguage: () => undefined });

/** The current language for everything below; `<html lang>` follows it. */
export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: Language }) {
  const [language, setState] = useState<Language>(() => initial ?? browserLanguage());
  const setLanguage = useCallback((next: Language) => {
    remember(next);
    setState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageContextValue {
  return use(LanguageContext);
}

/** The words of `catalog` in the current language. */
export function useMessages<T>(catalog: Catalog<T>): T {
  return catalog[use(LanguageContext).language];
}
