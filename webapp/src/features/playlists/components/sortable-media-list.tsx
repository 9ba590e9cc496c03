import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useRef, type PointerEvent, type ReactNode } from 'react';

import { buttonClasses } from '@/components/button';
import { useMessages } from '@/lib/i18n';

import { messages } from '../messages';
import { type PlaylistMedia } from '../types';

import { MediaRow } from './media-row';

type Words = (typeof messages)['en'];

/** Mouse and pen only: a finger goes through the touch sensor, whose delay lets a phone scroll. */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: PointerEvent, options: Parameters<(typeof PointerSensor.activators)[0]['handler']>[1]) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

function useReorderSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/**
 * What a screen reader hears while an item moves: its name and its position among the others.
 * `over` starts on the picked-up item itself; that first "over" is not announced, so the
 * "picked up" sentence is heard.
 */
function useAnnouncements(ids: readonly string[], nameOf: (id: UniqueIdentifier) => string, t: Words): Announcements {
  const lastOver = useRef<UniqueIdentifier | null>(null);
  return useMemo(() => {
    const at = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
    const count = ids.length;
    return {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t.pickedUp(nameOf(active.id), at(active.id), count);
      },
      onDragOver: ({ active, over }) => {
        if ((over?.id ?? null) === lastOver.current) return undefined;
        lastOver.current = over?.id ?? null;
        return over ? t.movedTo(nameOf(active.id), at(over.id), count) : t.outside(nameOf(active.id));
      },
      onDragEnd: ({ active, over }) => t.droppedAt(nameOf(active.id), at(over?.id ?? active.id), count),
      onDragCancel: ({ active }) => t.cancelled(nameOf(active.id), at(active.id), count),
    };
  }, [ids, nameOf, t]);
}

interface SortableRowProps {
  media: PlaylistMedia;
  position: number;
  actions: (describedBy: string) => ReactNode;
}

/** One playlist item: its position, a drag handle named after it, and its other buttons. */
function SortableRow({ media, position, actions }: SortableRowProps) {
  const t = useMessages(messages);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: media.id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t.reorder(media.name)}
      title={t.reorder(media.name)}
      className={buttonClasses('ghost', 'sm', 'min-w-9 cursor-grab gap-1 px-2')}
    >
      <span aria-hidden="true" className="text-xs font-semibold text-slate-700">
        {position}
      </span>
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <MediaRow
      media={media}
      rowRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 bg-white shadow-lg' : undefined}
      lead={handle}
      actions={actions}
    />
  );
}

interface SortableMediaListProps {
  chosen: readonly PlaylistMedia[];
  label: string;
  onReorder: (ids: string[]) => void;
  actions: (media: PlaylistMedia, index: number) => (describedBy: string) => ReactNode;
}

/**
 * The playlist's media in play order, reordered by dragging a handle with the mouse, a finger
 * (press and hold) or the keyboard (Space, arrows, Space), each move announced.
 */
export function SortableMediaList({ chosen, label, onReorder, actions }: SortableMediaListProps) {
  const t = useMessages(messages);
  const ids = useMemo(() => chosen.map((media) => media.id), [chosen]);
  const names = useMemo(() => new Map(chosen.map((media) => [media.id, media.name])), [chosen]);
  const nameOf = useMemo(() => (id: UniqueIdentifier) => names.get(String(id)) ?? String(id), [names]);
  const announcements = useAnnouncements(ids, nameOf, t);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={useReorderSensors()}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragInstructions } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="mt-2 divide-y divide-slate-100">
          {chosen.map((media, index) => (
            <SortableRow key={media.id} media={media} position={index + 1} actions={actions(media, index)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
