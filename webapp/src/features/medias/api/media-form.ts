/** The media form's schemas: the shared cases' (raw values) and the add-media form's (a File). */
import { z } from 'zod';

import type { AssetType } from '@/types/api';

import { mediaErrors, toNumber } from './media-checks';

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
