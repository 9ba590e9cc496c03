/**
 * The player's service worker (built from vite-plugins/player-sw.js): it keeps the player's
 * page and code so a TV that restarts while the portal is unreachable still starts and plays
 * its kept manifest and media. Browsers allow one only in a secure context (https, localhost,
 * or an origin the kiosk's browser is told to treat as secure; docs/operations.md).
 */
export const WORKER_URL = '/client/player-sw.js';
export const WORKER_SCOPE = '/client/player';

export function registerOfflineWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker) {
  if (!container || !window.isSecureContext) return;
  container.register(WORKER_URL, { scope: WORKER_SCOPE }).catch((error: unknown) => {
    // The player plays on without it; only a restart while the portal is away would fail.
    console.warn('The offline copy of the player could not be set up:', error);
  });
}
