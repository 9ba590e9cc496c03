import { useState } from 'react';

import { Button, ButtonLink } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { Modal } from '@/components/modal';
import { EmptyState, PageHeader } from '@/components/page';
import { PageSpinner } from '@/components/spinner';
import { useToast } from '@/components/toasts';

import { deleteMedia, MEDIA_DELETE_FAILED, MEDIA_DELETED } from '../api/delete-media';
import { MEDIA_LOAD_FAILED, useMedias } from '../api/get-medias';
import { MEDIA_STATUS_FAILED, setMediaStatus, STATUS_UPDATED } from '../api/set-media-status';
import { AddMediaForm } from '../components/add-media-form';
import { MediaCard } from '../components/media-card';
import type { Media } from '../types';
import { failureMessage } from '../utils/errors';

/**
 * Media library (pages/medias): the user's images, videos and YouTube links with their status
 * switches and delete, and the add-media form in a dialog. The router puts it behind the
 * licence guard.
 */
export default function MediasRoute() {
  const toast = useToast();
  const { data: medias, error, isLoading, reload, setData } = useMedias();
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [toDelete, setToDelete] = useState<Media | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const replace = (media: Media) => setData((current) => current?.map((item) => (item.id === media.id ? media : item)));

  const changeStatus = async (media: Media, status: boolean) => {
    setPending((current) => new Set(current).add(media.id));
    try {
      replace(await setMediaStatus(media.id, status));
      toast.success(STATUS_UPDATED);
    } catch (failure) {
      toast.error(failureMessage(failure, MEDIA_STATUS_FAILED));
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(media.id);
        return next;
      });
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteMedia(toDelete.id);
      const removed = toDelete.id;
      setData((current) => current?.filter((item) => item.id !== removed));
      toast.success(MEDIA_DELETED);
      setToDelete(null);
    } catch (failure) {
      toast.error(failureMessage(failure, MEDIA_DELETE_FAILED));
      setToDelete(null);
    }
  };

  let body;
  if (isLoading && !medias) {
    body = <PageSpinner label="Loading media" />;
  } else if (error) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3">
        <EmptyState>{MEDIA_LOAD_FAILED}</EmptyState>
        <Button variant="secondary" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  } else if (!medias || medias.length === 0) {
    body = <EmptyState>No media yet. Add an image, a video or a YouTube link to build your playlists.</EmptyState>;
  } else {
    body = (
      <ul aria-label="Media files" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {medias.map((media) => (
          <MediaCard
            key={media.id}
            media={media}
            statusPending={pending.has(media.id)}
            onStatusChange={(item, status) => void changeStatus(item, status)}
            onDelete={setToDelete}
          />
        ))}
      </ul>
    );
  }

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
      {body}
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
            onAdded={(media) => setData((current) => [media, ...(current ?? [])])}
            onDone={() => setAdding(false)}
          />
        ) : null}
      </Modal>
      <ConfirmModal
        open={toDelete !== null}
        title="Delete media"
        description={toDelete ? `Delete “${toDelete.name}”? Its stored files are deleted too. This cannot be undone.` : undefined}
        confirmLabel="Delete"
        danger
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
