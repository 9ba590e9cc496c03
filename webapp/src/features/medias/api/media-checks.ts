/**
 * The media form's checks, as `signage_core.validate_media` makes them: name, assetType, file
 * (size and type), duration and the YouTube link (tests/cases/README.md).
 */
import { toText } from '@/lib/checks';
import { MAX_MEDIA_BYTES } from '@/lib/spec-rules.gen';
import { extractYoutubeId } from '@/lib/youtube';

import { ASSET_TYPES } from '../types';

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

/** A YouTube item's link: one a video id can be read from (an edit may leave it empty). */
function youtubeError(assetType: string, url: string, adding: boolean): string | undefined {
  if (assetType !== 'youtube' || (!adding && !url)) return undefined;
  return extractYoutubeId(url) !== null ? undefined : MEDIA_MESSAGES.youtubeInvalid;
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
    youtubeUrl: youtubeError(assetType, url, adding),
  };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(candidates)) if (message !== undefined) errors[field] = message;
  return errors;
}
