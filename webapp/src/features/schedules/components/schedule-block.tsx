import type { CSSProperties, KeyboardEvent } from 'react';

import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

import type { WeekSlice } from '../api/types';
import { messages } from '../messages';
import { DAY_MINUTES, STEP, toMinutes } from '../utils/time';

import { useBlockDrag, type BlockDragHandlers, type Offset } from './use-block-drag';

/** A block of an entry: opened, moved by minutes and days, or resized by minutes. */
export interface BlockActions {
  onOpen: (entryId: string) => void;
  onMove: (entryId: string, minutes: number, days: number) => void;
  onResize: (entryId: string, minutes: number) => void;
}

const COLOURS = ['bg-brand-600', 'bg-emerald-600', 'bg-amber-600', 'bg-violet-600', 'bg-rose-600', 'bg-cyan-700'];

/** One colour per playlist, the same in every column. */
function colourOf(playlistId: string | null) {
  const code = [...(playlistId ?? '')].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return COLOURS[code % COLOURS.length];
}

/** Where the block sits in its column (percent of the day), shifted while it is dragged. */
function placement(slice: WeekSlice, offset: Offset | null): CSSProperties {
  const start = toMinutes(slice.start);
  const length = toMinutes(slice.end) - start;
  const moved = offset?.mode === 'move' ? offset.minutes : 0;
  const grown = offset?.mode === 'resize' ? offset.minutes : 0;
  return {
    top: `${((start + moved) / DAY_MINUTES) * 100}%`,
    height: `${(Math.max(STEP, length + grown) / DAY_MINUTES) * 100}%`,
    transform: offset?.days ? `translateX(${offset.days * 100}%)` : undefined,
  };
}

/** Arrow keys: Up/Down move 15 minutes (with Shift: resize), Left/Right a day; Enter opens. */
function keyAction(event: KeyboardEvent, id: string, actions: BlockActions): (() => void) | null {
  const step = event.key === 'ArrowUp' ? -STEP : event.key === 'ArrowDown' ? STEP : 0;
  if (step !== 0) return event.shiftKey ? () => actions.onResize(id, step) : () => actions.onMove(id, step, 0);
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') return () => actions.onMove(id, 0, event.key === 'ArrowLeft' ? -1 : 1);
  if (event.key === 'Enter' || event.key === ' ') return () => actions.onOpen(id);
  return null;
}

/** A scheduled slice: a coloured block named by its playlist, focusable and draggable. */
export function ScheduleBlock({ slice, dayName, actions }: { slice: WeekSlice; dayName: string; actions: BlockActions }) {
  const t = useMessages(messages);
  const id = slice.entryId ?? '';
  const handlers: BlockDragHandlers = {
    onTap: () => actions.onOpen(id),
    onMove: (minutes, days) => actions.onMove(id, minutes, days),
    onResize: (minutes) => actions.onResize(id, minutes),
  };
  const drag = useBlockDrag(handlers);
  const name = slice.playlistName ?? t.nothing;
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={t.blockName(name, dayName, slice.start, slice.end)}
      data-entry-id={id}
      style={placement(slice, drag.offset)}
      className={cn('absolute inset-x-0.5 z-10 cursor-grab touch-none overflow-hidden rounded-md px-1.5 py-0.5 text-xs font-medium text-white shadow-sm select-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-900', colourOf(slice.playlistId), drag.offset && 'opacity-80 ring-2 ring-slate-900')}
      onPointerDown={drag.onMoveStart}
      onPointerMove={drag.onPointerMove}
      onPointerUp={drag.onPointerUp}
      onPointerCancel={drag.onPointerCancel}
      onKeyDown={(event) => {
        const act = keyAction(event, id, actions);
        if (!act) return;
        event.preventDefault();
        act();
      }}
    >
      <span className="block truncate">{name}</span>
      <span className="block truncate opacity-90">{`${slice.start}–${slice.end}`}</span>
      <span
        aria-hidden="true"
        data-resize-handle
        className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize"
        onPointerDown={drag.onResizeStart}
      />
    </div>
  );
}
