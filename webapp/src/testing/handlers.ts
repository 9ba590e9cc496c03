/**
 * MSW handlers per resource, built on the shared fixtures. Tests add the ones they need with
 * `server.use(...)` (the last added wins), e.g.
 *
 *   server.use(licenceHandlers.get(), mediaHandlers.list([makeMedia()]), mediaHandlers.setStatus());
 *
 * Anything a test wants to vary beyond these (errors, delays) it writes inline with `http.*`.
 */
import { http, HttpResponse } from 'msw';

import type { Client, Licence, Manifest, Media, Package, Payment, Playlist, PublicConfig, Screen, Session, User, UserLog, Video } from '@/types/api';

import {
  BASIC,
  FREE,
  makeClient,
  makeConfig,
  makeLicence,
  makeManifest,
  makeMedia,
  makePayment,
  makePlaylist,
  makeScreen,
  makeUser,
  makeUserLog,
  makeVideo,
  PRO,
} from './fixtures';

/** Echo a status switch: the item with the status that was sent. */
function statusEcho<T extends object>(path: string, find: (id: string) => T, field: keyof T) {
  return http.put(path, async ({ params, request }) => {
    const { status } = (await request.json()) as { status: boolean };
    return HttpResponse.json({ ...find(String(params.id)), [field]: status });
  });
}

export interface PagedOptions {
  /** Answer pages of this size whatever `limit` says (a second page without 50 fixtures). */
  pageSize?: number;
}

/**
 * A list route as docs/api.md states it: `limit` (default 50), `cursor` (here the offset of the
 * next item), `q` matched case-insensitively against the start of `searched(item)`'s texts (the
 * strictest match the server may do), `sort=name` ordering by the first of them (A to Z,
 * case-insensitively; otherwise the items' own order), and `{items, nextCursor}` with a null
 * cursor on the last page.
 */
export function pagedAnswer<T>(all: readonly T[], url: URL, searched: (item: T) => string[], { pageSize }: PagedOptions = {}) {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const found = q ? all.filter((item) => searched(item).some((text) => text.toLowerCase().startsWith(q))) : all;
  const matching = url.searchParams.get('sort') === 'name' ? byName(found, searched) : found;
  const limit = pageSize ?? Number(url.searchParams.get('limit') ?? 50);
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const end = start + limit;
  return HttpResponse.json({ items: matching.slice(start, end), nextCursor: end < matching.length ? String(end) : null });
}

function byName<T>(items: readonly T[], searched: (item: T) => string[]): T[] {
  const name = (item: T) => (searched(item)[0] ?? '').toLowerCase();
  return [...items].sort((a, b) => name(a).localeCompare(name(b)));
}

/** GET `path` answered by pagedAnswer over the items `select(url)` keeps (filters such as `?status=true`). */
function pagedList<T>(path: string, items: readonly T[], searched: (item: T) => string[], options: PagedOptions, select = (_url: URL, all: readonly T[]) => all) {
  return http.get(path, ({ request }) => {
    const url = new URL(request.url);
    return pagedAnswer(select(url, items), url, searched, options);
  });
}

export const sessionHandlers = {
  /** GET /api/auth/session: `{session}`, null when signed out (what the app asks first). */
  me: (session: Session | null) => http.get('/api/auth/session', () => HttpResponse.json({ session })),
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
  /** `?status=true` answers the active ones (the playlist builder's). */
  list: (medias: Media[] = [makeMedia()], options: PagedOptions = {}) =>
    pagedList('/api/medias', medias, (m) => [m.name], options, (url, all) => (url.searchParams.get('status') === 'true' ? all.filter((m) => m.status) : all)),
  setStatus: (media: Media = makeMedia()) => statusEcho('/api/medias/:id/status', (id) => ({ ...media, id }), 'status'),
  /** GET /api/medias/:id/playlists: the playlists holding the item (none by default). */
  usage: (playlists: { id: string; playlistName: string }[] = []) =>
    http.get('/api/medias/:id/playlists', () => HttpResponse.json(playlists)),
};

export const playlistHandlers = {
  list: (playlists: Playlist[] = [makePlaylist()], options: PagedOptions = {}) => pagedList('/api/playlists', playlists, (p) => [p.playlistName], options),
  get: (playlist: Playlist = makePlaylist()) => http.get('/api/playlists/:id', () => HttpResponse.json(playlist)),
  setStatus: (playlist: Playlist = makePlaylist()) => statusEcho('/api/playlists/:id/status', (id) => ({ ...playlist, id }), 'status'),
};

export const videoHandlers = {
  list: (videos: Video[] = [makeVideo()], options: PagedOptions = {}) => pagedList('/api/videos', videos, (v) => [v.videoTitle], options),
  get: (video: Video = makeVideo()) => http.get('/api/videos/:id', () => HttpResponse.json(video)),
  setStatus: (video: Video = makeVideo()) => statusEcho('/api/videos/:id/status', (id) => ({ ...video, id }), 'videoStatus'),
};

export const paymentHandlers = {
  /** Staff's `?clientId=` answers that client's payments. */
  list: (payments: Payment[] = [makePayment()], options: PagedOptions = {}) =>
    pagedList('/api/payments', payments, (p) => [p.paymentReference], options, (url, all) => {
      const clientId = url.searchParams.get('clientId');
      return clientId ? all.filter((p) => p.clientId === clientId) : all;
    }),
  get: (payment: Payment = makePayment()) => http.get('/api/payments/:id', () => HttpResponse.json(payment)),
  setStatus: (payment: Payment = makePayment()) => statusEcho('/api/payments/:id/status', (id) => ({ ...payment, id }), 'status'),
};

/** A client's screens (`{items, nextCursor}`), and the writes answering the saved screen. */
export const screenHandlers = {
  list: (screens: Screen[] = [makeScreen()], limit = 3) => http.get('/api/screens', () => HttpResponse.json({ items: screens, limit, nextCursor: null })),
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
  /** 200 with the ETag, or 304 when If-None-Match is that ETag; with `pollSeconds`, both say when to ask again. */
  manifest: (manifest: Manifest = makeManifest(), etag = '"v1"', pollSeconds?: number) => {
    const headers: Record<string, string> = pollSeconds === undefined ? { ETag: etag } : { ETag: etag, 'X-Poll-Interval': String(pollSeconds) };
    return http.get('/api/player/manifest', ({ request }) =>
      request.headers.get('If-None-Match') === etag ? new HttpResponse(null, { status: 304, headers }) : HttpResponse.json(manifest, { headers }),
    );
  },
  /** POST /api/player/report: taken (every paired player sends one). */
  report: () => http.post('/api/player/report', () => HttpResponse.json({ kept: true })),
};

export const userHandlers = {
  list: (users: User[] = [makeUser()], options: PagedOptions = {}) => pagedList('/api/users', users, (u) => [u.name, u.email], options),
};

export const clientHandlers = {
  list: (clients: Client[] = [makeClient()], options: PagedOptions = {}) => pagedList('/api/clients', clients, (c) => [c.businessName], options),
};

/** The audit log's path (docs/api.md). */
export const AUDIT_PATH = '/api/user-logs';

/** `?userId=`, `?action=` and the `from`/`to` days (yyyy-mm-dd, inclusive, on actionDateTime) filter. */
function auditFilter(url: URL, logs: readonly UserLog[]) {
  const [userId, action, from, to] = ['userId', 'action', 'from', 'to'].map((name) => url.searchParams.get(name) ?? '');
  return logs.filter(
    (log) =>
      (!userId || log.userId === userId) &&
      (!action || log.action === action) &&
      (!from || log.actionDateTime.slice(0, 10) >= from) &&
      (!to || log.actionDateTime.slice(0, 10) <= to),
  );
}

export const auditHandlers = {
  list: (logs: UserLog[] = [makeUserLog()], options: PagedOptions = {}) => pagedList(AUDIT_PATH, logs, (log) => [log.action], options, auditFilter),
};

/** Always there: nobody is signed in unless a test says so, the portal's config, and a licence with time to spare (no screens notice). */
export const defaultHandlers = [sessionHandlers.me(null), configHandlers.get(), licenceHandlers.get(), playerHandlers.report()];
