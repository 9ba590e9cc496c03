/**
 * A play that ended is written to localStorage at once (synchronously), before its IndexedDB
 * transaction starts: a restart or a reload a few milliseconds later aborts that transaction,
 * but not the journal. The outbox notes the highest journal number it kept in the same
 * transaction as the play, so at the next start a journalled play is moved into the outbox
 * exactly when the outbox never kept it.
 */
import type { NewPlay, PlayOutbox } from './play-outbox';

const JOURNAL_KEY = 'signagePlayer.playJournal';

export interface JournalEntry {
  id: number;
  play: NewPlay;
}

interface Journal {
  next: number;
  entries: JournalEntry[];
}

function read(storage: Storage): Journal {
  const kept = JSON.parse(storage.getItem(JOURNAL_KEY) ?? 'null') as Journal | null;
  return kept && Array.isArray(kept.entries) ? kept : { next: 1, entries: [] };
}

/** Writes `play` to the journal; its number, or null where nothing can be kept. */
export function journalPlay(play: NewPlay, storage: Storage = localStorage): number | null {
  try {
    const journal = read(storage);
    const id = journal.next;
    storage.setItem(JOURNAL_KEY, JSON.stringify({ next: id + 1, entries: [...journal.entries, { id, play }] }));
    return id;
  } catch {
    return null;
  }
}

/** Takes the entries `ids` out of the journal (their plays are in the outbox). */
export function forgetJournalled(ids: readonly number[], storage: Storage = localStorage) {
  try {
    const journal = read(storage);
    const entries = journal.entries.filter((entry) => !ids.includes(entry.id));
    storage.setItem(JOURNAL_KEY, JSON.stringify({ ...journal, entries }));
  } catch {
    // Nothing kept: nothing to forget.
  }
}

function journalled(storage: Storage): JournalEntry[] {
  try {
    return read(storage).entries;
  } catch {
    return [];
  }
}

/**
 * At start: the journal's plays the outbox never kept (a restart aborted their transaction)
 * go into it, in order; those it kept are only taken out of the journal. Resolves to the outbox.
 */
export async function recoverJournal(opening: Promise<PlayOutbox | null>, storage: Storage = localStorage): Promise<PlayOutbox | null> {
  const entries = journalled(storage); // read at once: before any play of this start is journalled
  const outbox = await opening;
  if (!outbox || entries.length === 0) return outbox;
  const kept = await outbox.journalledUpTo();
  for (const entry of entries) if (entry.id > kept) await outbox.record(entry.play, entry.id);
  forgetJournalled(
    entries.map((entry) => entry.id),
    storage,
  );
  return outbox;
}
