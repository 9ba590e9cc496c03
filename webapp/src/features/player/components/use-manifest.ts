import { useEffect, useState } from 'react';

import type { Manifest } from '@/types/api';

import { getManifest } from '../api/get-manifest';
import { forgetDevice, readCachedManifest, saveCachedManifest } from '../utils/device-storage';
import { clearMediaStore } from '../utils/media-store';
import { MANIFEST_POLL_MS, nextPollDelay } from '../utils/polling';

import { runLoop } from './run-loop';

/**
 * One manifest request with the last ETag: a new manifest is kept (localStorage) and shown,
 * 304 changes nothing, 401 forgets the device; failures back off and change nothing on screen.
 */
export function manifestStep(deviceToken: string, onManifest: (manifest: Manifest) => void, onRevoked: () => void) {
  let etag = readCachedManifest()?.etag ?? null;
  let failures = 0;
  return async (signal: AbortSignal): Promise<number | null> => {
    try {
      const answer = await getManifest(deviceToken, etag, signal);
      failures = 0;
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
      }
      return MANIFEST_POLL_MS;
    } catch {
      if (signal.aborted) return null;
      failures += 1;
      return nextPollDelay(failures);
    }
  };
}

/** The screen's manifest: the cached one at once, then the server's every 30 s. */
export function useManifest(deviceToken: string, onRevoked: () => void): Manifest | null {
  const [manifest, setManifest] = useState<Manifest | null>(() => readCachedManifest()?.manifest ?? null);
  useEffect(() => runLoop(manifestStep(deviceToken, setManifest, onRevoked)), [deviceToken, onRevoked]);
  return manifest;
}
