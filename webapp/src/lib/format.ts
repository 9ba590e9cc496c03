/** Display formats of spec §9: USD amounts, en-US dates mm/dd/yyyy; in Spanish, dd/mm/yyyy
 * and a 24-hour clock. */

import type { Language } from './i18n';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return usd.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * mm/dd/yyyy. A date-only string (yyyy-mm-dd, as Payment_Date is stored) is shown as that
 * calendar day; a datetime is shown in the browser's time zone.
 */
export function formatDate(value: string | Date | null | undefined, language: Language = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const dateOnly = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = value instanceof Date ? value : new Date(value);
  if (!dateOnly && Number.isNaN(date.getTime())) return '';
  const [year, month, day] = dateOnly ? [dateOnly[1], dateOnly[2], dateOnly[3]] : [String(date.getFullYear()), pad(date.getMonth() + 1), pad(date.getDate())];
  return language === 'es' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** mm/dd/yyyy h:mm AM|PM (Spanish: dd/mm/yyyy HH:mm) in the browser's time zone; '' for no or a bad datetime. */
export function formatDateTime(value: string | Date | null | undefined, language: Language = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  if (language === 'es') return `${formatDate(date, language)} ${pad(hours)}:${pad(date.getMinutes())}`;
  return `${formatDate(date)} ${hours % 12 || 12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
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

/** 1.5 MB, 320 KB, 12 B */
export function formatBytes(bytes: number | null | undefined): string {
  const value = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (value < 1024) return `${value} B`;
  if (value < 1024 * 1024) return `${(value / 1024).toFixed(1)} KB`;
  if (value < 1024 * 1024 * 1024) return `${(value / (1024 * 1024)).toFixed(1)} MB`;
  return `${(value / (1024 * 1024 * 1024)).toFixed(2)} GB`;
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
