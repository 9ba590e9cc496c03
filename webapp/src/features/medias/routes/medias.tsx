import { useInfiniteQuery, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { Button, ButtonLink } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { Modal } from '@/components/modal';
import { PageHeader } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { LibraryControls } from '@/components/library-controls';
import type { SortOrder } from '@/lib/pages';
import { useToast } from '@/components/toasts';
import { failureMessage } from '@/lib/errors';
import type { Media } from '@/types/api';

import { MEDIA_DELETE_FAILED, MEDIA_DELETED, useDeleteMedia } from '../api/delete-media';
import { mediaPlaylistsQuery, namedPlaylists } from '../api/get-media-playlists';
import { MEDIA_LOAD_FAILED, mediasQuery } from '../api/get-medias';
import { MEDIA_STATUS_FAILED, STATUS_UPDATED, useSetMediaStatus } from '../api/set-media-status';
import { AddMediaForm } from '../components/add-media-form';
import { EditMediaForm } from '../components/edit-media-form';
import { MediaCard } from '../components/media-card';
import { MediaUsageWarning } from '../components/media-usage';

/**
 * Media library (pages/medias): the user's images, videos and YouTube links with their status
 * switches and delete, and the add-media form in a dialog. The router puts it behind the
 * licence guard.
 */
export default function MediasRoute() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOrder>('newest');
  const medias = useInfiniteQuery(mediasQuery(search, sort));
  const statusMutation = useSetMediaStatus();
  const deleteMutation = useDeleteMedia();
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [toDelete, setToDelete] = useState<Media | null>(null);
  const [toEdit, setToEdit] = useState<Media | null>(null);
  // The media whose status switch is being saved (several may be at once).
  const pending = useMutationState({
    filters: { mutationKey: ['medias', 'status'], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string }).id,
  });

  const changeStatus = async (media: Media, status: boolean) => {
    try {
      await statusMutation.mutateAsync({ id: media.id, status });
      toast.success(STATUS_UPDATED);
    } catch (failure) {
      toast.error(failureMessage(failure, MEDIA_STATUS_FAILED));
      return;
    }
    if (!status) void warnOfPlaylists(media);
  };

  // Switched off, an item stays in its playlists but is skipped: say where.
  const warnOfPlaylists = async (media: Media) => {
    const usage = await queryClient.fetchQuery(mediaPlaylistsQuery(media.id)).catch(() => []);
    if (usage.length > 0) toast.warning(`“${media.name}” is off: ${namedPlaylists(usage)} will skip it until it is on again.`);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteMutation.mutateAsync(toDelete.id);
      toast.success(MEDIA_DELETED);
    } catch (failure) {
      toast.error(failureMessage(failure, MEDIA_DELETE_FAILED));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Media Library"
        description="Images, videos and YouTube links for your playlists. Only active media can be added to a playlist."
        actions={
          <>
            <ButtonLink to="/dashboard/pages/addvideos" variant="secondary">
              Add Video
            </ButtonLink>
            <Button onClick={() => setAdding(true)}>Add Media</Button>
          </>
        }
      />
      <LibraryControls onSearch={setSearch} hint="Media name." sort={sort} onSort={setSort} />
      <PagedList
        query={medias}
        search={search}
        loadingLabel="Loading media"
        errorMessage={MEDIA_LOAD_FAILED}
        empty="No media yet. Add an image, a video or a YouTube link to build your playlists."
      >
        {(list) => (
          <ul aria-label="Media files" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {list.map((media) => (
              <MediaCard
                key={media.id}
                media={media}
                statusPending={pending.includes(media.id)}
                onStatusChange={(item, status) => void changeStatus(item, status)}
                onEdit={setToEdit}
                onDelete={setToDelete}
              />
            ))}
          </ul>
        )}
      </PagedList>
      <Modal
        open={adding}
        onClose={() => {
          if (!uploading) setAdding(false);
        }}
        dismissible={!uploading}
        title="Add Media"
        size="lg"
      >
        {adding ? (
          <AddMediaForm
            onBusyChange={setUploading}
            onCancel={() => setAdding(false)}
            onDone={() => setAdding(false)}
          />
        ) : null}
      </Modal>
      <Modal open={toEdit !== null} onClose={() => setToEdit(null)} title="Edit media">
        {toEdit ? <EditMediaForm media={toEdit} onDone={() => setToEdit(null)} /> : null}
      </Modal>
      <ConfirmModal
        open={toDelete !== null}
        title="Delete media"
        description={
          toDelete ? (
            <>
              Delete “{toDelete.name}”? Its stored files are deleted too. This cannot be undone.
              <MediaUsageWarning mediaId={toDelete.id} />
            </>
          ) : undefined
        }
        confirmLabel="Delete"
        danger
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
