import { useEffect, useRef } from 'react';

import { useLanguage } from '@/lib/i18n';

import type { ScheduleWeek } from '../api/types';
import { dayLabel, nowIn, weekdayOf } from '../utils/time';

import { DayColumn, type ColumnActions } from './day-column';

/** One hour's height: the day is 24 of them, scrolled to the morning at first. */
const HOUR_PX = 40;
const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

interface WeekGridProps {
  week: ScheduleWeek;
  caption: string;
  defaultName: string;
  dayNames: readonly string[];
  now: Date;
  actions: ColumnActions;
}

/** The hours down the left side. */
function TimeAxis() {
  return (
    <div aria-hidden="true" className="relative w-12 shrink-0 text-right text-[11px] text-slate-500">
      {HOURS.map((hour, index) => (
        <span key={hour} className="absolute right-1 -translate-y-1/2" style={{ top: `${index * HOUR_PX}px` }}>
          {index === 0 ? '' : hour}
        </span>
      ))}
    </div>
  );
}

/** A column per day ("Mon 30 Nov"), a time axis, blocks and gaps, and the "now" line in the screen's zone. */
export function WeekGrid({ week, caption, defaultName, dayNames, now, actions }: WeekGridProps) {
  const { language } = useLanguage();
  const scroller = useRef<HTMLDivElement>(null);
  const today = nowIn(week.timeZone, now);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 6 * HOUR_PX;
  }, []);
  return (
    <figure aria-label={caption} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <figcaption className="sr-only">{caption}</figcaption>
      <div className="flex border-b border-slate-200 pl-12 text-xs font-semibold text-slate-700">
        {week.days.map((day) => (
          <div key={day.date} className="flex-1 truncate border-l border-slate-200 px-1 py-2 text-center">
            {dayLabel(day.date, language, 'short')}
          </div>
        ))}
      </div>
      <div ref={scroller} className="max-h-[65vh] overflow-y-auto">
        <div className="flex" style={{ height: `${24 * HOUR_PX}px` }}>
          <TimeAxis />
          <div className="grid flex-1 bg-[repeating-linear-gradient(to_bottom,transparent_0,transparent_39px,rgb(226_232_240)_39px,rgb(226_232_240)_40px)]" style={{ gridTemplateColumns: `repeat(${week.days.length}, minmax(0, 1fr))` }}>
            {week.days.map((day) => (
              <DayColumn
                key={day.date}
                day={day}
                weekday={weekdayOf(day.date)}
                dayName={dayNames[weekdayOf(day.date)] ?? day.date}
                defaultName={defaultName}
                nowMinute={day.date === today.date ? today.minutes : null}
                actions={actions}
              />
            ))}
          </div>
        </div>
      </div>
    </figure>
  );
}
