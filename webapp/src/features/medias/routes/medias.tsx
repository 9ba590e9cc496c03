import { useInfiniteQuery, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { Button, ButtonLink } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { Modal } from '@/components/modal';
import { PageHeader } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { LibraryControls } from '@/components/library-controls';
import { useToast } from '@/components/toasts';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { failureMessage } from '@/lib/errors';
import { useLanguage, useMessages } from '@/lib/i18n';
import type { SortOrder } from '@/lib/pages';
import type { Media } from '@/types/api';

import { useDeleteMedia } from '../api/delete-media';
import { mediaPlaylistsQuery, namedPlaylists } from '../api/get-media-playlists';
import { mediasQuery } from '../api/get-medias';
import { useSetMediaStatus } from '../api/set-media-status';
import { AddMediaForm } from '../components/add-media-form';
import { EditMediaForm } from '../components/edit-media-form';
import { MediaCard } from '../components/media-card';
import { MediaUsageWarning } from '../components/media-usage';
import { UploadFilesDialog } from '../components/upload-files';
import { messages } from '../messages';
import { messages as uploadMessages } from '../upload-messages';

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
  const [addingFiles, setAddingFiles] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [toEdit, setToEdit] = useState<Media | null>(null);
  const t = useMessages(messages);
  const deletion = useConfirmedAction<Media>((item) => deleteMutation.mutateAsync(item.id), t.deleted, t.deleteFailed);
  const u = useMessages(uploadMessages);
  const { language } = useLanguage();
  // The media whose status switch is being saved (several may be at once).
  const pending = useMutationState({
    filters: { mutationKey: ['medias', 'status'], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string }).id,
  });

  const changeStatus = async (media: Media, status: boolean) => {
    try {
      await statusMutation.mutateAsync({ id: media.id, status });
      toast.success(t.statusUpdated);
    } catch (failure) {
      toast.error(failureMessage(failure, t.statusFailed));
      return;
    }
    if (!status) void warnOfPlaylists(media);
  };

  // Switched off, an item stays in its playlists but is skipped: say where.
  const warnOfPlaylists = async (media: Media) => {
    const usage = await queryClient.fetchQuery(mediaPlaylistsQuery(media.id)).catch(() => []);
    if (usage.length > 0) toast.warning(t.switchedOff(media.name, namedPlaylists(usage, t, language)));
  };


  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <>
            <ButtonLink to="/dashboard/pages/addvideos" variant="secondary">
              {t.addVideo}
            </ButtonLink>
            <Button variant="secondary" onClick={() => setAddingFiles(true)}>
              {u.uploadFiles}
            </Button>
            <Button onClick={() => setAdding(true)}>{t.addMedia}</Button>
          </>
        }
      />
      <LibraryControls onSearch={setSearch} hint={t.searchHint} sort={sort} onSort={setSort} />
      <PagedList
        query={medias}
        search={search}
        loadingLabel={t.loading}
        errorMessage={t.loadFailed}
        empty={t.empty}
      >
        {(list) => (
          <ul aria-label={t.list} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {list.map((media) => (
              <MediaCard
                key={media.id}
                media={media}
                statusPending={pending.includes(media.id)}
                onStatusChange={(item, status) => void changeStatus(item, status)}
                onEdit={setToEdit}
                onDelete={deletion.ask}
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
        title={t.addMedia}
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
      <UploadFilesDialog open={addingFiles} onClose={() => setAddingFiles(false)} />
      <Modal open={toEdit !== null} onClose={() => setToEdit(null)} title={t.editMedia}>
        {toEdit ? <EditMediaForm media={toEdit} onDone={() => setToEdit(null)} /> : null}
      </Modal>
      <ConfirmModal
        {...deletion.modal}
        title={t.deleteMedia}
        description={
          deletion.pending ? (
            <>
              {t.confirmDelete(deletion.pending.name)}
              <MediaUsageWarning mediaId={deletion.pending.id} />
            </>
          ) : undefined
        }
        confirmLabel={t.delete}
        danger
      />
    </>
  );
}
