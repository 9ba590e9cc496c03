/**
 * Following a manifest's schedule by the box's own clock, offline too: the slice an instant is
 * in, when the next one starts, and the playlist it plays. A slice whose playlist is null or not
 * among the schedule's playlists plays the manifest's own `playlist`. Past `until` (the box has
 * not reached the server for the whole horizon) the last slice plays on; before the first
 * slice (a box clock behind) the first one plays.
 */
import type { Manifest, ManifestSchedule, ManifestSlice, PlayerPlaylist } from '@/types/api';

const at = (text: string) => Date.parse(text);

/** The slice `now` (ms) is in; null without a schedule or slices. */
export function sliceAt(schedule: ManifestSchedule | null | undefined, now: number): ManifestSlice | null {
  const slices = schedule?.slices ?? [];
  const [first, last] = [slices.at(0), slices.at(-1)];
  if (!first || !last) return null;
  const found = slices.find((slice) => at(slice.startsAt) <= now && now < at(slice.endsAt));
  return found ?? (now < at(first.startsAt) ? first : last);
}

/** When (ms) the slice after `now`'s starts; null when none follows within the schedule. */
export function nextBoundary(schedule: ManifestSchedule | null | undefined, now: number): number | null {
  const slices = schedule?.slices ?? [];
  const next = slices.find((slice) => at(slice.startsAt) > now);
  return next ? at(next.startsAt) : null;
}

/** The playlist a slice plays: its scheduled one, else the manifest's own. */
export function playlistOf(manifest: Manifest, slice: ManifestSlice | null): PlayerPlaylist | null {
  const scheduled = slice?.playlistId ? manifest.schedule?.playlists.find((p) => p.id === slice.playlistId) : undefined;
  return scheduled ?? manifest.playlist;
}

/** Every playlist the manifest may play (its own and its scheduled ones), for keeping their files. */
export function playlistsOf(manifest: Manifest | null): PlayerPlaylist[] {
  if (!manifest) return [];
  const scheduled = manifest.schedule?.playlists ?? [];
  return manifest.playlist ? [manifest.playlist, ...scheduled] : [...scheduled];
}
