import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Button } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState, PageHeader } from '@/components/page';
import { combineQueries, QueryState } from '@/components/query-state';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import type { Screen } from '@/types/api';
import { useMessages } from '@/lib/i18n';

import { useDeleteScreen } from '../api/delete-screen';
import { playlistChoicesQuery } from '../api/get-playlist-choices';
import { screensQuery } from '../api/get-screens';
import { messages } from '../messages';

import { AddScreenModal, EditScreenModal } from './screen-form-modal';
import { ScreensTable } from './screens-table';
import { useScreenUnits } from './use-screen-units';

/** "2 of 3 screens in your package" once both are known. */
function UnitsUsed({ used, units }: { used: number | undefined; units: number | null }) {
  const t = useMessages(messages);
  if (used === undefined || units === null) return null;
  return <p className="mb-4 text-sm text-slate-600">{t.unitsUsed(used, units)}</p>;
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
  const toast = useToast();
  const screens = useQuery(screensQuery(null));
  const playlists = useQuery(playlistChoicesQuery());
  const units = useScreenUnits();
  const remove = useDeleteScreen();
  const [adding, setAdding] = useState(code !== '');
  const [editing, setEditing] = useState<Screen | null>(null);
  const [removing, setRemoving] = useState<Screen | null>(null);
  const t = useMessages(messages);

  const closeAdding = () => {
    setAdding(false);
    if (code) setParams((current) => withoutCode(current), { replace: true });
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(t.removed);
    } catch (failure) {
      toast.error(failureMessage(failure, t.removeFailed));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={<Button onClick={() => setAdding(true)}>{t.addScreen}</Button>}
      />
      <UnitsUsed used={screens.data?.items.length} units={units} />
      <QueryState query={combineQueries(screens, playlists)} loadingLabel={t.loading} errorMessage={(error) => failureMessage(error, t.loadFailed)}>
        {([page, choices]) =>
          page.items.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <ScreensTable screens={page.items} playlists={choices} onEdit={setEditing} onRemove={setRemoving} />
          )
        }
      </QueryState>
      <AddScreenModal open={adding} playlists={playlists.data ?? []} onClose={closeAdding} code={code} />
      <EditScreenModal screen={editing} playlists={playlists.data ?? []} onClose={() => setEditing(null)} />
      <ConfirmModal
        open={removing !== null}
        title={t.removeScreen}
        description={removing ? t.confirmRemove(removing.name) : undefined}
        confirmLabel={t.remove}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </>
  );
}
