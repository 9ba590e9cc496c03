/**
 * The TV's media files, kept as blobs in IndexedDB (it works over plain http, where service
 * workers and the Cache API are not available), keyed by their address without the query (a
 * signed link changes its query, not the file).
 */

const DB_NAME = 'signage-player';
const STORE = 'media';

export interface MediaStore {
  get(key: string): Promise<Blob | undefined>;
  put(key: string, blob: Blob): Promise<void>;
  keys(): Promise<string[]>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
}

/** The cache key of a media address: without its query and fragment. */
export function mediaKey(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function wrap(db: IDBDatabase): MediaStore {
  const store = (mode: IDBTransactionMode) => db.transaction(STORE, mode).objectStore(STORE);
  return {
    get: async (key) => (await done(store('readonly').get(key))) as Blob | undefined,
    put: async (key, blob) => {
      await done(store('readwrite').put(blob, key));
    },
    keys: async () => (await done(store('readonly').getAllKeys())).map(String),
    remove: async (key) => {
      await done(store('readwrite').delete(key));
    },
    clear: async () => {
      await done(store('readwrite').clear());
    },
  };
}

/** Opens the store; null where the browser has no IndexedDB (the TV then streams the files). */
export async function openMediaStore(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<MediaStore | null> {
  if (!factory) return null;
  try {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    return wrap(await done(request));
  } catch {
    return null;
  }
}

export type FetchBlob = (url: string) => Promise<Blob>;

export async function fetchBlob(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not download ${mediaKey(url)} (${response.status})`);
  return response.blob();
}

/** The blobs of these addresses already kept, by key (what an offline TV can play at once). */
export async function keptMedia(store: MediaStore, urls: readonly string[]): Promise<Map<string, Blob>> {
  const kept = new Map<string, Blob>();
  for (const key of new Set(urls.map(mediaKey))) {
    const blob = await store.get(key).catch(() => undefined);
    if (blob) kept.set(key, blob);
  }
  return kept;
}

/**
 * Downloads and keeps the addresses not in `kept`, and returns every blob by key; one that
 * cannot be downloaded is left out (the TV uses its address until a later try).
 */
export async function syncMedia(
  store: MediaStore,
  urls: readonly string[],
  kept: ReadonlyMap<string, Blob>,
  download: FetchBlob = fetchBlob,
): Promise<Map<string, Blob>> {
  const found = new Map(kept);
  for (const url of urls) {
    const key = mediaKey(url);
    if (found.has(key)) continue;
    try {
      const blob = await download(url);
      await store.put(key, blob);
      found.set(key, blob);
    } catch {
      // Offline or refused: streamed from its address until a later manifest brings it again.
    }
  }
  return found;
}

/** Removes the files of earlier playlists, once every file of this one is kept (`found`). */
export async function pruneMedia(store: MediaStore, urls: readonly string[], found: ReadonlyMap<string, Blob>) {
  const wanted = new Set(urls.map(mediaKey));
  if ([...wanted].some((key) => !found.has(key))) return;
  for (const key of await store.keys()) if (!wanted.has(key)) await store.remove(key);
}

/** Drops every kept file (a removed screen). */
export async function clearMediaStore(factory?: IDBFactory) {
  const store = await openMediaStore(factory);
  await store?.clear().catch(() => undefined);
}
