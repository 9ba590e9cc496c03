import { useInfiniteQuery, useMutationState } from '@tanstack/react-query';
import { useState } from 'react';

import { ButtonLink } from '@/components/button';
import { PagedList } from '@/components/paged-list';
import { LibraryControls } from '@/components/library-controls';
import type { SortOrder } from '@/lib/pages';
import { Switch } from '@/components/switch';
import { useToast } from '@/components/toasts';
import { MediaThumbnail } from '@/components/media-thumbnail';
import { failureMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import type { Video } from '@/types/api';
import { useLanguage, useMessages } from '@/lib/i18n';

import { videosQuery } from '../api/get-videos';
import { useSetVideoStatus } from '../api/set-video-status';
import { messages } from '../messages';

/** The client's videos with their status switches and links to edit them, searched by title. */
export function VideoList() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOrder>('newest');
  const videos = useInfiniteQuery(videosQuery(search, sort));
  const t = useMessages(messages);
  return (
    <>
      <LibraryControls onSearch={setSearch} hint={t.searchHint} sort={sort} onSort={setSort} nameIs="title" />
      <PagedList query={videos} search={search} loadingLabel={t.loading} errorMessage={t.loadFailed} empty={t.empty} compact>
        {(list) => <VideoRows videos={list} />}
      </PagedList>
    </>
  );
}

function VideoRows({ videos }: { videos: Video[] }) {
  const toast = useToast();
  const t = useMessages(messages);
  const { language } = useLanguage();
  const statusMutation = useSetVideoStatus();
  const pending = useMutationState({
    filters: { mutationKey: ['videos', 'status'], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string }).id,
  });

  const changeStatus = async (id: string, status: boolean) => {
    try {
      await statusMutation.mutateAsync({ id, status });
      toast.success(t.statusUpdated);
    } catch (failure) {
      toast.error(failureMessage(failure, t.updateFailed));
    }
  };

  return (
    <ul aria-label={t.yourVideos} className="flex flex-col divide-y divide-slate-200">
      {videos.map((video) => (
        <li key={video.id} aria-label={video.videoTitle} className="flex flex-wrap items-center gap-3 py-3">
          <MediaThumbnail src={video.videoThumbnailUrl} kind="youtube" className="aspect-video w-24 shrink-0 rounded" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{video.videoTitle}</p>
            <p className="truncate text-xs text-slate-500">
              {video.createdAt ? t.addedOn(formatDate(video.createdAt, language)) : ''}
              <a href={video.videoUrl} target="_blank" rel="noreferrer" className="underline">
                {video.videoUrl}
              </a>
            </p>
          </div>
          <div className="flex items-center gap-3">
            <Switch
              checked={video.videoStatus}
              label={t.statusOf(video.videoTitle)}
              disabled={pending.includes(video.id)}
              onChange={(next) => void changeStatus(video.id, next)}
            />
            <ButtonLink to={`/dashboard/pages/editvideos/${encodeURIComponent(video.id)}`} variant="secondary" size="sm" aria-label={t.editNamed(video.videoTitle)}>
              {t.edit}
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
