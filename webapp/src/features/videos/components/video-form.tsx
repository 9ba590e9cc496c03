import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/button';
import { TextField } from '@/components/fields';
import { Form, type FormMethods } from '@/components/form';
import { Spinner } from '@/components/spinner';
import { MediaThumbnail } from '@/components/media-thumbnail';
import { FormActions } from '@/components/form-actions';

import { videoFormSchema, type VideoFormValues, type VideoInput } from '../api/add-video';
import { youtubeConfiguredQuery } from '../api/get-config';
import { messages } from '../messages';
import { failureMessage } from '@/lib/errors';
import { videoInfoQuery } from '@/lib/video-info';
import { extractYoutubeId } from '@/lib/youtube';
import type { VideoInfo } from '@/types/api';
import { useMessages } from '@/lib/i18n';

/** Wait this long after the last keystroke before asking the server about a link. */
export const LOOKUP_DELAY_MS = 400;

type Lookup =
  | { videoId: string; state: 'pending' }
  | { videoId: string; state: 'done'; info: VideoInfo }
  | { videoId: string; state: 'failed'; message: string };

/**
 * Looks a link up on the server (GET /api/videos/info) when it becomes a valid YouTube link,
 * and on demand: the title and the high thumbnail fill the form. A failed lookup clears the
 * thumbnail, so the form cannot be saved without the video's information.
 */
function useVideoLookup(initialVideoId: string | null) {
  const { control, setValue, clearErrors } = useFormContext<VideoFormValues>();
  const url = useWatch({ control, name: 'videoUrl' }) ?? '';
  const videoId = extractYoutubeId(url);
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const settledId = useRef<string | null>(initialVideoId);
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const t = useMessages(messages);

  const run = useCallback(
    (link: string, id: string) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      settledId.current = id;
      setLookup({ videoId: id, state: 'pending' });
      queryClient.fetchQuery(videoInfoQuery(link.trim())).then(
        (info) => {
          if (abort.signal.aborted) return;
          setLookup({ videoId: id, state: 'done', info });
          setValue('videoThumbnailUrl', info.thumbnailUrl, { shouldDirty: true });
          if (info.configured && info.title) setValue('videoTitle', info.title, { shouldDirty: true });
          clearErrors(['videoThumbnailUrl', 'videoTitle', 'clientId']);
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setValue('videoThumbnailUrl', '', { shouldDirty: true });
          setLookup({ videoId: id, state: 'failed', message: failureMessage(error, t.infoFailed) });
        },
      );
    },
    [setValue, clearErrors, queryClient, t.infoFailed],
  );

  useEffect(() => {
    if (!videoId || settledId.current === videoId) return undefined;
    const timer = setTimeout(() => run(url, videoId), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [url, videoId, run]);

  useEffect(() => () => controller.current?.abort(), []);

  return { videoId, lookup: lookup && lookup.videoId === videoId ? lookup : null, run };
}

function VideoFields({ initialVideoId, disabled }: { initialVideoId: string | null; disabled: boolean }) {
  const { control, trigger, getValues } = useFormContext<VideoFormValues>();
  const t = useMessages(messages);
  const { errors, isSubmitting } = useFormState({ control });
  const thumbnail = useWatch({ control, name: 'videoThumbnailUrl' });
  const title = useWatch({ control, name: 'videoTitle' });
  const { videoId, lookup, run } = useVideoLookup(initialVideoId);
  const navigate = useNavigate();
  const incomplete = errors.videoThumbnailUrl?.message ?? errors.clientId?.message;
  const configured = useQuery(youtubeConfiguredQuery()).data;
  const notConfigured = lookup?.state === 'done' && !lookup.info.configured;
  const typedLength = configured === false || notConfigured || Boolean(errors.duration);

  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          name="videoUrl"
          label={t.youtubeUrl}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          disabled={disabled}
          containerClassName="flex-1"
        />
        <Button
          variant="secondary"
          disabled={disabled}
          onClick={() => {
            void trigger('videoUrl').then((valid) => {
              if (valid && videoId) run(getValues('videoUrl'), videoId);
            });
          }}
        >
          {t.getInfo}
        </Button>
      </div>
      {lookup?.state === 'pending' ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" label={t.lookingUp} /> {t.lookingUp}…
        </p>
      ) : null}
      {lookup?.state === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {lookup.message}
        </p>
      ) : null}
      {lookup?.state === 'done' && !lookup.info.configured ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          {t.infoNotConfigured}
        </p>
      ) : null}
      <TextField name="videoTitle" label={t.title} disabled={disabled} autoComplete="off" />
      {typedLength ? (
        <TextField
          name="duration"
          label={t.duration}
          inputMode="numeric"
          placeholder="m:ss"
          hint={t.durationHint}
          disabled={disabled}
          autoComplete="off"
        />
      ) : null}
      {thumbnail ? (
        <figure className="flex flex-col gap-1">
          <MediaThumbnail
            src={thumbnail}
            kind="youtube"
            alt={title ? t.thumbnailOf(title) : t.videoThumbnail}
            className="aspect-video w-full max-w-sm rounded-md ring-1 ring-slate-200"
          />
          <figcaption className="text-xs text-slate-500">{t.thumbnail}</figcaption>
        </figure>
      ) : null}
      {incomplete ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm font-medium text-red-700">
          {incomplete}
        </p>
      ) : null}
      <FormActions
        onCancel={() => void navigate('/dashboard')}
        busy={isSubmitting}
        cancelWhileBusy
        saveDisabled={disabled || lookup?.state === 'pending'}
        cancelLabel={t.cancel}
        saveLabel={t.save}
      />
    </>
  );
}

interface VideoFormProps {
  /** The stored video's values (edit), or nothing (add). */
  values?: VideoFormValues;
  clientId: string;
  disabled?: boolean;
  label: string;
  onSubmit: (input: VideoInput, form: FormMethods<VideoFormValues, VideoInput>) => Promise<void>;
}

/** The add/edit video form: YouTube URL → title and high thumbnail from the server. */
export function VideoForm({ values, clientId, disabled = false, label, onSubmit }: VideoFormProps) {
  const initial: VideoFormValues = values ?? { videoUrl: '', videoTitle: '', videoThumbnailUrl: '', duration: '', clientId };
  return (
    <Form
      schema={videoFormSchema}
      defaultValues={{ ...initial, clientId }}
      aria-label={label}
      className="flex flex-col gap-4"
      onSubmit={onSubmit}
    >
      <VideoFields initialVideoId={values ? extractYoutubeId(values.videoUrl) : null} disabled={disabled} />
    </Form>
  );
}
