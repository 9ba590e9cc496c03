/**
 * The one place numbers, sizes, amounts and dates are written for the user, through `Intl` in
 * the chosen language: USD amounts (spec §9), mm/dd/yyyy and a 12-hour clock in English,
 * dd/mm/yyyy and a 24-hour clock in Spanish, decimal commas in Spanish. Components take the
 * formatters bound to the current language from `useFormat()`.
 */

import { useMemo } from 'react';

import { useLanguage, type Language } from './i18n';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${language}${JSON.stringify(options)}`;
  if (!cache.has(key)) cache.set(key, new Intl.NumberFormat(LOCALES[language], options));
  return cache.get(key) as Intl.NumberFormat;
}

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${language}${JSON.stringify(options)}`;
  if (!cache.has(key)) cache.set(key, new Intl.DateTimeFormat(LOCALES[language], options));
  return cache.get(key) as Intl.DateTimeFormat;
}

/** Intl may put a narrow no-break space before AM/PM; the portal writes a plain one. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const finite = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
};

/** $1,234.50 (Spanish: 1234,50 US$). */
export function formatUsd(amount: number | string | null | undefined, language: Language = 'en'): string {
  return plainSpaces(numberFormat(language, { style: 'currency', currency: 'USD' }).format(finite(amount)));
}

/** A number as the language writes it (1,234.5 / 1234,5). */
export function formatNumber(value: number, language: Language = 'en', fractionDigits?: number): string {
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return numberFormat(language, digits).format(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The Date of a value; a date-only string (yyyy-mm-dd, as Payment_Date is stored) is that local day. */
function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const dateOnly = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** mm/dd/yyyy (Spanish dd/mm/yyyy); a datetime in the browser's time zone; '' for none. */
export function formatDate(value: string | Date | null | undefined, language: Language = 'en'): string {
  const date = toDate(value);
  return date ? dateFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date) : '';
}

/** mm/dd/yyyy h:mm AM|PM (Spanish: dd/mm/yyyy HH:mm) in the browser's time zone; '' for none. */
export function formatDateTime(value: string | Date | null | undefined, language: Language = 'en'): string {
  const date = toDate(value);
  if (!date) return '';
  const clock = language === 'es' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const : { hour: 'numeric', minute: '2-digit', hour12: true } as const;
  return `${formatDate(date, language)} ${plainSpaces(dateFormat(language, clock).format(date))}`;
}

/** mm/dd/yyyy HH:mm (Spanish dd/mm/yyyy HH:mm), a 24-hour clock: an audit entry's moment. */
export function formatMoment(value: string | Date | null | undefined, language: Language = 'en'): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date, language)} ${dateFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)}`;
}

/** yyyy-mm-dd of a local calendar day. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(date: Date, days: number): Date {
  const copy = new Date(date.getTime());
  copy.setDate(copy.getDate() + days);
  return copy;
}

const UNITS = [
  ['GB', 1024 ** 3, 2],
  ['MB', 1024 ** 2, 1],
  ['KB', 1024, 1],
] as const;

/** 1.5 MB, 320.0 KB, 12 B (Spanish: 1,5 MB, 424,0 KB). */
export function formatBytes(bytes: number | null | undefined, language: Language = 'en'): string {
  const value = Math.max(finite(bytes), 0);
  const unit = UNITS.find(([, size]) => value >= size);
  if (!unit) return `${formatNumber(value, language)} B`;
  const [name, size, digits] = unit;
  return `${formatNumber(value / size, language, digits)} ${name}`;
}

/** 75 → "1:15", 3725 → "1:02:05" */
export function formatDuration(seconds: number | null | undefined): string {
  const total = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** 'A', 'A and B', 'A, B and C' (in Spanish 'A, B y C'): a list written as a sentence names it. */
export function joinWithAnd(parts: readonly string[], language: Language = 'en'): string {
  const and = language === 'es' ? 'y' : 'and';
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1) ?? ''}` : (parts[0] ?? '');
}

/** The formatters in the current language. */
export function useFormat() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      usd: (amount: number | string | null | undefined) => formatUsd(amount, language),
      bytes: (bytes: number | null | undefined) => formatBytes(bytes, language),
      number: (value: number, fractionDigits?: number) => formatNumber(value, language, fractionDigits),
      date: (value: string | Date | null | undefined) => formatDate(value, language),
      dateTime: (value: string | Date | null | undefined) => formatDateTime(value, language),
      moment: (value: string | Date | null | undefined) => formatMoment(value, language),
    }),
    [language],
  );
}
