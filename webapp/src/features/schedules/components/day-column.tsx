import { useState, type PointerEvent } from 'react';

import { useMessages } from '@/lib/i18n';

import type { WeekDay, WeekSlice } from '../api/types';
import { messages } from '../messages';
import { clamp, DAY_MINUTES, floorStep, snap, STEP, toClock, toMinutes } from '../utils/time';

import type { Draft } from './entry-dialog';
import { ScheduleBlock, type BlockActions } from './schedule-block';

export interface ColumnActions extends BlockActions {
  /** A time pointed at or tapped: what plays then. */
  onLook: (date: string, minute: number) => void;
  /** Dragged over empty time: a new entry from there. */
  onCreate: (draft: Draft) => void;
}

interface DayColumnProps {
  day: WeekDay;
  weekday: number;
  dayName: string;
  defaultName: string;
  /** The minute now, when this column is today in the screen's zone. */
  nowMinute: number | null;
  actions: ColumnActions;
}

/** A day's column: a line on its left; pointer drags are the page's, not the browser's scrolling. */
export const COLUMN = { borderLeft: '1px solid rgb(226 232 240)', touchAction: 'none' } as const;

/** The minute of the day under the pointer, from the column's box. */
function minuteAt(event: PointerEvent<HTMLElement>): number {
  const box = event.currentTarget.getBoundingClientRect();
  if (box.height <= 0) return 0;
  return clamp(((event.clientY - box.top) / box.height) * DAY_MINUTES, 0, DAY_MINUTES - 1);
}

/** A block keeps its key (and the focus) while its entry moves: the entry and which of its pieces this is. */
function blockKey(slices: readonly WeekSlice[], index: number): string {
  const id = slices[index]?.entryId ?? '';
  return `${id}-${slices.slice(0, index).filter((slice) => slice.entryId === id).length}`;
}

/** A gap: the screen's own playlist (or nothing), muted, under the blocks. */
function DefaultSlice({ slice, name }: { slice: WeekSlice; name: string }) {
  const start = toMinutes(slice.start);
  const style = { top: `${(start / DAY_MINUTES) * 100}%`, height: `${((toMinutes(slice.end) - start) / DAY_MINUTES) * 100}%` };
  return (
    <div style={style} data-default-slice className="pointer-events-none absolute inset-x-0 overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50 px-1 py-0.5 text-xs text-slate-500">
      {name}
    </div>
  );
}

/** Dragging on empty time: from where it began to where the pointer is, in quarter hours. */
function useCreateDrag(weekday: number, onCreate: (draft: Draft) => void) {
  const [span, setSpan] = useState<{ from: number; to: number } | null>(null);
  const begin = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const minute = floorStep(minuteAt(event));
    setSpan({ from: minute, to: minute });
  };
  const follow = (minute: number) => setSpan((current) => (current ? { ...current, to: minute } : null));
  const release = (event: PointerEvent<HTMLElement>) => {
    const to = snap(minuteAt(event));
    if (span && Math.abs(to - span.from) >= STEP) {
      const [low, high] = [Math.min(span.from, to), Math.max(span.from, to)];
      onCreate({ day: weekday, start: toClock(low), end: toClock(high) });
    }
    setSpan(null);
  };
  return { span, begin, follow, release, cancel: () => setSpan(null) };
}

/** One day of the week view: its slices as blocks and gaps, the "now" line, pointer answers. */
export function DayColumn({ day, weekday, dayName, defaultName, nowMinute, actions }: DayColumnProps) {
  const t = useMessages(messages);
  const create = useCreateDrag(weekday, actions.onCreate);
  const look = (event: PointerEvent<HTMLElement>) => {
    const minute = minuteAt(event);
    actions.onLook(day.date, floorStep(minute));
    create.follow(snap(minute));
  };
  return (
    <div
      data-day-column={day.date}
      aria-label={dayName}
      role="group"
      className="relative h-full"
      style={COLUMN}
      onPointerDown={(event) => {
        look(event);
        create.begin(event);
      }}
      onPointerMove={look}
      onPointerUp={create.release}
      onPointerCancel={create.cancel}
    >
      {day.slices.map((slice, index) =>
        slice.entryId === null ? (
          <DefaultSlice key={`gap-${slice.start}`} slice={slice} name={defaultName} />
        ) : (
          <ScheduleBlock key={blockKey(day.slices, index)} slice={slice} date={day.date} dayName={dayName} actions={actions} />
        ),
      )}
      {create.span ? <DraftSpan {...create.span} /> : null}
      {nowMinute !== null ? (
        <div role="img" aria-label={t.now} style={{ top: `${(nowMinute / DAY_MINUTES) * 100}%`, height: 2 }} className="pointer-events-none absolute inset-x-0 z-20 bg-red-600" data-now />
      ) : null}
    </div>
  );
}

function DraftSpan({ from, to }: { from: number; to: number }) {
  const [low, high] = [Math.min(from, to), Math.max(from, to)];
  const style = { top: `${(low / DAY_MINUTES) * 100}%`, height: `${((high - low) / DAY_MINUTES) * 100}%` };
  return <div style={style} className="pointer-events-none absolute inset-x-0 z-10 rounded-md border-2 border-brand-600 bg-brand-50" />;
}
