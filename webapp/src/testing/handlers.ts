/**
 * MSW handlers per resource, built on the shared fixtures. Tests add the ones they need with
 * `server.use(...)` (the last added wins), e.g.
 *
 *   server.use(licenceHandlers.get(), mediaHandlers.list([makeMedia()]), mediaHandlers.setStatus());
 *
 * Anything a test wants to vary beyond these (errors, delays) it writes inline with `http.*`.
 */
import { http, HttpResponse } from 'msw';

import type { Licence, Media, Package, Payment, Playlist, PublicConfig, Session, Video } from '@/types/api';

import { BASIC, FREE, makeConfig, makeLicence, makeMedia, makePayment, makePlaylist, makeVideo, PRO } from './fixtures';

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

/** Always there: nobody is signed in unless a test says so. */
export const defaultHandlers = [sessionHandlers.me(null)];
