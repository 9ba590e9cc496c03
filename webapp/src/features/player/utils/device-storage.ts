/**
 * What a paired TV keeps in localStorage: its device token and the last good manifest with its
 * ETag, so it plays on when the server or the network is gone. Storage that refuses (private
 * mode, full) is treated as empty: the TV still plays what it received.
 */
import type { Manifest } from '@/types/api';

const TOKEN_KEY = 'signagePlayer.deviceToken';
const MANIFEST_KEY = 'signagePlayer.manifest';

export interface CachedManifest {
  manifest: Manifest;
  etag: string | null;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to keep it in: the TV plays from memory until it restarts.
  }
}

export const readDeviceToken = () => read(TOKEN_KEY);
export const saveDeviceToken = (token: string) => write(TOKEN_KEY, token);

export function readCachedManifest(): CachedManifest | null {
  const text = read(MANIFEST_KEY);
  if (!text) return null;
  try {
    const cached = JSON.parse(text) as CachedManifest;
    return cached && typeof cached === 'object' && cached.manifest ? cached : null;
  } catch {
    return null;
  }
}

export const saveCachedManifest = (cached: CachedManifest) => write(MANIFEST_KEY, JSON.stringify(cached));

/** A revoked screen forgets everything and pairs again. */
export function forgetDevice() {
  write(TOKEN_KEY, null);
  write(MANIFEST_KEY, null);
}
