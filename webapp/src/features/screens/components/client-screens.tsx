import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState, PageHeader } from '@/components/page';
import { ScreensNotice } from '@/components/screens-notice';
import { combineQueries, QueryState } from '@/components/query-state';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { failureMessage } from '@/lib/errors';
import { useSpecMessage } from '@/lib/spec-messages';
import type { Screen } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { useDeleteScreen } from '../api/delete-screen';
import { screenLimitText } from '../api/messages';
import { playlistChoicesQuery } from '../api/get-playlist-choices';
import { pollIntervalQuery } from '../api/get-poll-interval';
import { screensQuery } from '../api/get-screens';
import { messages } from '../messages';

import { AddScreenModal, EditScreenModal } from './screen-form-modal';
import { ScreensTable } from './screens-table';

const LIMIT_ID = 'screen-limit';

/** "2 of 3 screens in your package" once the list is known; at the limit, the spec's text
 * saying the limit and how to raise it (Add Screen points to it), and a link to Subscriptions. */
function UnitsUsed({ used, units, trial }: { used: number | undefined; units: number | undefined; trial: boolean }) {
  const t = useMessages(messages);
  const translate = useSpecMessage();
  if (used === undefined || units === undefined) return null;
  return (
    <div className="mb-4 text-sm text-slate-600">
      <p>{trial ? t.unitsUsedTrial(used, units) : t.unitsUsed(used, units)}</p>
      {used >= units && (
        <p className="mt-1 font-medium text-amber-800">
          <span id={LIMIT_ID}>{translate(screenLimitText(units, trial))}</span>{' '}
          <Link to="/dashboard/pages/subscriptions" className="text-brand-600 underline underline-offset-2">
            {t.choosePackage}
          </Link>
        </p>
      )}
    </div>
  );
}

/** "Changes reach your screens within about 10 seconds.", from how often the server has TVs ask. */
function ChangesReach() {
  const t = useMessages(messages);
  const seconds = useQuery(pollIntervalQuery()).data;
  return seconds ? <p className="mb-4 text-sm text-slate-600">{t.changesReach(seconds)}</p> : null;
}

function withoutCode(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('code');
  return next;
}

/** A Client's screens: add, rename, change playlist, remove. `?code=` (a TV's QR code) opens Add Screen with the code filled in. */
export function ClientScreens() {
  const [params, setParams] = useSearchParams();
  const code = params.get('code') ?? '';
  const screens = useQuery(screensQuery(null));
  const playlists = useQuery(playlistChoicesQuery());
  const used = screens.data?.items.length;
  const units = screens.data?.limit;
  const full = used !== undefined && units !== undefined && used >= units;
  const remove = useDeleteScreen();
  const [adding, setAdding] = useState(code !== '');
  const [editing, setEditing] = useState<Screen | null>(null);
  const t = useMessages(messages);
  const removal = useConfirmedAction<Screen>((item) => remove.mutateAsync(item.id), t.removed, t.removeFailed);

  const closeAdding = () => {
    setAdding(false);
    if (code) setParams((current) => withoutCode(current), { replace: true });
  };


  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <>
            <Link to="/dashboard/pages/screen-groups" className="text-sm font-medium text-brand-600 underline underline-offset-2">
              {t.groups}
            </Link>
            <Button disabled={full} aria-describedby={full ? LIMIT_ID : undefined} onClick={() => setAdding(true)}>
              {t.addScreen}
            </Button>
          </>
        }
      />
      <ScreensNotice />
      <UnitsUsed used={used} units={units} trial={screens.data?.trial ?? false} />
      <ChangesReach />
      <QueryState query={combineQueries(screens, playlists)} loadingLabel={t.loading} errorMessage={(error) => failureMessage(error, t.loadFailed)}>
        {([page, choices]) =>
          page.items.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <ScreensTable screens={page.items} playlists={choices} onEdit={setEditing} onRemove={removal.ask} />
          )
        }
      </QueryState>
      <AddScreenModal open={adding} playlists={playlists.data ?? []} onClose={closeAdding} code={code} />
      <EditScreenModal screen={editing} playlists={playlists.data ?? []} onClose={() => setEditing(null)} />
      <ConfirmModal
        {...removal.modal}
        title={t.removeScreen}
        description={removal.pending ? t.confirmRemove(removal.pending.name) : undefined}
        confirmLabel={t.remove}
        danger
      />
    </>
  );
}
