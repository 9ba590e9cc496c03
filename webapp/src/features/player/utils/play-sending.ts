/**
 * Proof of play: what the player's stage played goes into the outbox (`playRecorder`), and the
 * outbox goes to the server in batches (`sendStep`), the oldest first, each play forgotten only
 * once the server kept it. A failed send keeps everything and backs off.
 */
import type { SendPlays } from '../api/send-plays';

import type { PlaybackListener, PlayedItem } from './playback-events';
import { forgetJournalled, journalPlay } from './play-journal';
import { offsetFromDate, readClockOffset, saveClockOffset } from './play-clock';
import type { PlayOutbox } from './play-outbox';
import { nextPollDelay } from './polling';

/** The server's limit per request. */
export const PLAYS_PER_BATCH = 500;
/** The wait between sends while all is sent, and the first back-off. */
export const SEND_EVERY_MS = 15_000;

/**
 * Records each item that reached the screen when it ends: completed, or skipped when it broke
 * on screen, or cut off when the stage left the screen (an emergency message): not completed;
 * `outbox` resolves once the journal of the last start is recovered into it. An item that never
 * reached the screen is no play; one cut by a restart ends never.
 */
export function playRecorder(outbox: Promise<PlayOutbox | null>, offset = readClockOffset): PlaybackListener {
  const starts = new Map<number, { item: PlayedItem; at: number }>();
  const record = (item: PlayedItem, start: number, at: number, completed: boolean) => {
    const play = {
      mediaId: item.mediaId,
      playlistId: item.playlistId,
      startedAt: new Date(start).toISOString(),
      endedAt: new Date(Math.max(at, start)).toISOString(),
      offsetMs: offset(),
      completed,
    };
    // Journalled first: a restart in the next milliseconds would abort the outbox's transaction.
    const journalId = journalPlay(play);
    void outbox
      .then((box) => box?.record(play, journalId))
      .then(() => journalId !== null && forgetJournalled([journalId]))
      .catch((error: unknown) => console.error(error));
  };
  return {
    onItemStarted: (item, at) => void starts.set(item.turn, { item, at }),
    onItemEnded: (item, at, outcome) => {
      const start = starts.get(item.turn);
      starts.delete(item.turn);
      if (start !== undefined) record(item, start.at, at, outcome === 'completed');
    },
    // Cut off by an emergency message: seen until then, not completed; nothing counts while it shows.
    onInterrupted: (at) => {
      for (const { item, at: start } of starts.values()) record(item, start, at, false);
      starts.clear();
    },
  };
}

/** One send of the oldest batch; the delay before the next (at once while a full batch went). */
export function sendStep(outbox: Promise<PlayOutbox | null>, deviceToken: string, send: SendPlays) {
  let failures = 0;
  let droppedSent = 0;
  return async (signal: AbortSignal): Promise<number | null> => {
    const box = await outbox;
    if (!box || signal.aborted) return null;
    const plays = await box.oldest(PLAYS_PER_BATCH);
    const dropped = await box.dropped();
    if (plays.length === 0 && dropped === droppedSent) return SEND_EVERY_MS;
    const answer = await send(deviceToken, plays, dropped, signal);
    const offset = offsetFromDate(answer.serverDate, answer.sentAt, answer.receivedAt);
    if (offset !== null) saveClockOffset(offset);
    if (answer.status === 200 || answer.status === 400) {
      // 400: a batch the server will never take (a bug); kept, it would block every later play.
      await box.forget(plays.map((play) => play.sequence));
      failures = 0;
      droppedSent = dropped;
      return plays.length === PLAYS_PER_BATCH ? 0 : SEND_EVERY_MS;
    }
    if (signal.aborted) return null;
    failures += 1;
    return nextPollDelay(failures, SEND_EVERY_MS / 2);
  };
}
