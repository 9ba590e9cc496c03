import { useCallback, useEffect, useState } from 'react';

import { DeviceScreen } from '../components/device-screen';
import { PairingScreen } from '../components/pairing-screen';
import { forgetDevice, readDeviceToken, saveDeviceToken } from '../utils/device-storage';
import { registerOfflineWorker } from '../utils/offline-worker';

/**
 * /client/player — the web player a TV box opens: a pairing code until a person adds the
 * screen, then its playlist for good (the device token is kept); a removed screen pairs again.
 * Its service worker keeps this page and its code for starts without the portal.
 */
export default function PlayerRoute() {
  const [deviceToken, setDeviceToken] = useState(readDeviceToken);
  const paired = useCallback((token: string) => {
    forgetDevice(); // nothing of an earlier pairing plays on this screen
    saveDeviceToken(token);
    setDeviceToken(token);
  }, []);
  const revoked = useCallback(() => setDeviceToken(null), []);
  useEffect(() => registerOfflineWorker(), []);
  return deviceToken ? <DeviceScreen deviceToken={deviceToken} onRevoked={revoked} /> : <PairingScreen onPaired={paired} />;
}
