import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';

import type { SendPlays, SentPlays } from '../api/send-plays';

import { playbackEvents, subscribePlayback, type PlayedItem } from './playback-events';
import { readClockOffset } from './play-clock';
import { openPlayOutbox, type OutboxPlay, type PlayOutbox } from './play-outbox';
import { PLAYS_PER_BATCH, SEND_EVERY_MS, playRecorder, sendStep } from './play-sending';

const item = (turn: number, mediaId = 'm1'): PlayedItem =>
  ({ mediaId, playlistId: 'p1', turn, assetType: 'image', url: '/a.png', youtubeId: null, duration: 8, fileSize: 1 }) as PlayedItem;

async function outbox(): Promise<PlayOutbox> {
  const box = await openPlayOutbox(new IDBFactory());
  if (!box) throw new Error('no outbox');
  return box;
}

/** A server that answers `statuses` in turn (then 200) and keeps what it took. */
function server(...statuses: number[]) {
  const kept: OutboxPlay[][] = [];
  const droppedSeen: number[] = [];
  const send: SendPlays = async (_token, plays, dropped): Promise<SentPlays> => {
    const status = statuses.shift() ?? 200;
    if (status === 200) kept.push(plays);
    droppedSeen.push(dropped);
    return { status, serverDate: status ? 'Mon, 10 Mar 2025 12:00:10 GMT' : null, sentAt: 0, receivedAt: 0 };
  };
  return { send, kept, droppedSeen };
}

const signal = new AbortController().signal;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('proof of play', () => {
  beforeEach(() => localStorage.clear());

  it('counts an item cut off by an emergency message as seen until then, not completed, and nothing while it shows', async () => {
    const box = await outbox();
    const stop = subscribePlayback(playRecorder(Promise.resolve(box), () => 0));
    playbackEvents.started(item(1), 1_000);
    playbackEvents.interrupted(4_000);
    // A stage started again after the message counts its turns from 1 again.
    playbackEvents.started(item(1, 'm2'), 60_000);
    playbackEvents.ended(item(1, 'm2'), 'completed', null, 68_000);
    stop();
    await settle();
    const plays = await box.oldest(10);
    expect(plays.map((p) => [p.mediaId, p.startedAt, p.endedAt, p.completed])).toEqual([
      ['m1', new Date(1_000).toISOString(), new Date(4_000).toISOString(), false],
      ['m2', new Date(60_000).toISOString(), new Date(68_000).toISOString(), true],
    ]);
  });

  it('records an item that reached the screen when it ends, skipped or completed', async () => {
    const box = await outbox();
    const stop = subscribePlayback(playRecorder(Promise.resolve(box), () => -250));
    playbackEvents.started(item(1), 1_000);
    playbackEvents.ended(item(1), 'completed', null, 9_000);
    playbackEvents.started(item(2, 'm2'), 9_000);
    playbackEvents.ended(item(2, 'm2'), 'skipped', 'stalled', 10_000);
    playbackEvents.ended(item(3), 'skipped', 'media-error', 10_000); // never on screen
    stop();
    await settle();
    const plays = await box.oldest(10);
    expect(plays.map((p) => [p.mediaId, p.completed, p.offsetMs])).toEqual([['m1', true, -250], ['m2', false, -250]]);
    expect(plays[0]).toMatchObject({ startedAt: new Date(1_000).toISOString(), endedAt: new Date(9_000).toISOString() });
  });

  it('journals a play the moment it ends and clears it once the outbox kept it', async () => {
    const box = await outbox();
    let open: (box: PlayOutbox) => void = () => undefined;
    const stop = subscribePlayback(playRecorder(new Promise((resolve) => (open = resolve)), () => 0));
    playbackEvents.started(item(1), 1_000);
    playbackEvents.ended(item(1), 'completed', null, 9_000);
    stop();
    const journal = () => JSON.parse(localStorage.getItem('signagePlayer.playJournal') ?? '{}') as { entries: unknown[] };
    expect(journal().entries).toHaveLength(1); // before any IndexedDB work: a restart now keeps it
    open(box);
    await settle();
    expect(journal().entries).toHaveLength(0);
    expect(await box.journalledUpTo()).toBe(1);
    expect(await box.size()).toBe(1);
  });

  it('keeps every play while the server is away and sends them once it is back', async () => {
    const box = await outbox();
    for (let n = 0; n < 3; n += 1) await box.record({ mediaId: 'm1', playlistId: 'p1', startedAt: '', endedAt: '', offsetMs: 0, completed: true });
    const { send, kept } = server(0, 0, 503);
    const step = sendStep(Promise.resolve(box), 'token', send);
    const waits = [await step(signal), await step(signal), await step(signal)];
    expect(waits[1]).toBeGreaterThan(waits[0] ?? 0); // backing off
    expect(await box.size()).toBe(3);
    expect(await step(signal)).toBe(SEND_EVERY_MS);
    expect(kept.flat().map((p) => p.sequence)).toEqual([0, 1, 2]);
    expect(await box.size()).toBe(0);
  });

  it('sends a full batch and goes on at once with the rest', async () => {
    const box = await outbox();
    for (let n = 0; n < PLAYS_PER_BATCH + 1; n += 1) {
      await box.record({ mediaId: 'm1', playlistId: 'p1', startedAt: '', endedAt: '', offsetMs: 0, completed: true });
    }
    const { send, kept } = server();
    const step = sendStep(Promise.resolve(box), 'token', send);
    expect(await step(signal)).toBe(0);
    expect(await step(signal)).toBe(SEND_EVERY_MS);
    expect(kept.map((batch) => batch.length)).toEqual([PLAYS_PER_BATCH, 1]);
  });

  it('sends the dropped count, and measures the clock offset from the answer', async () => {
    const box = await openPlayOutbox(new IDBFactory(), 1);
    if (!box) throw new Error('no outbox');
    for (let n = 0; n < 3; n += 1) await box.record({ mediaId: 'm1', playlistId: 'p1', startedAt: '', endedAt: '', offsetMs: 0, completed: true });
    const { send, droppedSeen } = server();
    await sendStep(Promise.resolve(box), 'token', send)(signal);
    expect(droppedSeen).toEqual([2]);
    expect(readClockOffset()).toBe(Date.parse('Mon, 10 Mar 2025 12:00:10 GMT') + 500);
  });
});
