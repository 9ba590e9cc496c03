import type { CSSProperties, KeyboardEvent } from 'react';

import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

import type { WeekSlice } from '../api/types';
import { messages } from '../messages';
import { addIsoDays, DAY_MINUTES, STEP, toMinutes } from '../utils/time';

import { useBlockDrag, type BlockDragHandlers, type Offset } from './use-block-drag';

/**
 * A block of an entry: opened, moved by minutes and days, or resized by minutes. A keyboard
 * move names the day column (YYYY-MM-DD) whose block takes the focus once the week is redrawn.
 */
export interface BlockActions {
  onOpen: (entryId: string) => void;
  onMove: (entryId: string, minutes: number, days: number, focusOn?: string) => void;
  onResize: (entryId: string, minutes: number, focusOn?: string) => void;
}

/** One colour per playlist, the same in every column (dark enough for white text). */
function colourOf(playlistId: string | null): string {
  const hue = [...(playlistId ?? '')].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  return `hsl(${hue} 60% 32%)`;
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
    backgroundColor: colourOf(slice.playlistId),
    touchAction: 'none',
    userSelect: 'none',
  };
}

/** Arrow keys: Up/Down move 15 minutes (with Shift: resize), Left/Right a day; Enter opens. */
function keyAction(event: KeyboardEvent, id: string, date: string, actions: BlockActions): (() => void) | null {
  const step = event.key === 'ArrowUp' ? -STEP : event.key === 'ArrowDown' ? STEP : 0;
  if (step !== 0) return event.shiftKey ? () => actions.onResize(id, step, date) : () => actions.onMove(id, step, 0, date);
  const across = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
  if (across !== 0) return () => actions.onMove(id, 0, across, addIsoDays(date, across));
  if (event.key === 'Enter' || event.key === ' ') return () => actions.onOpen(id);
  return null;
}

/** A scheduled slice: a coloured block named by its playlist, focusable and draggable. */
export function ScheduleBlock({ slice, date, dayName, actions }: { slice: WeekSlice; date: string; dayName: string; actions: BlockActions }) {
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
      className={cn('absolute inset-x-0 z-10 cursor-grab overflow-hidden rounded-md px-1 py-0.5 text-xs font-medium text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600', drag.offset && 'ring-2 ring-brand-600')}
      onPointerDown={drag.onMoveStart}
      onPointerMove={drag.onPointerMove}
      onPointerUp={drag.onPointerUp}
      onPointerCancel={drag.onPointerCancel}
      onKeyDown={(event) => {
        const act = keyAction(event, id, date, actions);
        if (!act) return;
        event.preventDefault();
        act();
      }}
    >
      <span className="block truncate">{name}</span>
      <span className="block truncate">{`${slice.start}–${slice.end}`}</span>
      <span
        aria-hidden="true"
        data-resize-handle
        className="absolute inset-x-0 bottom-0 h-2"
        style={{ cursor: 'ns-resize' }}
        onPointerDown={drag.onResizeStart}
      />
    </div>
  );
}
