import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { Button } from '@/components/button';
import { TextField } from '@/components/fields';
import { Spinner } from '@/components/spinner';
import { MediaThumbnail } from '@/components/media-thumbnail';

import type { MediaFormValues } from '../api/media-form';
import { VIDEO_INFO_FAILED } from '../api/video-info-messages';
import { messages } from '../form-messages';
import { failureMessage } from '@/lib/errors';
import { videoInfoQuery } from '@/lib/video-info';
import { extractYoutubeId } from '@/lib/youtube';
import type { VideoInfo } from '@/types/api';
import { useMessages } from '@/lib/i18n';

/** Wait this long after the last keystroke before asking the server about a link. */
export const LOOKUP_DELAY_MS = 400;

interface Lookup {
  videoId: string;
  info?: VideoInfo;
  error?: string;
}

/**
 * The YouTube URL of a link item. A valid link is looked up on the server (GET
 * /api/videos/info): its title fills an empty Name, its duration the Duration, and its
 * thumbnail is shown. When the server has no video-information service, the person is told to
 * type the name and the duration.
 */
export function YoutubeFields({ disabled }: { disabled?: boolean }) {
  const { control, getValues, setValue } = useFormContext<MediaFormValues>();
  const url = useWatch({ control, name: 'youtubeUrl' });
  const videoId = extractYoutubeId(url ?? '');
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const t = useMessages(messages);

  useEffect(() => {
    if (!videoId || lookup?.videoId === videoId) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPending(videoId);
      queryClient.fetchQuery(videoInfoQuery(url)).then(
        (info) => {
          if (controller.signal.aborted) return;
          setPending(null);
          setLookup({ videoId, info });
          if (info.configured && info.title && !getValues('name').trim()) setValue('name', info.title, { shouldDirty: true });
          if (info.configured && info.durationSeconds > 0) setValue('duration', String(info.durationSeconds), { shouldDirty: true });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setPending(null);
          setLookup({ videoId, error: failureMessage(error, VIDEO_INFO_FAILED) });
        },
      );
    }, LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [videoId, url, lookup?.videoId, getValues, setValue, queryClient]);

  const current = lookup && lookup.videoId === videoId ? lookup : null;
  return (
    <div className="flex flex-col gap-2">
      <TextField
        name="youtubeUrl"
        label={t.youtubeUrl}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        disabled={disabled}
        hint={t.youtubeHint}
      />
      {pending && pending === videoId ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" label={t.lookingUp} /> {t.lookingUp}…
        </p>
      ) : null}
      {current?.error ? (
        <div className="flex flex-wrap items-center gap-2">
          <p role="alert" className="text-sm font-medium text-red-600">
            {current.error}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setLookup(null)} disabled={disabled}>
            {t.tryAgain}
          </Button>
        </div>
      ) : null}
      {current?.info && !current.info.configured ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          {t.notConfigured}
        </p>
      ) : null}
      {current?.info?.thumbnailUrl ? (
        <MediaThumbnail
          src={current.info.thumbnailUrl}
          kind="youtube"
          alt={current.info.title ? t.thumbnailOf(current.info.title) : t.videoThumbnail}
          className="aspect-video w-full max-w-xs rounded-md ring-1 ring-slate-200"
        />
      ) : null}
    </div>
  );
}
