import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { invalidate } from '@/lib/query-cache';
import { queryKeys } from '@/lib/query-keys';
import { toText } from '@/lib/checks';
import type { LogoPosition, Playlist } from '@/types/api';

import { LOGO_POSITIONS } from '../types';

/** Spec §5 playlist texts; the logo-position text is signage_core's. */
export const PLAYLIST_FORM_MESSAGES = {
  nameRequired: 'Please enter a playlist name',
  mediaRequired: 'Please select at least one media file',
  clientRequired: 'No client ID found',
  logoPositionInvalid: 'Please choose a logo position',
  bannerTextRequired: 'Please enter the banner text',
} as const;

const isTrue = (value: unknown) => value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');

function selectedMediaCount(value: unknown): number {
  if (!Array.isArray(value)) return 0;
  return value.filter((id) => typeof id === 'string' && id.trim()).length;
}

/** The playlist form's errors, as `signage_core.validate_playlist`. */
export function playlistErrors(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!toText(values.playlistName)) errors.playlistName = PLAYLIST_FORM_MESSAGES.nameRequired;
  if (selectedMediaCount(values.mediaIds) === 0) errors.mediaIds = PLAYLIST_FORM_MESSAGES.mediaRequired;
  if (!toText(values.clientId)) errors.clientId = PLAYLIST_FORM_MESSAGES.clientRequired;
  if (isTrue(values.showLogo) && !(LOGO_POSITIONS as readonly string[]).includes(toText(values.logoPosition))) {
    errors.logoPosition = PLAYLIST_FORM_MESSAGES.logoPositionInvalid;
  }
  if (isTrue(values.showBanner) && !toText(values.bannerText)) errors.bannerText = PLAYLIST_FORM_MESSAGES.bannerTextRequired;
  return errors;
}

function addIssues(ctx: z.RefinementCtx, errors: Record<string, string>) {
  for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
}

/** The playlist form as the shared cases send it. */
export const playlistSchema = z.looseObject({}).superRefine((values, ctx) => addIssues(ctx, playlistErrors(values)));

export const sharedCaseSchemas = { playlist: playlistSchema };

export interface PlaylistFormValues {
  playlistName: string;
  mediaIds: string[];
  /** The signed-in user's client (not typed). */
  clientId: string;
  showLogo: boolean;
  logoPosition: string;
  showBanner: boolean;
  bannerText: string;
}

/** What POST and PUT /api/playlists take. */
export interface PlaylistInput {
  playlistName: string;
  mediaIds: string[];
  showLogo: boolean;
  logoPosition: LogoPosition | null;
  showBanner: boolean;
  bannerText: string;
}

export const playlistFormSchema = z
  .object({
    playlistName: z.string(),
    mediaIds: z.array(z.string()),
    clientId: z.string(),
    showLogo: z.boolean(),
    logoPosition: z.string(),
    showBanner: z.boolean(),
    bannerText: z.string(),
  })
  .superRefine((values, ctx) => addIssues(ctx, playlistErrors(values)))
  .transform(
    (values): PlaylistInput => ({
      playlistName: values.playlistName.trim(),
      mediaIds: values.mediaIds.filter((id) => id.trim()),
      showLogo: values.showLogo,
      logoPosition: values.showLogo ? (values.logoPosition as LogoPosition) : null,
      showBanner: values.showBanner,
      bannerText: values.showBanner ? values.bannerText.trim() : '',
    }),
  );

/** POST /api/playlists → the new Playlist (items, totals and logo derived by the server). */
export function createPlaylist(input: PlaylistInput): Promise<Playlist> {
  return api.post<Playlist>('/playlists', input);
}

export function useCreatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPlaylist, onSuccess: () => invalidate(queryClient, queryKeys.playlists.all, queryKeys.dashboard) });
}
