import { useCallback, useEffect, useRef, useState } from 'react';

import type { PlayerPlaylist } from '@/types/api';

import { keptMedia, mediaKey, openMediaStore, pruneMedia, syncMedia } from '../utils/media-store';
import { noteFiles } from '../utils/status-board';

/** The files a playlist needs kept: its images and MP4s, and its logo. */
export function mediaUrlsOf(playlist: PlayerPlaylist | null): string[] {
  if (!playlist) return [];
  const files = playlist.items.filter((item) => item.assetType !== 'youtube' && item.url).map((item) => item.url);
  return playlist.showLogo && playlist.logoUrl ? [...files, playlist.logoUrl] : files;
}

/** How many of `urls` are kept (their bytes), for the player's reports. */
export function keptFiles(urls: readonly string[], blobs: ReadonlyMap<string, Blob>) {
  const keys = [...new Set(urls.map(mediaKey))];
  const kept = keys.map((key) => blobs.get(key)).filter((blob) => blob !== undefined);
  return { kept: kept.length, total: keys.length, bytes: kept.reduce((sum, blob) => sum + blob.size, 0) };
}

/** Object URLs for these blobs, reusing the ones already made and revoking the ones gone. */
function updateObjectUrls(made: Map<string, string>, blobs: ReadonlyMap<string, Blob>) {
  for (const [key, url] of made) {
    if (!blobs.has(key)) {
      URL.revokeObjectURL(url);
      made.delete(key);
    }
  }
  for (const [key, blob] of blobs) if (!made.has(key)) made.set(key, URL.createObjectURL(blob));
  return new Map(made);
}

/**
 * Keeps the playlists' files (the screen's own and its scheduled ones, and an emergency
 * message's image) in IndexedDB and resolves an address to its kept copy (an object URL), so
 * the TV plays on, and changes playlist on schedule, without the network. `ready` turns true
 * once the first kept copies are known (downloads go on in the background); without IndexedDB
 * every address is itself.
 */
export function useMediaCache(playlists: readonly PlayerPlaylist[], imageUrl?: string | null) {
  const files = [...new Set(playlists.flatMap(mediaUrlsOf))];
  const key = [...files, ...(imageUrl ? [imageUrl] : [])].join('\n');
  const made = useRef(new Map<string, string>());
  const [state, setState] = useState<{ key: string | null; urls: Map<string, string> }>({ key: null, urls: new Map() });

  useEffect(() => {
    let cancelled = false;
    const urls = key ? key.split('\n') : [];
    const publish = (blobs: ReadonlyMap<string, Blob>) => {
      if (cancelled) return;
      noteFiles(keptFiles(urls, blobs));
      setState({ key, urls: updateObjectUrls(made.current, blobs) });
    };
    void (async () => {
      const store = await openMediaStore();
      if (!store) return publish(new Map());
      const kept = await keptMedia(store, urls);
      publish(kept);
      const found = await syncMedia(store, urls, kept);
      publish(found);
      // A run overtaken by a newer playlist must not drop that playlist's files.
      if (!cancelled) await pruneMedia(store, urls, found);
    })();
    return () => {
      cancelled = true;
    };
  }, [key]);

  useEffect(() => {
    const urls = made.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const resolveUrl = useCallback((url: string) => state.urls.get(mediaKey(url)) ?? url, [state.urls]);
  return { ready: state.key !== null, resolveUrl };
}
