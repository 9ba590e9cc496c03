import { useEffect, useMemo, useState } from 'react';

import type { Manifest, ManifestEmergency } from '@/types/api';

import { msLeft, readEmergency } from '../utils/emergency';
import { noteEmergency } from '../utils/status-board';
import { playerNow } from '../utils/play-clock';

/** The longest a single timer waits (browsers cut longer delays short); it is set again after. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The emergency message to show now: the manifest's, until its end time by this box's clock
 * (a timer hides it then, with or without the server) or until a manifest no longer has it.
 * Notes it for the player's reports.
 */
export function useEmergency(manifest: Manifest | null): ManifestEmergency | null {
  const emergency = useMemo(() => readEmergency(manifest), [manifest]);
  const [now, setNow] = useState(playerNow);
  const shown = emergency && msLeft(emergency, now) > 0 ? emergency : null;

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setNow(playerNow()), Math.min(LONGEST_WAIT_MS, Math.max(0, msLeft(shown, playerNow()))));
    return () => clearTimeout(timer);
  }, [shown, now]);

  const shownId = shown?.id ?? null;
  useEffect(() => noteEmergency(shownId), [shownId]);
  return shown;
}
