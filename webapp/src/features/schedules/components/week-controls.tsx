import { useId } from 'react';

import { Button } from '@/components/button';
import { inputClasses } from '@/components/field-shell';
import { useMessages } from '@/lib/i18n';

import type { Choice } from '../api/get-choices';
import { messages } from '../messages';

interface WeekControlsProps {
  screens: readonly Choice[];
  screenId: string;
  onScreen: (id: string) => void;
  /** Move by weeks (-1, +1), or 0 for this week. */
  onWeek: (by: number) => void;
  phone: boolean;
}

/** The Screen choice and the week's Previous / This week / Next (phones move day by day below). */
export function WeekControls({ screens, screenId, onScreen, onWeek, phone }: WeekControlsProps) {
  const t = useMessages(messages);
  const id = useId();
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {t.screen}
        </label>
        <select id={id} value={screenId} onChange={(event) => onScreen(event.target.value)} className={inputClasses(false)}>
          {screens.map((screen) => (
            <option key={screen.id} value={screen.id}>
              {screen.name}
            </option>
          ))}
        </select>
      </div>
      {phone ? null : (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => onWeek(-1)}>
            {t.previousWeek}
          </Button>
          <Button variant="secondary" onClick={() => onWeek(0)}>
            {t.thisWeek}
          </Button>
          <Button variant="secondary" onClick={() => onWeek(1)}>
            {t.nextWeek}
          </Button>
        </div>
      )}
    </div>
  );
}
