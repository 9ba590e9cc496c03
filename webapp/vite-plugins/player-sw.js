// The TV player's service worker, scoped to /client/player (served at /client/player-sw.js).
// It keeps the player's page and code so a TV that restarts while the portal is unreachable
// still starts: the page network-first (a short wait, then the kept copy), the hashed assets
// cache-first. API answers and media never pass through it: the player keeps its last
// manifest in localStorage and its media in IndexedDB (a cache of whole responses cannot
// answer the range requests a seeking video makes).
// The build writes the list of files to keep (PRECACHE) and the cache's name (VERSION).

const PRECACHE = self.__PLAYER_PRECACHE__;
const VERSION = self.__PLAYER_VERSION__;
const CACHE = `player-${VERSION}`;
const SHELL = '/client/player';
const ASSETS = '/client/assets/';
const PAGE_WAIT_MS = 3000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('player-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith(ASSETS)) event.respondWith(asset(request));
});

/** The portal's page when it answers within PAGE_WAIT_MS, else the kept one. */
async function page(request) {
  const kept = () => caches.match(SHELL, { cacheName: CACHE });
  try {
    const answer = await withTimeout(fetch(request), PAGE_WAIT_MS);
    if (answer.status < 500) return answer;
    return (await kept()) ?? answer;
  } catch (error) {
    const shell = await kept();
    if (shell) return shell;
    throw error;
  }
}

/** A hashed asset never changes: the kept copy when there is one, else the network's. */
async function asset(request) {
  const kept = await caches.match(request, { cacheName: CACHE });
  return kept ?? fetch(request);
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the portal did not answer in time')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
