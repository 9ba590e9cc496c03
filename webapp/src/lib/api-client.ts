/**
 * The one way the web app talks to the server (docs/api.md).
 *
 * - same-origin `/api`, cookies included (the session cookie is HttpOnly);
 * - state-changing requests send `X-CSRFToken` from the `csrftoken` cookie;
 * - error answers `{code, message, fieldErrors}` become a typed {@link ApiError};
 * - {@link uploadFile} uses XMLHttpRequest so the caller sees real upload progress.
 */

export type ApiErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'auth_failed'
  | 'access_denied'
  | 'forbidden'
  | 'licence_expired'
  | 'profile_incomplete'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media'
  | 'external'
  | 'network'
  | 'unknown';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | (string & {});
  readonly fieldErrors: FieldErrors;

  constructor(status: number, code: string, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export const API_BASE = '/api';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

function csrfHeaders(method: string): Record<string, string> {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return {};
  const token = readCookie('csrftoken');
  return token ? { 'X-CSRFToken': token } : {};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds an ApiError from a status and the parsed body (any shape). */
export function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body)) {
    const code = typeof body.code === 'string' ? body.code : status === 0 ? 'network' : 'unknown';
    const message =
      typeof body.message === 'string' && body.message ? body.message : `Request failed (${status})`;
    const fieldErrors: FieldErrors = {};
    if (isRecord(body.fieldErrors)) {
      for (const [key, value] of Object.entries(body.fieldErrors)) {
        if (typeof value === 'string') fieldErrors[key] = value;
      }
    }
    return new ApiError(status, code, message, fieldErrors);
  }
  return new ApiError(status, status === 0 ? 'network' : 'unknown', `Request failed (${status})`);
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'network' && error.code !== 'unknown') {
    return error.message;
  }
  return fallback;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: Query): string {
  const url = path.startsWith('/') ? `${API_BASE}${path}` : `${API_BASE}/${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...csrfHeaders(method),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isForm) {
      body = options.body as FormData;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'Network error');
  }
  const data = await parseBody(response);
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100, rounded down */
  percent: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * Sends multipart form data with XMLHttpRequest, reporting real upload progress.
 * Resolves with the parsed JSON answer; rejects with an ApiError (or an AbortError).
 */
export function uploadFile<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const method = options.method ?? 'POST';
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [key, value] of Object.entries(csrfHeaders(method))) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (!options.onProgress || !event.lengthComputable) return;
      const percent = event.total > 0 ? Math.floor((event.loaded / event.total) * 100) : 0;
      options.onProgress({ loaded: event.loaded, total: event.total, percent });
    };
    xhr.onload = () => {
      let data: unknown = undefined;
      if (xhr.responseText) {
        try {
          data = JSON.parse(xhr.responseText) as unknown;
        } catch {
          data = xhr.responseText;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(toApiError(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      // Settle at once: not every XMLHttpRequest fires 'abort' for a request still being sent.
      options.signal.addEventListener(
        'abort',
        () => {
          xhr.abort();
          reject(new DOMException('Upload aborted', 'AbortError'));
        },
        { once: true },
      );
    }
    xhr.send(form);
  });
}
