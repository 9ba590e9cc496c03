/**
 * The test network: Mock Service Worker's Node server, answering the app's real `fetch` and
 * `XMLHttpRequest` calls. `setup.ts` starts it for every test file (unhandled requests are
 * errors), resets the handlers after each test, and clears the request log.
 *
 *   server.use(http.get('/api/playlists', () => json([makePlaylist()])));
 *   server.use(http.put('/api/playlists/:id/status', () => apiError(403, 'licence_expired', LICENCE_MESSAGE)));
 *   requests.calls('PUT', '/api/playlists/p-1/status')[0]?.body   // what was sent
 *
 * Handlers for whole resources, built on the shared fixtures, are in ./handlers.ts.
 */
import { delay, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

import { defaultHandlers } from './handlers';

export const server = setupServer(...defaultHandlers);

/** A JSON answer (200 unless told). */
export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** One page of a list route (docs/api.md): `{items, nextCursor}`; the last page by default. */
export const page = (items: JsonBodyType[], nextCursor: string | null = null) => HttpResponse.json({ items, nextCursor });

/** 204 No Content. */
export const noContent = () => new HttpResponse(null, { status: 204 });

/** An error answer of docs/api.md: `{code, message, fieldErrors}`. */
export const apiError = (status: number, code: string, message: string, fieldErrors: Record<string, string> = {}) =>
  HttpResponse.json({ code, message, fieldErrors }, { status });

/** An answer that never arrives (loading states, uploads in flight). */
export async function never(): Promise<undefined> {
  await delay('infinite');
  return undefined;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, a FormData (multipart), text, or undefined (no body). */
  body: unknown;
}

const log: RecordedRequest[] = [];

async function readBody(request: Request): Promise<unknown> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const entry: RecordedRequest = { method: request.method, path: url.pathname, query: url.searchParams, headers: request.headers, body: undefined };
  log.push(entry);
  void readBody(request.clone()).then((body) => {
    entry.body = body;
  });
});

/** What the app sent, oldest first (cleared after each test). */
export const requests = {
  all: (): readonly RecordedRequest[] => log,
  /** The requests to one method and path (exact path, without the query). */
  calls: (method: string, path: string) => log.filter((r) => r.method === method.toUpperCase() && r.path === path),
  clear: () => {
    log.length = 0;
  },
};
