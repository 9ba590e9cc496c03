import { Button } from '@/components/button';
import { useLanguage, useMessages } from '@/lib/i18n';

import type { WeekDay } from '../api/types';
import { messages } from '../messages';
import { dayLabel } from '../utils/time';

interface DayListProps {
  days: readonly WeekDay[];
  /** Which of them is shown (0 = the week's Monday). */
  index: number;
  defaultName: string;
  onPrevious: () => void;
  onNext: () => void;
  onOpen: (entryId: string) => void;
}

/** On a phone: one day at a time, its slices as rows "07:00-11:30 Breakfast"; an entry's row opens it. */
export function DayList({ days, index, defaultName, onPrevious, onNext, onOpen }: DayListProps) {
  const t = useMessages(messages);
  const { language } = useLanguage();
  const day = days[index];
  if (!day) return null;
  const label = dayLabel(day.date, language, 'short');
  return (
    <section aria-label={label} className="rounded-lg border border-slate-200 bg-white">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 p-2">
        <Button variant="secondary" size="sm" onClick={onPrevious}>
          {t.previousDay}
        </Button>
        <h2 className="text-sm font-semibold text-slate-900">{label}</h2>
        <Button variant="secondary" size="sm" onClick={onNext}>
          {t.nextDay}
        </Button>
      </div>
      <ul className="divide-y divide-slate-100">
        {day.slices.map((slice) => {
          const text = t.row(slice.start, slice.end, slice.playlistName ?? defaultName);
          return (
            <li key={slice.start} className="px-3 py-2 text-sm">
              {slice.entryId === null ? (
                <span className="text-slate-500">{text}</span>
              ) : (
                <button type="button" className="w-full text-left font-medium text-brand-700 underline-offset-2 hover:underline" onClick={() => onOpen(slice.entryId ?? '')}>
                  {text}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
