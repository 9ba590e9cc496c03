/**
 * A fake HTTP server at the network boundary: it replaces `fetch` and `XMLHttpRequest`, so
 * the real api-client code runs in tests. Register answers per method and path (`:name`
 * matches one segment), inspect what was sent with `server.requests`.
 *
 *   const server = createFakeServer();
 *   server.get('/api/users', () => json([user]));
 *   server.post('/api/users', ({ body }) => json(body, 201));
 *   server.put('/api/users/:id/status', ({ params }) => error(403, 'forbidden', 'No'));
 */
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** Parsed JSON body, a FormData, or undefined. */
  body: unknown;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  /** Milliseconds to wait before answering. */
  delay?: number;
}

export type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export const json = (body: unknown, status = 200): FakeResponse => ({ status, body });
export const noContent = (): FakeResponse => ({ status: 204 });
export const error = (status: number, code: string, message: string, fieldErrors: Record<string, string> = {}): FakeResponse => ({
  status,
  body: { code, message, fieldErrors },
});
/** An answer that never arrives (for loading states). */
export const never = (): Promise<FakeResponse> => new Promise(() => undefined);

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        keys.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), keys };
}

export interface FakeServer {
  on: (method: string, path: string, handler: Handler) => FakeServer;
  get: (path: string, handler: Handler) => FakeServer;
  post: (path: string, handler: Handler) => FakeServer;
  put: (path: string, handler: Handler) => FakeServer;
  patch: (path: string, handler: Handler) => FakeServer;
  delete: (path: string, handler: Handler) => FakeServer;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** The requests to one method and path (exact path, without the query). */
  calls: (method: string, path: string) => FakeRequest[];
  /** Requests no handler answered (they got a 404). */
  unhandled: FakeRequest[];
}

export function createFakeServer(): FakeServer {
  const routes: Route[] = [];
  const requests: FakeRequest[] = [];
  const unhandled: FakeRequest[] = [];

  async function handle(method: string, rawUrl: string, headers: Record<string, string>, body: unknown): Promise<FakeResponse> {
    const url = new URL(rawUrl, 'http://localhost');
    const request: FakeRequest = { method, path: url.pathname, params: {}, query: url.searchParams, headers, body };
    requests.push(request);
    // Later registrations win, so a test can override a default answer.
    for (let i = routes.length - 1; i >= 0; i--) {
      const route = routes[i]!;
      if (route.method !== method) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      route.keys.forEach((key, index) => {
        request.params[key] = decodeURIComponent(match[index + 1] ?? '');
      });
      const response = await route.handler(request);
      if (response.delay) await new Promise((resolve) => setTimeout(resolve, response.delay));
      return response;
    }
    unhandled.push(request);
    return error(404, 'not_found', `No fake answer for ${method} ${url.pathname}`);
  }

  function readBody(body: unknown): unknown {
    if (typeof body === 'string') {
      try {
        return JSON.parse(body) as unknown;
      } catch {
        return body;
      }
    }
    return body ?? undefined;
  }

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const response = await handle(method, url, headers, readBody(init.body));
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const text = response.body === undefined ? null : JSON.stringify(response.body);
    return new Response(response.status === 204 ? null : text, {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      const total = body instanceof FormData ? [...body.values()].reduce<number>((sum, v) => sum + (typeof v === 'string' ? v.length : v.size), 0) : 0;
      void (async () => {
        for (const fraction of [0.5, 1]) {
          await Promise.resolve();
          if (this.aborted) return;
          this.upload.onprogress?.({ lengthComputable: true, loaded: Math.round(total * fraction), total } as ProgressEvent);
        }
        const response = await handle(this.method, this.url, this.headers, body);
        if (this.aborted) return;
        this.status = response.status;
        this.responseText = response.body === undefined ? '' : JSON.stringify(response.body);
        this.onload?.();
      })();
    }
  }

  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);

  const server: FakeServer = {
    on(method, path, handler) {
      const { pattern, keys } = compile(path);
      routes.push({ method: method.toUpperCase(), pattern, keys, handler });
      return server;
    },
    get: (path, handler) => server.on('GET', path, handler),
    post: (path, handler) => server.on('POST', path, handler),
    put: (path, handler) => server.on('PUT', path, handler),
    patch: (path, handler) => server.on('PATCH', path, handler),
    delete: (path, handler) => server.on('DELETE', path, handler),
    requests,
    calls: (method, path) => requests.filter((r) => r.method === method.toUpperCase() && r.path === path),
    unhandled,
  };
  return server;
}
