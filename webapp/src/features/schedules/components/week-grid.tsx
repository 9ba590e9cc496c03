import { useEffect, useRef } from 'react';

import { useLanguage } from '@/lib/i18n';

import type { ScheduleWeek } from '../api/types';
import { dayLabel, nowIn, weekdayOf } from '../utils/time';

import { COLUMN, DayColumn, type ColumnActions } from './day-column';

/** One hour's height: the day is 24 of them, scrolled to the morning at first. */
const HOUR_PX = 40;
/** The time axis's width. */
const AXIS = '3rem';
/** A faint line at every hour (inline: the page adds nothing to the shared style sheet). */
const HOUR_LINES = `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, rgb(226 232 240) ${HOUR_PX - 1}px, rgb(226 232 240) ${HOUR_PX}px)`;
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
    <div aria-hidden="true" className="relative shrink-0 text-right text-xs text-slate-500" style={{ width: AXIS }}>
      {HOURS.map((hour, index) => (
        <span key={hour} className="absolute" style={{ top: `${index * HOUR_PX}px`, right: 4, transform: 'translateY(-50%)' }}>
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
      <div className="flex border-b border-slate-200 text-xs font-semibold text-slate-700" style={{ paddingLeft: AXIS }}>
        {week.days.map((day) => (
          <div key={day.date} className="flex-1 truncate px-1 py-2 text-center" style={COLUMN}>
            {dayLabel(day.date, language, 'short')}
          </div>
        ))}
      </div>
      <div ref={scroller} className="overflow-y-auto" style={{ maxHeight: '65vh' }}>
        <div className="flex" style={{ height: `${24 * HOUR_PX}px` }}>
          <TimeAxis />
          <div className="grid flex-1" style={{ gridTemplateColumns: `repeat(${week.days.length}, minmax(0, 1fr))`, backgroundImage: HOUR_LINES }}>
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
