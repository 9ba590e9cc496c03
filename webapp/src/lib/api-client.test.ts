import { describe, expect, it } from 'vitest';

import { createFakeServer, error, json, noContent } from '@/testing/fake-server';

import { api, ApiError, errorMessage, uploadFile } from './api-client';

describe('api client', () => {
  it('reads JSON from the same-origin /api with cookies, without a CSRF header on GET', async () => {
    const server = createFakeServer().get('/api/users', () => json([{ id: 'u1' }]));
    document.cookie = 'csrftoken=tok123; path=/';
    await expect(api.get('/users', { query: { limit: 5, empty: '' } })).resolves.toEqual([{ id: 'u1' }]);
    const [request] = server.calls('GET', '/api/users');
    expect(request?.query.get('limit')).toBe('5');
    expect(request?.query.has('empty')).toBe(false);
    expect(request?.headers['x-csrftoken']).toBeUndefined();
    expect(fetch).toHaveBeenCalledWith('/api/users?limit=5', expect.objectContaining({ credentials: 'include' }));
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('sends X-CSRFToken from the csrftoken cookie on %s', async (method) => {
    const server = createFakeServer().on(method, '/api/things/1', () => noContent());
    document.cookie = 'csrftoken=tok%20123; path=/';
    await api[method.toLowerCase() as 'post'](method === 'DELETE' ? '/things/1' : '/things/1', { a: 1 } as never);
    expect(server.requests[0]?.headers['x-csrftoken']).toBe('tok 123');
  });

  it('sends a JSON body and answers undefined for 204', async () => {
    const server = createFakeServer().post('/api/auth/logout', () => noContent());
    await expect(api.post('/auth/logout', { x: 1 })).resolves.toBeUndefined();
    expect(server.requests[0]?.body).toEqual({ x: 1 });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('turns an error body into a typed ApiError with its field errors', async () => {
    createFakeServer().post('/api/users', () =>
      error(400, 'validation', 'Please check the form.', { phone: 'Phone is required', bad: 3 as never }),
    );
    const failure = await api.post('/users', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'validation', message: 'Please check the form.', fieldErrors: { phone: 'Phone is required' } });
  });

  it('maps a network failure to code "network" and a fallback message for people', async () => {
    createFakeServer();
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const failure = await api.get('/x').catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'network', status: 0 });
    expect(errorMessage(failure, 'Could not load.')).toBe('Could not load.');
    expect(errorMessage(new ApiError(409, 'conflict', 'Taken'), 'Could not load.')).toBe('Taken');
  });

  it('uploads multipart data with XMLHttpRequest and reports real progress', async () => {
    const server = createFakeServer().post('/api/clients/:id/logo', ({ params }) => json({ id: params.id, logoUrl: '/files/l.png' }));
    document.cookie = 'csrftoken=abc; path=/';
    const form = new FormData();
    form.append('file', new File(['x'.repeat(100)], 'logo.png', { type: 'image/png' }));
    const seen: number[] = [];
    const answer = await uploadFile('/clients/c1/logo', form, { onProgress: (p) => seen.push(p.percent) });
    expect(answer).toEqual({ id: 'c1', logoUrl: '/files/l.png' });
    expect(seen).toEqual([50, 100]);
    expect(server.requests[0]?.headers['x-csrftoken']).toBe('abc');
    expect(server.requests[0]?.body).toBeInstanceOf(FormData);
  });

  it('rejects an upload with the server error', async () => {
    createFakeServer().post('/api/medias', () => error(413, 'payload_too_large', 'Logo must be less than 2MB'));
    await expect(uploadFile('/medias', new FormData())).rejects.toMatchObject({ code: 'payload_too_large', message: 'Logo must be less than 2MB' });
  });
});
