import { formatDate } from '@/lib/format';

const pad = (n: number) => String(n).padStart(2, '0');

/** mm/dd/yyyy hh:mm in the browser's time zone (an audit entry's moment). */
export function formatMoment(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
