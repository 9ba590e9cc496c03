import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';

import { forgetJournalled, journalPlay, recoverJournal } from './play-journal';
import { openPlayOutbox, type NewPlay, type PlayOutbox } from './play-outbox';

const play = (mediaId: string): NewPlay => ({
  mediaId,
  playlistId: 'p1',
  startedAt: '2025-03-10T12:00:00.000Z',
  endedAt: '2025-03-10T12:00:08.000Z',
  offsetMs: 0,
  completed: true,
});

async function opened(factory: IDBFactory): Promise<PlayOutbox> {
  const outbox = await openPlayOutbox(factory);
  if (!outbox) throw new Error('no outbox');
  return outbox;
}

const kept = async (outbox: PlayOutbox) => (await outbox.oldest(10)).map((p) => [p.sequence, p.mediaId]);

describe('play journal', () => {
  beforeEach(() => localStorage.clear());

  it('moves a play whose outbox transaction a restart aborted into the outbox at the next start', async () => {
    const factory = new IDBFactory();
    const outbox = await opened(factory);
    await outbox.record(play('a'), journalPlay(play('a')));
    forgetJournalled([1]);
    journalPlay(play('b')); // the page went before its transaction was done

    const recovered = await recoverJournal(openPlayOutbox(factory));
    expect(recovered).not.toBeNull();
    expect(await kept(outbox)).toEqual([[0, 'a'], [1, 'b']]);
    expect(await outbox.journalledUpTo()).toBe(2);
  });

  it('never keeps a play twice when the page went after its transaction but before the journal was cleared', async () => {
    const factory = new IDBFactory();
    const outbox = await opened(factory);
    await outbox.record(play('a'), journalPlay(play('a'))); // journal entry 1 left behind

    await recoverJournal(openPlayOutbox(factory));
    await recoverJournal(openPlayOutbox(factory));
    expect(await kept(outbox)).toEqual([[0, 'a']]);
    expect(localStorage.getItem('signagePlayer.playJournal')).toBe('{"next":2,"entries":[]}');
  });

  it('numbers entries on across starts, so a new play is never taken for a kept one', async () => {
    const factory = new IDBFactory();
    const outbox = await opened(factory);
    await outbox.record(play('a'), journalPlay(play('a')));
    forgetJournalled([1]);
    expect(journalPlay(play('b'))).toBe(2);
    await recoverJournal(openPlayOutbox(factory));
    expect(await kept(outbox)).toEqual([[0, 'a'], [1, 'b']]);
  });
});
