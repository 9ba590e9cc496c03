/**
 * MSW handlers per resource, built on the shared fixtures. Tests add the ones they need with
 * `server.use(...)` (the last added wins), e.g.
 *
 *   server.use(licenceHandlers.get(), mediaHandlers.list([makeMedia()]), mediaHandlers.setStatus());
 *
 * Anything a test wants to vary beyond these (errors, delays) it writes inline with `http.*`.
 */
import { http, HttpResponse } from 'msw';

import type { Licence, Manifest, Media, Package, Payment, Playlist, PublicConfig, Screen, Session, Video } from '@/types/api';

import { BASIC, FREE, makeConfig, makeLicence, makeManifest, makeMedia, makePayment, makePlaylist, makeScreen, makeVideo, PRO } from './fixtures';

const unauthenticated = () => HttpResponse.json({ code: 'unauthenticated', message: 'Not signed in', fieldErrors: {} }, { status: 401 });

/** Echo a status switch: the item with the status that was sent. */
function statusEcho<T extends object>(path: string, find: (id: string) => T, field: keyof T) {
  return http.put(path, async ({ params, request }) => {
    const { status } = (await request.json()) as { status: boolean };
    return HttpResponse.json({ ...find(String(params.id)), [field]: status });
  });
}

export const sessionHandlers = {
  /** GET /api/auth/me: the session, or 401 when signed out. */
  me: (session: Session | null) => http.get('/api/auth/me', () => (session ? HttpResponse.json(session) : unauthenticated())),
};

export const licenceHandlers = {
  get: (licence: Licence = makeLicence()) => http.get('/api/licence', () => HttpResponse.json(licence)),
};

export const packageHandlers = {
  /** Not in price order on purpose: the app sorts. */
  list: (packages: Package[] = [PRO, BASIC, FREE]) => http.get('/api/packages', () => HttpResponse.json(packages)),
};

export const configHandlers = {
  get: (config: PublicConfig = makeConfig()) => http.get('/api/config', () => HttpResponse.json(config)),
};

export const businessHandlers = {
  list: (types: string[] = ['Business Office', 'Restaurant', 'Retail']) => http.get('/api/businesses', () => HttpResponse.json({ types })),
};

export const mediaHandlers = {
  list: (medias: Media[] = [makeMedia()]) => http.get('/api/medias', () => HttpResponse.json(medias)),
  setStatus: (media: Media = makeMedia()) => statusEcho('/api/medias/:id/status', (id) => ({ ...media, id }), 'status'),
  /** GET /api/medias/:id/playlists: the playlists holding the item (none by default). */
  usage: (playlists: { id: string; playlistName: string }[] = []) =>
    http.get('/api/medias/:id/playlists', () => HttpResponse.json(playlists)),
};

export const playlistHandlers = {
  list: (playlists: Playlist[] = [makePlaylist()]) => http.get('/api/playlists', () => HttpResponse.json(playlists)),
  get: (playlist: Playlist = makePlaylist()) => http.get('/api/playlists/:id', () => HttpResponse.json(playlist)),
  setStatus: (playlist: Playlist = makePlaylist()) => statusEcho('/api/playlists/:id/status', (id) => ({ ...playlist, id }), 'status'),
};

export const videoHandlers = {
  list: (videos: Video[] = [makeVideo()]) => http.get('/api/videos', () => HttpResponse.json(videos)),
  get: (video: Video = makeVideo()) => http.get('/api/videos/:id', () => HttpResponse.json(video)),
  setStatus: (video: Video = makeVideo()) => statusEcho('/api/videos/:id/status', (id) => ({ ...video, id }), 'videoStatus'),
};

export const paymentHandlers = {
  list: (payments: Payment[] = [makePayment()]) => http.get('/api/payments', () => HttpResponse.json(payments)),
  get: (payment: Payment = makePayment()) => http.get('/api/payments/:id', () => HttpResponse.json(payment)),
  setStatus: (payment: Payment = makePayment()) => statusEcho('/api/payments/:id/status', (id) => ({ ...payment, id }), 'status'),
};

/** A client's screens (`{items, nextCursor}`), and the writes answering the saved screen. */
export const screenHandlers = {
  list: (screens: Screen[] = [makeScreen()]) => http.get('/api/screens', () => HttpResponse.json({ items: screens, nextCursor: null })),
  create: (screen: Screen = makeScreen()) =>
    http.post('/api/screens', async ({ request }) => {
      const body = (await request.json()) as { name: string; playlistId?: string | null };
      return HttpResponse.json({ ...screen, name: body.name, playlistId: body.playlistId ?? null }, { status: 201 });
    }),
  update: (screen: Screen = makeScreen()) =>
    http.patch('/api/screens/:id', async ({ params, request }) => HttpResponse.json({ ...screen, id: String(params.id), ...((await request.json()) as object) })),
  remove: () => http.delete('/api/screens/:id', () => new HttpResponse(null, { status: 204 })),
};

/** The TV player's calls (device and poll tokens as Bearer). */
export const playerHandlers = {
  createPairing: (code = 'K7P2QX') =>
    http.post('/api/player/pairings', () => HttpResponse.json({ code, pollToken: `poll-${code}`, expiresAt: '2026-03-01T10:10:00Z' }, { status: 201 })),
  /** The pairing answers these states in turn, the last one from then on. */
  pairing: (...states: object[]) => {
    let asked = 0;
    return http.get('/api/player/pairings/:code', () => HttpResponse.json(states[Math.min(asked++, states.length - 1)] ?? { status: 'waiting' }));
  },
  /** 200 with the ETag, or 304 when If-None-Match is that ETag. */
  manifest: (manifest: Manifest = makeManifest(), etag = '"v1"') =>
    http.get('/api/player/manifest', ({ request }) =>
      request.headers.get('If-None-Match') === etag
        ? new HttpResponse(null, { status: 304, headers: { ETag: etag } })
        : HttpResponse.json(manifest, { headers: { ETag: etag } }),
    ),
};

/** Always there: nobody is signed in unless a test says so. */
export const defaultHandlers = [sessionHandlers.me(null)];
