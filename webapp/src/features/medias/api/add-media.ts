import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { uploadFile, type UploadProgress } from '@/lib/api-client';
import { invalidate, markStale, prependToList } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import { toText } from '@/lib/checks';

import { ASSET_TYPES } from '../types';
import { videoThumbnails } from '../utils/video-thumbnail';
import { extractYoutubeId } from '@/lib/youtube';
import type { AssetType, Media } from '@/types/api';
import { MAX_MEDIA_BYTES } from '@/lib/spec-rules.gen';

/** Spec §5 media form; the texts the spec leaves open are signage_core's. */
export const MEDIA_MESSAGES = {
  nameRequired: 'Name is required',
  assetTypeInvalid: 'Please choose image, video or YouTube',
  fileTooLarge: 'File size must be 10MB or less',
  imageWrongType: 'Only JPG and PNG images are allowed',
  videoWrongType: 'Only MP4 videos are allowed',
  videoFileRequired: 'Please select a video file',
  imageFileRequired: 'Please select an image file',
  durationNotNumber: 'Duration must be a number',
  durationNegative: 'Duration must be 0 or more',
  youtubeInvalid: 'Invalid YouTube URL.',
  /** Ours: success (a file is uploaded; a YouTube link is only added) and fallback failure. */
  added: 'Media uploaded successfully',
  linkAdded: 'YouTube link added successfully',
  saveFailed: 'The media could not be saved.',
} as const;

interface FileRule {
  contentTypes: readonly string[];
  /** The file input's accept attribute. */
  accept: string;
  wrongType: string;
  missing: string;
}

export const FILE_RULES: Partial<Record<string, FileRule>> = {
  image: {
    contentTypes: ['image/jpeg', 'image/jpg', 'image/png'],
    accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
    wrongType: MEDIA_MESSAGES.imageWrongType,
    missing: MEDIA_MESSAGES.imageFileRequired,
  },
  video: {
    contentTypes: ['video/mp4'],
    accept: 'video/mp4,.mp4',
    wrongType: MEDIA_MESSAGES.videoWrongType,
    missing: MEDIA_MESSAGES.videoFileRequired,
  },
};

const NUMBER_PATTERN = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/** A numeric field: a finite number or a plain decimal string; otherwise null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMBER_PATTERN.test(value.trim())) return Number(value.trim());
  return null;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

function fileError(values: Record<string, unknown>, rule: FileRule, adding: boolean): string | undefined {
  if (!toText(values.fileName)) return adding ? rule.missing : undefined;
  if ((toNumber(values.fileSize) ?? 0) > MAX_MEDIA_BYTES) return MEDIA_MESSAGES.fileTooLarge;
  if (!rule.contentTypes.includes(toText(values.contentType).toLowerCase())) return rule.wrongType;
  return undefined;
}

function durationError(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const seconds = toNumber(value);
  if (seconds === null) return MEDIA_MESSAGES.durationNotNumber;
  return seconds < 0 ? MEDIA_MESSAGES.durationNegative : undefined;
}

/**
 * The media form's errors, as `signage_core.validate_media`: name, assetType, file, duration
 * and youtubeUrl; a file is present when fileName is given (tests/cases/README.md).
 */
export function mediaErrors(values: Record<string, unknown>): Record<string, string> {
  const adding = toText(values.mode) !== 'edit';
  const assetType = toText(values.assetType);
  const rule = FILE_RULES[assetType];
  const url = toText(values.youtubeUrl);
  const candidates: Record<string, string | undefined> = {
    name: toText(values.name) ? undefined : MEDIA_MESSAGES.nameRequired,
    assetType: (ASSET_TYPES as readonly string[]).includes(assetType) || (!adding && !assetType) ? undefined : MEDIA_MESSAGES.assetTypeInvalid,
    file: rule ? fileError(values, rule, adding) : undefined,
    duration: durationError(values.duration),
    youtubeUrl:
      assetType !== 'youtube' || (!adding && !url) || extractYoutubeId(url) !== null ? undefined : MEDIA_MESSAGES.youtubeInvalid,
  };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(candidates)) if (message !== undefined) errors[field] = message;
  return errors;
}

function addIssues(ctx: z.RefinementCtx, errors: Record<string, string>) {
  for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
}

/** The media form as the shared cases send it (fileName, fileSize, contentType, mode). */
export const mediaSchema = z.looseObject({}).superRefine((values, ctx) => addIssues(ctx, mediaErrors(values)));

export const sharedCaseSchemas = { media: mediaSchema };

/** What the add-media form holds. */
export interface MediaFormValues {
  name: string;
  description: string;
  assetType: string;
  duration: string;
  youtubeUrl: string;
  file: File | null;
}

export interface NewMedia {
  name: string;
  description: string;
  assetType: AssetType;
  /** null: left empty */
  duration: number | null;
  youtubeUrl: string;
  file: File | null;
}

/** The add-media form: the same rules over the chosen File, then the values to send. */
export const mediaFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    assetType: z.string(),
    duration: z.string(),
    youtubeUrl: z.string(),
    file: z.custom<File | null>((value) => value === null || value === undefined || value instanceof Blob),
  })
  .superRefine((values, ctx) =>
    addIssues(
      ctx,
      mediaErrors({
        ...values,
        mode: 'add',
        fileName: values.file?.name ?? '',
        fileSize: values.file?.size ?? null,
        contentType: values.file?.type ?? '',
      }),
    ),
  )
  .transform(
    (values): NewMedia => ({
      name: values.name.trim(),
      description: values.description.trim(),
      assetType: values.assetType as AssetType,
      duration: toNumber(values.duration),
      youtubeUrl: values.assetType === 'youtube' ? values.youtubeUrl.trim() : '',
      file: values.assetType === 'youtube' ? null : (values.file ?? null),
    }),
  );

/** Spec §4's upload stages; a video's thumbnail is made before the upload starts. */
export type UploadStage = 'preparing' | 'generating-thumbnail' | 'uploading' | 'uploading-thumbnail' | 'saving' | 'complete';

export const STAGE_LABELS: Record<UploadStage, string> = {
  preparing: 'Preparing',
  'generating-thumbnail': 'Generating thumbnail',
  uploading: 'Uploading',
  'uploading-thumbnail': 'Uploading thumbnail',
  saving: 'Saving record',
  complete: 'Complete',
};

/** The stages an item of this type goes through, in order. */
export function stagesFor(assetType: AssetType): UploadStage[] {
  if (assetType === 'video') return ['preparing', 'generating-thumbnail', 'uploading', 'uploading-thumbnail', 'saving', 'complete'];
  if (assetType === 'image') return ['preparing', 'uploading', 'saving', 'complete'];
  return ['preparing', 'saving', 'complete'];
}

export interface UploadState {
  stage: UploadStage;
  /** 0..100 of the bytes sent */
  percent: number;
}

export interface AddMediaOptions {
  onProgress?: (state: UploadState) => void;
  signal?: AbortSignal;
}

/** Which stage a byte count of the multipart body is in: the file first, then the thumbnail. */
export function stageOfProgress(progress: UploadProgress, fileBytes: number, thumbnailBytes: number): UploadStage {
  if (progress.total > 0 && progress.loaded >= progress.total) return 'saving';
  if (thumbnailBytes > 0 && progress.total > 0) {
    const fileShare = fileBytes / (fileBytes + thumbnailBytes);
    if (progress.loaded / progress.total > fileShare) return 'uploading-thumbnail';
  }
  return 'uploading';
}

/**
 * Adds a media item: POST /api/medias as multipart (name, description, assetType, duration,
 * youtubeUrl, file, thumbnail) with XMLHttpRequest, so upload progress is real. A video's
 * thumbnail is made in the browser first; if that fails the video is sent without one. A video
 * without a duration takes the file's own length.
 */
export async function addMedia(media: NewMedia, options: AddMediaOptions = {}): Promise<Media> {
  const report = options.onProgress ?? (() => undefined);
  report({ stage: 'preparing', percent: 0 });
  let thumbnail: Blob | null = null;
  let duration = media.duration;
  if (media.assetType === 'video' && media.file) {
    report({ stage: 'generating-thumbnail', percent: 0 });
    try {
      const frame = await videoThumbnails.generate(media.file);
      thumbnail = frame.thumbnail;
      if (duration === null && frame.duration > 0) duration = Math.ceil(frame.duration);
    } catch (error) {
      console.warn('The video thumbnail could not be generated; uploading without one.', error);
    }
  }
  if (options.signal?.aborted) throw new DOMException('Upload aborted', 'AbortError');

  const form = new FormData();
  form.append('name', media.name);
  form.append('description', media.description);
  form.append('assetType', media.assetType);
  form.append('duration', duration === null ? '' : String(duration));
  form.append('youtubeUrl', media.youtubeUrl);
  const file = media.assetType === 'youtube' ? null : media.file;
  if (file) form.append('file', file, file.name);
  if (thumbnail) form.append('thumbnail', thumbnail, 'thumbnail.jpg');

  const fileBytes = file?.size ?? 0;
  const thumbnailBytes = thumbnail?.size ?? 0;
  report({ stage: file ? 'uploading' : 'saving', percent: 0 });
  const saved = await uploadFile<Media>('/medias', form, {
    signal: options.signal,
    onProgress: (progress) => report({ stage: stageOfProgress(progress, fileBytes, thumbnailBytes), percent: progress.percent }),
  });
  report({ stage: 'complete', percent: 100 });
  return saved;
}

/** A new item is listed at once (newest first); the active media and the dashboard change too. */
export function useAddMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ media, options }: { media: NewMedia; options?: AddMediaOptions }) => addMedia(media, options),
    onSuccess: async (saved) => {
      prependToList(queryClient, queryKeys.medias.list(), saved);
      await markStale(queryClient, queryKeys.medias.lists);
      await invalidate(queryClient, queryKeys.medias.actives, queryKeys.dashboard);
    },
  });
}
