import { createContext, use, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The portal's two languages. A screen's words live in its feature's `messages.ts`, written
 * with `defineMessages({ en: {...}, es: () => import('./messages.es') })`: TypeScript refuses a
 * Spanish catalog that lacks a key of the English one or gives it another shape, so no word is
 * left untranslated. Components read theirs with `useMessages(messages)`. Plain typed objects,
 * not i18next: see docs/decisions.md ("Languages: typed catalogs per feature").
 */
export type Language = 'en' | 'es';

/** localStorage key of the last language chosen in this browser (for the anonymous screens). */
export const LANGUAGE_KEY = 'signage.language';

/**
 * A feature's words: English in the chunk that shows them, Spanish in a module of its own
 * (`messages.es.ts`), loaded when the portal turns Spanish (or when a screen first shows in
 * Spanish), so the English screens (the login first of all) carry no Spanish bytes.
 */
export interface Catalog<T> {
  en: T;
  es: () => Promise<{ default: NoInfer<T> }>;
}

const catalogs: Catalog<unknown>[] = [];
const spanish = new Map<Catalog<unknown>, unknown>();
const loading = new Map<Catalog<unknown>, Promise<void>>();
const listeners = new Set<() => void>();
let loadedCount = 0;

/** A feature's words in both languages; the Spanish catalog must match the English one. */
export function defineMessages<T>(catalog: Catalog<T>): Catalog<T> {
  catalogs.push(catalog as Catalog<unknown>);
  return catalog;
}

function loadSpanish(catalog: Catalog<unknown>): Promise<void> {
  let found = loading.get(catalog);
  if (found === undefined) {
    found = catalog.es().then((module) => {
      spanish.set(catalog, module.default);
      loadedCount += 1;
      listeners.forEach((listener) => listener());
    });
    loading.set(catalog, found);
  }
  return found;
}

/** The Spanish of every catalog of the screens loaded so far (before the portal turns Spanish). */
function loadAllSpanish(): Promise<void> {
  return Promise.all(catalogs.map(loadSpanish)).then(() => undefined);
}

/**
 * Resolves once every catalog registered so far has its words in the browser's language (the
 * one the portal shows, remembered on every choice): a lazily loaded screen awaits it after
 * its code arrives, so it never shows English first.
 */
export function wordsReady(): Promise<void> {
  return browserLanguage() === 'es' ? loadAllSpanish() : Promise.resolve();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
    // Spanish shows once the words of the screens on view have loaded, all at once.
    if (next === 'es') void loadAllSpanish().finally(() => setState(next));
    else setState(next);
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

/**
 * The words of `catalog` in the current language. Lazily loaded screens wait for theirs
 * (`wordsReady`); a catalog first used otherwise shows its English words for the moment its
 * Spanish ones take to load.
 */
export function useMessages<T>(catalog: Catalog<T>): T {
  const { language } = use(LanguageContext);
  useSyncExternalStore(subscribe, () => loadedCount);
  if (language === 'en') return catalog.en;
  const found = spanish.get(catalog as Catalog<unknown>);
  if (found === undefined) void loadSpanish(catalog as Catalog<unknown>);
  return (found as T | undefined) ?? catalog.en;
}
