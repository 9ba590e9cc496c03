import { act, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { renderSVG } from 'uqr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { playerHandlers } from '@/testing/handlers';
import { makeManifest, makeManifestItem, makePlayerPlaylist } from '@/testing/fixtures';

import { openMediaStore } from '../utils/media-store';
import { renderApp } from '@/testing/render';
import { apiError, requests, server } from '@/testing/server';

const TOKEN_KEY = 'signagePlayer.deviceToken';
const MANIFEST_KEY = 'signagePlayer.manifest';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const shownImage = () => screen.getByRole('img', { name: /^Item / });

function pairedDevice(cached?: { manifest: ReturnType<typeof makeManifest>; etag: string | null }) {
  localStorage.setItem(TOKEN_KEY, 'device-1');
  if (cached) localStorage.setItem(MANIFEST_KEY, JSON.stringify(cached));
}

const twoImages = (overrides = {}) =>
  makePlayerPlaylist({
    items: [makeManifestItem({ mediaId: 'a', url: '/files/a.png', duration: 10 }), makeManifestItem({ mediaId: 'b', url: '/files/b.png', duration: 10 })],
    ...overrides,
  });

describe('the web player (/player)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('shows a pairing code with the portal address, then plays once the screen is added', async () => {
    server.use(
      playerHandlers.createPairing('K7P2QXM9'),
      playerHandlers.pairing({ status: 'waiting' }, { status: 'paired', screenId: 's-1', deviceToken: 'device-9' }),
      playerHandlers.manifest(makeManifest(twoImages())),
    );
    renderApp('/player');
    expect(await screen.findByLabelText('Pairing code')).toHaveTextContent('K7P2-QXM9');
    expect(screen.getByRole('heading', { name: 'Pair this screen' })).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/client`)).toBeInTheDocument();

    await advance(3_000);
    expect(screen.getByLabelText('Pairing code')).toBeInTheDocument();
    expect(requests.calls('GET', '/api/player/pairings/K7P2QXM9')[0]?.headers.get('Authorization')).toBe('Bearer poll-K7P2QXM9');

    await advance(3_000);
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toHaveAttribute('src', '/files/a.png');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('device-9');
    expect(requests.calls('GET', '/api/player/manifest')[0]?.headers.get('Authorization')).toBe('Bearer device-9');
  });

  it("shows a QR code of the portal's Add Screen address with the code filled in", async () => {
    server.use(playerHandlers.createPairing('K7P2QXM9'), playerHandlers.pairing({ status: 'waiting' }));
    renderApp('/player');
    const qr = await screen.findByRole('img', { name: 'QR code: add this screen from a phone signed in to the portal' });
    const svg = decodeURIComponent((qr.getAttribute('src') ?? '').replace('data:image/svg+xml;utf8,', ''));
    expect(svg).toMatch(/^<svg[^>]*>/);
    expect(svg).toBe(renderSVG(`${window.location.origin}/client/dashboard/pages/screens?code=K7P2QXM9`, { border: 2, whiteColor: '#ffffff', blackColor: '#000000' }));
  });

  it('speaks Spanish on a TV whose browser is in Spanish', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX');
    server.use(
      playerHandlers.createPairing('K7P2QXM9'),
      playerHandlers.pairing({ status: 'waiting' }, { status: 'paired', screenId: 's-1', deviceToken: 'device-9' }),
      playerHandlers.manifest(makeManifest(twoImages())),
    );
    renderApp('/player');
    expect(await screen.findByLabelText('Código de vinculación')).toHaveTextContent('K7P2-QXM9');
    expect(screen.getByRole('heading', { name: 'Vincule esta pantalla' })).toBeInTheDocument();
    await advance(6_000);
    expect(await screen.findByRole('img', { name: 'Elemento 1 de 2' })).toBeInTheDocument();
  });

  it('asks for a new code when the old one expired', async () => {
    let issued = 0;
    server.use(
      http.post('/api/player/pairings', () => HttpResponse.json({ code: issued++ === 0 ? 'OLD11111' : 'NEW22222', pollToken: 'p', expiresAt: '' }, { status: 201 })),
      http.get('/api/player/pairings/:code', () => apiError(404, 'not_found', 'Unknown code')),
    );
    renderApp('/player');
    expect(await screen.findByLabelText('Pairing code')).toHaveTextContent('OLD1-1111');
    await advance(3_000);
    expect(await screen.findByText('NEW2-2222')).toBeInTheDocument();
  });

  it('polls the manifest every 30 seconds with its ETag and keeps playing on 304', async () => {
    pairedDevice();
    server.use(playerHandlers.manifest(makeManifest(twoImages()), '"v1"'));
    renderApp('/player');
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toBeInTheDocument();
    for (let step = 0; step < 3; step += 1) await advance(10_000);
    const calls = requests.calls('GET', '/api/player/manifest');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.get('If-None-Match')).toBe('"v1"');
    // 30 s of 10 s items (a, b, a, b): the loop went on undisturbed, not from the start again.
    expect(shownImage()).toHaveAttribute('src', '/files/b.png');
    expect(shownImage()).toHaveAccessibleName('Item 2 of 2');
  });

  it('asks for the manifest as often as the server says', async () => {
    pairedDevice();
    server.use(playerHandlers.manifest(makeManifest(twoImages()), '"v1"', 10));
    renderApp('/player');
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toBeInTheDocument();
    await advance(10_000);
    expect(requests.calls('GET', '/api/player/manifest')).toHaveLength(2);
    await advance(10_000);
    const calls = requests.calls('GET', '/api/player/manifest');
    expect(calls).toHaveLength(3);
    expect(calls[2]?.headers.get('If-None-Match')).toBe('"v1"');
  });

  it('applies a changed playlist at the end of the current item', async () => {
    pairedDevice();
    let version = 1;
    const changed = makePlayerPlaylist({ items: [makeManifestItem({ mediaId: 'n', url: '/files/new.png', duration: 10 })] });
    server.use(
      http.get('/api/player/manifest', () =>
        version === 1
          ? HttpResponse.json(makeManifest(makePlayerPlaylist({ items: [makeManifestItem({ url: '/files/a.png', duration: 45 })] })), { headers: { ETag: '"v1"' } })
          : HttpResponse.json(makeManifest(changed), { headers: { ETag: '"v2"' } }),
      ),
    );
    renderApp('/player');
    expect(await screen.findByRole('img', { name: 'Item 1 of 1' })).toHaveAttribute('src', '/files/a.png');
    version = 2;
    await advance(30_000);
    expect(requests.calls('GET', '/api/player/manifest')).toHaveLength(2);
    expect(shownImage()).toHaveAttribute('src', '/files/a.png');
    await advance(15_000);
    expect(shownImage()).toHaveAttribute('src', '/files/new.png');
    expect(JSON.parse(localStorage.getItem(MANIFEST_KEY) ?? '{}')).toMatchObject({ etag: '"v2"', manifest: { playlist: { items: [{ url: '/files/new.png' }] } } });
  });

  it('keeps playing the cached playlist when the server cannot be reached', async () => {
    pairedDevice({ manifest: makeManifest(twoImages({ showBanner: true, bannerText: 'Open late' })), etag: '"v1"' });
    server.use(http.get('/api/player/manifest', () => HttpResponse.error()));
    renderApp('/player');
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toHaveAttribute('src', '/files/a.png');
    await advance(10_000);
    expect(shownImage()).toHaveAttribute('src', '/files/b.png');
    expect(screen.getByRole('marquee')).toHaveTextContent('Open late');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // It backs off: the second try waits 60 s, not 30.
    await advance(30_000);
    expect(requests.calls('GET', '/api/player/manifest')).toHaveLength(1);
    await advance(30_000);
    expect(requests.calls('GET', '/api/player/manifest')).toHaveLength(2);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('device-1');
  });

  it('goes back to pairing and forgets the device when its screen was removed', async () => {
    pairedDevice({ manifest: makeManifest(twoImages()), etag: '"v1"' });
    server.use(http.get('/api/player/manifest', () => apiError(401, 'unauthenticated', 'Revoked')), playerHandlers.createPairing('ABC12345'));
    renderApp('/player');
    expect(await screen.findByLabelText('Pairing code')).toHaveTextContent('ABC1-2345');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(MANIFEST_KEY)).toBeNull();
  });

  it('shows its slate while suspended and plays again when the manifest says play', async () => {
    pairedDevice();
    let mode: 'suspended' | 'play' = 'suspended';
    const slate = { logoUrl: '/api/player/files/logo.png', messageKey: 'licenceEnded' as const, message: 'This screen is paused: its subscription has ended.' };
    server.use(
      http.get('/api/player/manifest', () =>
        mode === 'suspended'
          ? HttpResponse.json({ ...makeManifest(null), mode, reason: 'licenceEnded', slate }, { headers: { ETag: '"s"' } })
          : HttpResponse.json({ ...makeManifest(twoImages()), mode, reason: null, slate: null }, { headers: { ETag: '"p"' } }),
      ),
    );
    renderApp('/player');
    const paused = await screen.findByRole('status', { name: 'Screen paused' });
    expect(paused).toHaveTextContent('This screen is paused: its subscription has ended.');
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/api/player/files/logo.png');
    expect(screen.queryByRole('img', { name: /^Item / })).not.toBeInTheDocument();
    mode = 'play';
    await advance(30_000);
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toHaveAttribute('src', '/files/a.png');
    expect(screen.queryByRole('status', { name: 'Screen paused' })).not.toBeInTheDocument();
  });

  it('says on its slate, in Spanish too, that the account is not active, and shows no playlist', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-ES');
    pairedDevice({ manifest: makeManifest(twoImages()), etag: '"v1"' });
    const slate = { logoUrl: null, messageKey: 'clientDeactivated' as const, message: 'This screen is paused: the account is not active.' };
    server.use(playerHandlers.manifest({ ...makeManifest(twoImages()), mode: 'suspended', reason: 'clientDeactivated', slate }, '"s"'));
    renderApp('/player');
    const paused = await screen.findByRole('status', { name: 'Pantalla en pausa' });
    expect(paused).toHaveTextContent('Esta pantalla está en pausa: la cuenta no está activa.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('stands by when the manifest says standby', async () => {
    pairedDevice();
    server.use(playerHandlers.manifest({ ...makeManifest(makePlayerPlaylist({ items: [] })), mode: 'standby', reason: null, slate: null }));
    renderApp('/player');
    await screen.findByText('Front counter'); // the manifest arrived (before it, the standby has no caption)
    expect(screen.getByRole('status', { name: 'Standby' })).toHaveTextContent('Front counter');
  });

  it('shows the standby screen while the screen has no playlist', async () => {
    pairedDevice();
    server.use(playerHandlers.manifest(makeManifest(null)));
    renderApp('/player');
    await screen.findByText('Front counter'); // the manifest arrived (before it, the standby has no caption)
    const standby = screen.getByRole('status', { name: 'Standby' });
    expect(standby).toHaveTextContent('Signage Portal');
    expect(standby).toHaveTextContent('Front counter');
    expect(screen.queryByRole('img', { name: /^Item / })).not.toBeInTheDocument();
  });

  describe('with IndexedDB', () => {
    const made: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    beforeEach(() => {
      vi.stubGlobal('indexedDB', new IDBFactory());
      URL.createObjectURL = (blob: Blob) => `blob:kept-${made.push(blob)}`;
      URL.revokeObjectURL = () => undefined;
    });
    afterEach(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      made.length = 0;
    });

    it('plays the kept copies of its files when server and network are gone', async () => {
      const store = await openMediaStore();
      await store?.put('/files/a.png', new Blob(['A']));
      await store?.put('/files/b.png', new Blob(['B']));
      pairedDevice({ manifest: makeManifest(twoImages()), etag: '"v1"' });
      server.use(http.get('/api/player/manifest', () => HttpResponse.error()), http.get('/files/:name', () => HttpResponse.error()));
      renderApp('/player');
      const first = await screen.findByRole('img', { name: 'Item 1 of 2' });
      expect(first.getAttribute('src')).toMatch(/^blob:kept-/);
      await advance(10_000);
      expect(shownImage().getAttribute('src')).toMatch(/^blob:kept-/);
      expect(await Promise.all(made.map((blob) => blob.text()))).toEqual(['A', 'B']);
    });

    it('keeps the files of a new playlist for later', async () => {
      pairedDevice();
      server.use(playerHandlers.manifest(makeManifest(twoImages())), http.get('/files/:name', ({ params }) => HttpResponse.text(`file ${String(params.name)}`)));
      renderApp('/player');
      expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toBeInTheDocument();
      const store = await openMediaStore();
      await waitFor(async () => expect(((await store?.keys()) ?? []).sort()).toEqual(['/files/a.png', '/files/b.png']));
      expect(await (await store?.get('/files/b.png'))?.text()).toBe('file b.png');
    });
  });
});
