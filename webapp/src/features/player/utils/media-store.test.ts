import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

import { keptMedia, mediaKey, openMediaStore, pruneMedia, syncMedia, type MediaStore } from './media-store';

async function freshStore(): Promise<MediaStore> {
  const store = await openMediaStore(new IDBFactory());
  if (!store) throw new Error('no store');
  return store;
}

const blobOf = async (blob: Blob | undefined) => (blob ? await blob.text() : undefined);
const downloads = (files: Record<string, string>) => {
  const asked: string[] = [];
  const download = async (url: string) => {
    asked.push(url);
    const text = files[url];
    if (text === undefined) throw new Error('offline');
    return new Blob([text]);
  };
  return { asked, download };
};

describe('media store', () => {
  it('keys a file by its address without the signed query', () => {
    expect(mediaKey('/files/medias/1.png?expires=1&signature=x')).toBe('/files/medias/1.png');
    expect(mediaKey('/files/a.mp4')).toBe('/files/a.mp4');
  });

  it('is missing where the browser has no IndexedDB', async () => {
    expect(await openMediaStore(undefined)).toBeNull();
  });

  it('downloads the files it does not keep yet and keeps them', async () => {
    const store = await freshStore();
    const { asked, download } = downloads({ '/files/a.png?t=1': 'A', '/files/b.mp4?t=1': 'B' });
    const found = await syncMedia(store, ['/files/a.png?t=1', '/files/b.mp4?t=1'], new Map(), download);
    expect(asked).toEqual(['/files/a.png?t=1', '/files/b.mp4?t=1']);
    expect(await blobOf(found.get('/files/a.png'))).toBe('A');
    expect(await blobOf(await store.get('/files/b.mp4'))).toBe('B');
  });

  it('gives the kept copies when the network is gone', async () => {
    const store = await freshStore();
    await store.put('/files/a.png', new Blob(['A']));
    const kept = await keptMedia(store, ['/files/a.png?t=2', '/files/c.png?t=2']);
    const { download } = downloads({});
    const found = await syncMedia(store, ['/files/a.png?t=2', '/files/c.png?t=2'], kept, download);
    expect([...found.keys()]).toEqual(['/files/a.png']);
    expect(await blobOf(found.get('/files/a.png'))).toBe('A');
  });

  it('drops nothing while a file of this playlist is missing', async () => {
    const store = await freshStore();
    await store.put('/files/old.png', new Blob(['O']));
    await store.put('/files/a.png', new Blob(['A']));
    const urls = ['/files/a.png', '/files/c.png'];
    await pruneMedia(store, urls, await keptMedia(store, urls));
    expect((await store.keys()).sort()).toEqual(['/files/a.png', '/files/old.png']);
  });

  it('drops the files of earlier playlists once this one is complete', async () => {
    const store = await freshStore();
    await store.put('/files/old.png', new Blob(['O']));
    const { download } = downloads({ '/files/new.png?t=1': 'N' });
    const found = await syncMedia(store, ['/files/new.png?t=1'], new Map(), download);
    await pruneMedia(store, ['/files/new.png?t=1'], found);
    expect(await store.keys()).toEqual(['/files/new.png']);
  });

  it('forgets every file when cleared', async () => {
    const store = await freshStore();
    await store.put('/files/a.png', new Blob(['A']));
    await store.clear();
    expect(await store.keys()).toEqual([]);
  });
});
