import { useState, type PointerEvent } from 'react';

import { DAY_MINUTES, snap } from '../utils/time';

/** How far a block is being dragged: minutes down (snapped) and whole day columns across. */
export interface Offset {
  mode: 'move' | 'resize';
  minutes: number;
  days: number;
}

interface Start {
  mode: Offset['mode'];
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BlockDragHandlers {
  /** Released where it started: a click. */
  onTap: () => void;
  onMove: (minutes: number, days: number) => void;
  onResize: (minutes: number) => void;
}

function offsetOf(start: Start, event: PointerEvent): Offset {
  const minutes = start.height > 0 ? snap(((event.clientY - start.y) / start.height) * DAY_MINUTES) : 0;
  const days = start.mode === 'move' && start.width > 0 ? Math.round((event.clientX - start.x) / start.width) : 0;
  return { mode: start.mode, minutes, days };
}

function finish(offset: Offset | null, handlers: BlockDragHandlers) {
  if (!offset || (offset.minutes === 0 && offset.days === 0)) handlers.onTap();
  else if (offset.mode === 'resize') handlers.onResize(offset.minutes);
  else handlers.onMove(offset.minutes, offset.days);
}

/**
 * Mouse and touch (pointer events) on a block: drag it to move it (up, down, to another day
 * column), drag its bottom edge to resize it; both snap to 15 minutes. Its day column's box
 * turns pixels into minutes.
 */
export function useBlockDrag(handlers: BlockDragHandlers) {
  const [start, setStart] = useState<Start | null>(null);
  const [offset, setOffset] = useState<Offset | null>(null);
  const begin = (mode: Offset['mode']) => (event: PointerEvent<HTMLElement>) => {
    event.stopPropagation();
    const column = (event.currentTarget.closest('[data-day-column]') ?? event.currentTarget).getBoundingClientRect();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setStart({ mode, x: event.clientX, y: event.clientY, width: column.width, height: column.height });
    setOffset(null);
  };
  const move = (event: PointerEvent) => {
    if (start) setOffset(offsetOf(start, event));
  };
  const end = (event: PointerEvent) => {
    if (!start) return;
    event.stopPropagation();
    finish(offsetOf(start, event), handlers);
    setStart(null);
    setOffset(null);
  };
  const cancel = () => {
    setStart(null);
    setOffset(null);
  };
  return { offset, onMoveStart: begin('move'), onResizeStart: begin('resize'), onPointerMove: move, onPointerUp: end, onPointerCancel: cancel };
}
