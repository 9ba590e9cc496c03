import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeManifest, makeManifestItem, makePlayerPlaylist } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { requests, server } from '@/testing/server';
import type { Manifest } from '@/types/api';

import { resetStatus } from '../utils/status-board';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const message = () => screen.queryByRole('alert', { name: 'Emergency message' });
const playlist = () =>
  makePlayerPlaylist({
    items: [makeManifestItem({ mediaId: 'a', url: '/files/a.png', duration: 10 }), makeManifestItem({ mediaId: 'b', url: '/files/b.png', duration: 10 })],
  });
const emergency = (endsInMs: number, overrides = {}) => ({
  id: 'e-1',
  text: 'Please leave the building by the nearest exit',
  colour: '#fde047',
  imageUrl: null,
  endsAt: new Date(Date.now() + endsInMs).toISOString(),
  ...overrides,
});
const withEmergency = (endsInMs: number, overrides = {}): Manifest => ({ ...makeManifest(playlist()), emergency: emergency(endsInMs, overrides) });

/** The manifest the server answers with; `answer.current` may change between polls. */
function serve(first: Manifest) {
  const answer = { current: first, version: 1 };
  server.use(http.get('/api/player/manifest', () => HttpResponse.json(answer.current, { headers: { ETag: `"v${answer.version}"` } })));
  return (next: Manifest) => {
    answer.current = next;
    answer.version += 1;
  };
}

const reportsSaying = () => requests.calls('POST', '/api/player/report').map((call) => (call.body as { emergencyId: string | null }).emergencyId);

describe('an emergency message on the web player', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('signagePlayer.deviceToken', 'device-1');
  });
  afterEach(() => {
    vi.useRealTimers();
    resetStatus();
  });

  it('takes the whole screen over the playlist, in its colour with a text colour that reads on it', async () => {
    serve(withEmergency(60_000, { imageUrl: '/api/player/files/fire.png' }));
    renderApp('/player');
    const shown = await screen.findByRole('alert', { name: 'Emergency message' });
    expect(shown).toHaveTextContent('Please leave the building by the nearest exit');
    expect(shown).toHaveStyle({ backgroundColor: 'rgb(253, 224, 71)', color: 'rgb(0, 0, 0)' });
    expect(screen.getByRole('img', { name: 'Emergency message image' })).toHaveAttribute('src', '/api/player/files/fire.png');
    expect(screen.queryByRole('img', { name: /^Item / })).not.toBeInTheDocument();
  });

  it('shows over the slate of a suspended screen too', async () => {
    serve({ ...withEmergency(60_000), mode: 'suspended', reason: 'licenceEnded', slate: { logoUrl: null, messageKey: 'licenceEnded', message: '' } });
    renderApp('/player');
    expect(await screen.findByRole('alert', { name: 'Emergency message' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Screen paused' })).not.toBeInTheDocument();
  });

  it('hides it at its end time by its own clock, though the manifest still has it, and plays again', async () => {
    serve(withEmergency(45_000));
    renderApp('/player');
    expect(await screen.findByRole('alert', { name: 'Emergency message' })).toBeInTheDocument();
    await advance(40_000);
    expect(message()).toBeInTheDocument();
    await advance(5_000);
    expect(message()).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toHaveAttribute('src', '/files/a.png');
  });

  it('hides it when a manifest no longer has it', async () => {
    const change = serve(withEmergency(3_600_000));
    renderApp('/player');
    expect(await screen.findByRole('alert', { name: 'Emergency message' })).toBeInTheDocument();
    change(makeManifest(playlist()));
    await advance(30_000);
    await waitFor(() => expect(message()).not.toBeInTheDocument());
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toBeInTheDocument();
  });

  it('reports the message it shows, and null once it is gone', async () => {
    const change = serve(withEmergency(3_600_000));
    renderApp('/player');
    expect(await screen.findByRole('alert', { name: 'Emergency message' })).toBeInTheDocument();
    await advance(3_000);
    await waitFor(() => expect(reportsSaying().at(-1)).toBe('e-1'));
    change(makeManifest(playlist()));
    await advance(30_000);
    await advance(3_000);
    await waitFor(() => expect(reportsSaying().at(-1)).toBeNull());
  });

  it('shows a still active message after a start without the server, and drops it at its end time', async () => {
    localStorage.setItem('signagePlayer.manifest', JSON.stringify({ manifest: withEmergency(20_000), etag: '"v1"' }));
    server.use(http.get('/api/player/manifest', () => HttpResponse.error()));
    renderApp('/player');
    expect(await screen.findByRole('alert', { name: 'Emergency message' })).toHaveTextContent('Please leave the building');
    await advance(20_000);
    expect(message()).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toBeInTheDocument();
  });

  it('shows no message that had ended before the start', async () => {
    localStorage.setItem('signagePlayer.manifest', JSON.stringify({ manifest: withEmergency(-1_000), etag: '"v1"' }));
    server.use(http.get('/api/player/manifest', () => HttpResponse.error()));
    renderApp('/player');
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toBeInTheDocument();
    expect(message()).not.toBeInTheDocument();
  });
});
