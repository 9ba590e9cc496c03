import { formatDate } from '@/lib/format';
import type { Language } from '@/lib/i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** mm/dd/yyyy hh:mm (Spanish: dd/mm/yyyy hh:mm) in the browser's time zone (an audit entry's moment). */
export function formatMoment(value: string, language: Language = 'en'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date, language)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
