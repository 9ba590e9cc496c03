/**
 * Proof of play on the TV: every play waits in an IndexedDB outbox (it survives restarts and
 * outages) under a sequence number the box never reuses, until the server has kept it. The
 * outbox is bounded: past `limit` plays the oldest are dropped and counted, and the count is
 * sent with the next batch so the portal can say how many a box away for weeks lost.
 */

const DB_NAME = 'signage-plays';
const PLAYS = 'plays';
const META = 'meta';
const NEXT = 'nextSequence';
const DROPPED = 'dropped';
const JOURNALLED = 'journalledUpTo';
/** About three weeks of a loop of 10-second items, a few megabytes. */
export const OUTBOX_LIMIT = 50_000;

/** A play as the server takes it (POST /api/player/plays); times by the box's clock. */
export interface OutboxPlay {
  sequence: number;
  mediaId: string;
  playlistId: string;
  startedAt: string;
  endedAt: string;
  offsetMs: number;
  completed: boolean;
}

export type NewPlay = Omit<OutboxPlay, 'sequence'>;

export interface PlayOutbox {
  /**
   * Keeps the play under the next sequence number (returned), dropping the oldest past the
   * limit; with its journal number, notes that number as kept in the same transaction.
   */
  record(play: NewPlay, journalId?: number | null): Promise<number>;
  /** The highest journal number kept (0 before any). */
  journalledUpTo(): Promise<number>;
  /** The oldest `count` plays waiting, oldest first. */
  oldest(count: number): Promise<OutboxPlay[]>;
  /** Forgets the plays the server kept. */
  forget(sequences: readonly number[]): Promise<void>;
  /** How many plays were dropped in all since the outbox was made. */
  dropped(): Promise<number>;
  size(): Promise<number>;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** One transaction: the sequence taken and moved on, the play added, the oldest dropped past `limit`. */
function recordIn(db: IDBDatabase, play: NewPlay, limit: number, journalId: number | null): Promise<number> {
  const tx = db.transaction([PLAYS, META], 'readwrite');
  const plays = tx.objectStore(PLAYS);
  const meta = tx.objectStore(META);
  let sequence = 0;
  meta.get(NEXT).onsuccess = (event) => {
    sequence = Number((event.target as IDBRequest).result ?? 0);
    meta.put(sequence + 1, NEXT);
    plays.add({ ...play, sequence });
    if (journalId !== null) meta.put(journalId, JOURNALLED);
    plays.count().onsuccess = (counted) => dropOldest(plays, meta, Number((counted.target as IDBRequest).result) - limit);
  };
  return finished(tx).then(() => sequence);
}

function dropOldest(plays: IDBObjectStore, meta: IDBObjectStore, excess: number) {
  if (excess <= 0) return;
  let left = excess;
  plays.openCursor().onsuccess = (event) => {
    const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
    if (!cursor || left <= 0) return;
    cursor.delete();
    left -= 1;
    cursor.continue();
  };
  meta.get(DROPPED).onsuccess = (event) => {
    meta.put(Number((event.target as IDBRequest).result ?? 0) + excess, DROPPED);
  };
}

function wrap(db: IDBDatabase, limit: number): PlayOutbox {
  const store = (name: string, mode: IDBTransactionMode) => db.transaction(name, mode).objectStore(name);
  return {
    record: (play, journalId = null) => recordIn(db, play, limit, journalId),
    journalledUpTo: async () => Number((await done(store(META, 'readonly').get(JOURNALLED))) ?? 0),
    oldest: async (count) => (await done(store(PLAYS, 'readonly').getAll(null, count))) as OutboxPlay[],
    forget: async (sequences) => {
      const tx = db.transaction(PLAYS, 'readwrite');
      for (const sequence of sequences) tx.objectStore(PLAYS).delete(sequence);
      await finished(tx);
    },
    dropped: async () => Number((await done(store(META, 'readonly').get(DROPPED))) ?? 0),
    size: () => done(store(PLAYS, 'readonly').count()),
  };
}

/** Opens the outbox; null where the browser has no IndexedDB (plays are then not recorded). */
export async function openPlayOutbox(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  limit = OUTBOX_LIMIT,
): Promise<PlayOutbox | null> {
  if (!factory) return null;
  try {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(PLAYS, { keyPath: 'sequence' });
      request.result.createObjectStore(META);
    };
    return wrap(await done(request), limit);
  } catch {
    return null;
  }
}
