import { useEffect, useState } from 'react';

import type { Manifest } from '@/types/api';

import { getManifest } from '../api/get-manifest';
import { forgetDevice, readCachedManifest, saveCachedManifest } from '../utils/device-storage';
import { clearMediaStore } from '../utils/media-store';
import { noteManifest, noteServer } from '../utils/status-board';
import { MANIFEST_POLL_MS, nextPollDelay } from '../utils/polling';

import { runLoop } from './run-loop';

/**
 * One manifest request with the last ETag: a new manifest is kept (localStorage) and shown,
 * 304 changes nothing, 401 forgets the device; the next one comes when the server said
 * (`X-Poll-Interval`); failures back off from there and change nothing on screen.
 */
export function manifestStep(deviceToken: string, onManifest: (manifest: Manifest) => void, onRevoked: () => void) {
  let etag = readCachedManifest()?.etag ?? null;
  let failures = 0;
  let pollMs = MANIFEST_POLL_MS;
  return async (signal: AbortSignal): Promise<number | null> => {
    try {
      const answer = await getManifest(deviceToken, etag, signal);
      failures = 0;
      noteServer(true);
      if (answer.kind === 'revoked') {
        forgetDevice();
        void clearMediaStore();
        onRevoked();
        return null;
      }
      if (answer.kind === 'changed') {
        etag = answer.etag;
        saveCachedManifest({ manifest: answer.manifest, etag });
        onManifest(answer.manifest);
        noteManifest(etag);
      }
      pollMs = answer.pollMs;
      return pollMs;
    } catch {
      if (signal.aborted) return null;
      noteServer(false);
      failures += 1;
      return nextPollDelay(failures, pollMs);
    }
  };
}

/** The screen's manifest: the cached one at once, then the server's as often as it says. */
export function useManifest(deviceToken: string, onRevoked: () => void): Manifest | null {
  const [manifest, setManifest] = useState<Manifest | null>(() => readCachedManifest()?.manifest ?? null);
  useEffect(() => runLoop(manifestStep(deviceToken, setManifest, onRevoked)), [deviceToken, onRevoked]);
  return manifest;
}
