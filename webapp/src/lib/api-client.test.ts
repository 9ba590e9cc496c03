import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { apiError, json, noContent, requests, server } from '@/testing/server';

import { api, ApiError, errorMessage, uploadFile } from './api-client';

describe('api client', () => {
  it('reads JSON from the same-origin /api with cookies, without a CSRF header on GET', async () => {
    server.use(http.get('/api/users', () => json([{ id: 'u1' }])));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    document.cookie = 'csrftoken=tok123; path=/';
    await expect(api.get('/users', { query: { limit: 5, empty: '' } })).resolves.toEqual([{ id: 'u1' }]);
    const [request] = requests.calls('GET', '/api/users');
    expect(request?.query.get('limit')).toBe('5');
    expect(request?.query.has('empty')).toBe(false);
    expect(request?.headers.get('x-csrftoken')).toBeNull();
    expect(fetchSpy).toHaveBeenCalledWith('/api/users?limit=5', expect.objectContaining({ credentials: 'include' }));
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('sends X-CSRFToken from the csrftoken cookie on %s', async (method) => {
    server.use(http.all('/api/things/1', () => noContent()));
    document.cookie = 'csrftoken=tok%20123; path=/';
    const body = { a: 1 };
    if (method === 'DELETE') await api.delete('/things/1');
    else await api[method.toLowerCase() as 'post' | 'put' | 'patch']('/things/1', body);
    const [request] = requests.calls(method, '/api/things/1');
    expect(request?.headers.get('x-csrftoken')).toBe('tok 123');
  });

  it('sends a JSON body and answers undefined for 204', async () => {
    server.use(http.post('/api/auth/logout', () => noContent()));
    await expect(api.post('/auth/logout', { x: 1 })).resolves.toBeUndefined();
    const [request] = requests.calls('POST', '/api/auth/logout');
    expect(request?.body).toEqual({ x: 1 });
    expect(request?.headers.get('content-type')).toBe('application/json');
  });

  it('turns an error body into a typed ApiError with its field errors', async () => {
    server.use(
      http.post('/api/users', () =>
        json({ code: 'validation', message: 'Please check the form.', fieldErrors: { phone: 'Phone is required', bad: 3 } }, 400),
      ),
    );
    const failure = await api.post('/users', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'validation', message: 'Please check the form.', fieldErrors: { phone: 'Phone is required' } });
  });

  it('maps a network failure to code "network" and a fallback message for people', async () => {
    server.use(http.get('/api/x', () => Response.error()));
    const failure = await api.get('/x').catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'network', status: 0 });
    expect(errorMessage(failure, 'Could not load.')).toBe('Could not load.');
    expect(errorMessage(new ApiError(409, 'conflict', 'Taken'), 'Could not load.')).toBe('Taken');
  });

  it('uploads multipart data with XMLHttpRequest and reports real progress', async () => {
    server.use(http.post('/api/clients/:id/logo', ({ params }) => json({ id: params.id, logoUrl: '/files/l.png' })));
    document.cookie = 'csrftoken=abc; path=/';
    const form = new FormData();
    form.append('file', new File(['x'.repeat(100)], 'logo.png', { type: 'image/png' }));
    const seen: { loaded: number; total: number; percent: number }[] = [];
    const answer = await uploadFile('/clients/c1/logo', form, { onProgress: (p) => seen.push(p) });
    expect(answer).toEqual({ id: 'c1', logoUrl: '/files/l.png' });
    // The browser (here MSW's XMLHttpRequest) reports the bytes of the whole multipart body.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toMatchObject({ percent: 100 });
    expect(seen.at(-1)?.loaded).toBe(seen.at(-1)?.total);
    const [request] = requests.calls('POST', '/api/clients/c1/logo');
    expect(request?.headers.get('x-csrftoken')).toBe('abc');
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((request?.body as FormData).get('file')).toMatchObject({ name: 'logo.png', type: 'image/png', size: 100 });
  });

  it('rejects an upload with the server error', async () => {
    server.use(http.post('/api/medias', () => apiError(413, 'payload_too_large', 'Logo must be less than 2MB')));
    await expect(uploadFile('/medias', new FormData())).rejects.toMatchObject({ code: 'payload_too_large', message: 'Logo must be less than 2MB' });
  });
});
