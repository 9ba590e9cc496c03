import { useState } from 'react';

import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { Switch } from '@/components/switch';
import { useToast } from '@/components/toasts';
import { formatDate } from '@/lib/format';

import { useVideos } from '../api/get-videos';
import { VIDEO_MESSAGES } from '../api/messages';
import { setVideoStatus } from '../api/set-video-status';
import { failureMessage } from '../utils/errors';

/** The client's videos with their status switches and links to edit them. */
export function VideoList() {
  const toast = useToast();
  const { data: videos, error, isLoading, reload, setData } = useVideos();
  const [pending, setPending] = useState<string | null>(null);

  const changeStatus = async (id: string, status: boolean) => {
    setPending(id);
    try {
      const saved = await setVideoStatus(id, status);
      setData((current) => current?.map((video) => (video.id === id ? saved : video)));
      toast.success(VIDEO_MESSAGES.statusUpdated);
    } catch (failure) {
      toast.error(failureMessage(failure, VIDEO_MESSAGES.updateFailed));
    } finally {
      setPending(null);
    }
  };

  if (isLoading && !videos) return <Spinner label="Loading your videos" />;
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-sm text-red-700">{VIDEO_MESSAGES.loadFailed}</p>
        <Button variant="secondary" size="sm" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  if (!videos || videos.length === 0) return <EmptyState>No videos yet.</EmptyState>;
  return (
    <ul aria-label="Your videos" className="flex flex-col divide-y divide-slate-200">
      {videos.map((video) => (
        <li key={video.id} aria-label={video.videoTitle} className="flex flex-wrap items-center gap-3 py-3">
          {video.videoThumbnailUrl ? (
            <img src={video.videoThumbnailUrl} alt="" loading="lazy" className="aspect-video w-24 shrink-0 rounded object-cover" />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{video.videoTitle}</p>
            <p className="truncate text-xs text-slate-500">
              {video.createdAt ? `Added ${formatDate(video.createdAt)} · ` : ''}
              <a href={video.videoUrl} target="_blank" rel="noreferrer" className="underline">
                {video.videoUrl}
              </a>
            </p>
          </div>
          <div className="flex items-center gap-3">
            <Switch
              checked={video.videoStatus}
              label={`Status of ${video.videoTitle}`}
              disabled={pending === video.id}
              onChange={(next) => void changeStatus(video.id, next)}
            />
            <ButtonLink to={`/dashboard/pages/editvideos/${encodeURIComponent(video.id)}`} variant="secondary" size="sm" aria-label={`Edit ${video.videoTitle}`}>
              Edit
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
