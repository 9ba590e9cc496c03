import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

import { openPlayOutbox, type NewPlay, type PlayOutbox } from './play-outbox';

const play = (mediaId: string): NewPlay => ({
  mediaId,
  playlistId: 'p1',
  startedAt: '2025-03-10T12:00:00.000Z',
  endedAt: '2025-03-10T12:00:08.000Z',
  offsetMs: 0,
  completed: true,
});

async function opened(factory: IDBFactory, limit?: number): Promise<PlayOutbox> {
  const outbox = await openPlayOutbox(factory, limit);
  if (!outbox) throw new Error('no outbox');
  return outbox;
}

describe('play outbox', () => {
  it('is missing where the browser has no IndexedDB', async () => {
    expect(await openPlayOutbox(undefined)).toBeNull();
  });

  it('numbers plays in order and hands the oldest first', async () => {
    const outbox = await opened(new IDBFactory());
    for (const media of ['a', 'b', 'c']) await outbox.record(play(media));
    const oldest = await outbox.oldest(2);
    expect(oldest.map((p) => [p.sequence, p.mediaId])).toEqual([[0, 'a'], [1, 'b']]);
  });

  it('keeps its plays and its numbering across a restart', async () => {
    const factory = new IDBFactory();
    const before = await opened(factory);
    await before.record(play('a'));
    await before.record(play('b'));
    await before.forget([0]);
    const after = await opened(factory); // the page loaded again: the same database
    expect((await after.oldest(10)).map((p) => p.mediaId)).toEqual(['b']);
    expect(await after.record(play('c'))).toBe(2); // never a number used before
  });

  it('forgets only the plays the server kept', async () => {
    const outbox = await opened(new IDBFactory());
    for (const media of ['a', 'b', 'c']) await outbox.record(play(media));
    await outbox.forget([0, 2]);
    expect((await outbox.oldest(10)).map((p) => p.sequence)).toEqual([1]);
  });

  it('past its bound drops the oldest and counts them', async () => {
    const factory = new IDBFactory();
    const outbox = await opened(factory, 3);
    for (const media of ['a', 'b', 'c', 'd', 'e']) await outbox.record(play(media));
    expect((await outbox.oldest(10)).map((p) => p.mediaId)).toEqual(['c', 'd', 'e']);
    expect(await outbox.size()).toBe(3);
    expect(await (await opened(factory, 3)).dropped()).toBe(2);
  });
});
