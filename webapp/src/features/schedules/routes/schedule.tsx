import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { Button } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState, PageHeader } from '@/components/page';
import { QueryState } from '@/components/query-state';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { failureMessage } from '@/lib/errors';
import { toIsoDate } from '@/lib/format';
import { useLanguage, useMessages } from '@/lib/i18n';

import { screenChoicesQuery, type Choice } from '../api/get-choices';
import { schedulesQuery } from '../api/get-schedules';
import { weekQuery } from '../api/get-week';
import { useDeleteSchedule } from '../api/save-schedule';
import type { ScheduleEntry } from '../api/types';
import { DayList } from '../components/day-list';
import { EntryDialog } from '../components/entry-dialog';
import { usePhone } from '../components/use-phone';
import { defaultNameOf, useWeekActions } from '../components/use-week-actions';
import { WeekControls } from '../components/week-controls';
import { WeekGrid } from '../components/week-grid';
import { WhatPlays } from '../components/what-plays';
import { messages } from '../messages';
import { addIsoDays, dayLabel, mondayOf } from '../utils/time';

const thisMonday = () => mondayOf(toIsoDate(new Date()));

/** The week (or, on a phone, the day) shown, moved by weeks or days. */
function useShownWeek() {
  const [from, setFrom] = useState(thisMonday);
  const [dayIndex, setDayIndex] = useState(() => (new Date().getDay() + 6) % 7);
  const moveWeek = (by: number) => setFrom((current) => (by === 0 ? thisMonday() : addIsoDays(current, 7 * by)));
  const moveDay = (by: number) => {
    const next = dayIndex + by;
    if (next < 0 || next > 6) moveWeek(by);
    setDayIndex((next + 7) % 7);
  };
  return { from, dayIndex, moveWeek, moveDay };
}

function ScheduleOf({ screen, screens, onScreen }: { screen: Choice; screens: readonly Choice[]; onScreen: (id: string) => void }) {
  const t = useMessages(messages);
  const { language } = useLanguage();
  const phone = usePhone();
  const shown = useShownWeek();
  const week = useQuery(weekQuery(screen.id, shown.from));
  const entries = useQuery(schedulesQuery());
  const { actions, moment, editing, setEditing } = useWeekActions(week.data, entries.data?.items ?? []);
  const remove = useDeleteSchedule();
  const removal = useConfirmedAction<ScheduleEntry>((entry) => remove.mutateAsync(entry), t.removed, t.removeFailed);
  const caption = t.weekOf(screen.name, dayLabel(shown.from, language, 'short'), dayLabel(addIsoDays(shown.from, 6), language, 'short'));
  const defaultName = defaultNameOf(week.data, t.nothing);
  return (
    <>
      <PageHeader title={t.title} description={t.description} actions={<Button onClick={() => setEditing({ draft: { day: null, start: '09:00', end: '10:00' } })}>{t.newEntry}</Button>} />
      <WeekControls screens={screens} screenId={screen.id} onScreen={onScreen} onWeek={shown.moveWeek} phone={phone} />
      <QueryState query={week} loadingLabel={t.loading} errorMessage={(error) => failureMessage(error, t.loadFailed)}>
        {(loaded) => (
          <>
            <p className="mb-2 text-xs text-slate-500">{t.timeZone(loaded.timeZone)}</p>
            {phone ? (
              <DayList days={loaded.days} index={shown.dayIndex} defaultName={defaultName} onPrevious={() => shown.moveDay(-1)} onNext={() => shown.moveDay(1)} onOpen={actions.onOpen} />
            ) : (
              <>
                <WhatPlays moment={moment} />
                <WeekGrid week={loaded} caption={caption} defaultName={defaultName} dayNames={t.dayNames} now={new Date()} actions={actions} />
              </>
            )}
          </>
        )}
      </QueryState>
      <EntryDialog editing={editing} screenId={screen.id} onClose={() => setEditing(null)} onDelete={(entry) => { setEditing(null); removal.ask(entry); }} />
      <ConfirmModal {...removal.modal} title={t.removeTitle} description={removal.pending ? t.confirmRemove(removal.pending.playlistName) : undefined} confirmLabel={t.remove} danger />
    </>
  );
}

/** dashboard/schedule — a screen's week: what plays when, entries made, moved and resized in place. */
export default function ScheduleRoute() {
  const t = useMessages(messages);
  const screens = useQuery(screenChoicesQuery());
  const [screenId, setScreenId] = useState('');
  return (
    <QueryState query={screens} loadingLabel={t.loading} errorMessage={(error) => failureMessage(error, t.loadFailed)}>
      {(choices) => {
        const screen = choices.find((each) => each.id === screenId) ?? choices[0];
        if (!screen) return (<><PageHeader title={t.title} description={t.description} /><EmptyState>{t.noScreens}</EmptyState></>);
        return <ScheduleOf key={screen.id} screen={screen} screens={choices} onScreen={setScreenId} />;
      }}
    </QueryState>
  );
}
