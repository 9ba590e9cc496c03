import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { Button } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState, PageHeader } from '@/components/page';
import { combineQueries, QueryState } from '@/components/query-state';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import type { Screen } from '@/types/api';

import { useDeleteScreen } from '../api/delete-screen';
import { playlistChoicesQuery } from '../api/get-playlist-choices';
import { screensQuery } from '../api/get-screens';
import { SCREEN_MESSAGES } from '../api/messages';

import { AddScreenModal, EditScreenModal } from './screen-form-modal';
import { ScreensTable } from './screens-table';
import { useScreenUnits } from './use-screen-units';

/** "2 of 3 screens in your package" once both are known. */
function UnitsUsed({ used, units }: { used: number | undefined; units: number | null }) {
  if (used === undefined || units === null) return null;
  return (
    <p className="mb-4 text-sm text-slate-600">
      {used} of {units} {units === 1 ? 'screen' : 'screens'} in your package
    </p>
  );
}

/** A Client's screens: add, rename, change playlist, remove. */
export function ClientScreens() {
  const toast = useToast();
  const screens = useQuery(screensQuery(null));
  const playlists = useQuery(playlistChoicesQuery());
  const units = useScreenUnits();
  const remove = useDeleteScreen();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Screen | null>(null);
  const [removing, setRemoving] = useState<Screen | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(SCREEN_MESSAGES.removed);
    } catch (failure) {
      toast.error(failureMessage(failure, SCREEN_MESSAGES.removeFailed));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Screens"
        description="The TVs that play your playlists. Open /client/player on a TV to get its pairing code."
        actions={<Button onClick={() => setAdding(true)}>Add Screen</Button>}
      />
      <UnitsUsed used={screens.data?.items.length} units={units} />
      <QueryState query={combineQueries(screens, playlists)} loadingLabel="Loading screens" errorMessage={(error) => failureMessage(error, SCREEN_MESSAGES.loadFailed)}>
        {([page, choices]) =>
          page.items.length === 0 ? (
            <EmptyState>No screens yet. Add your first TV with its pairing code.</EmptyState>
          ) : (
            <ScreensTable screens={page.items} playlists={choices} onEdit={setEditing} onRemove={setRemoving} />
          )
        }
      </QueryState>
      <AddScreenModal open={adding} playlists={playlists.data ?? []} onClose={() => setAdding(false)} />
      <EditScreenModal screen={editing} playlists={playlists.data ?? []} onClose={() => setEditing(null)} />
      <ConfirmModal
        open={removing !== null}
        title="Remove screen"
        description={removing ? `Remove “${removing.name}”? The TV stops playing and shows a new pairing code.` : undefined}
        confirmLabel="Remove"
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </>
  );
}
