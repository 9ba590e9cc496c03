/**
 * How often this player skipped each media since it started (it could not play it), for its
 * reports: per media the count, the last reason and when. Bounded: only the SKIPS_KEPT media
 * skipped most recently are kept, the one skipped longest ago goes first.
 */
import type { SkipReason } from './playback-events';

export const SKIPS_KEPT = 10;

export interface SkipCount {
  mediaId: string;
  reason: SkipReason;
  count: number;
  lastAt: Date;
}

/** The tally, most recently skipped first, with one more skip of `mediaId` at `at`. */
export function tallySkip(tally: readonly SkipCount[], mediaId: string, reason: SkipReason, at: Date): SkipCount[] {
  const before = tally.find((skip) => skip.mediaId === mediaId);
  const counted: SkipCount = { mediaId, reason, count: (before?.count ?? 0) + 1, lastAt: at };
  const others = tally.filter((skip) => skip.mediaId !== mediaId);
  return [counted, ...others].slice(0, SKIPS_KEPT);
}
