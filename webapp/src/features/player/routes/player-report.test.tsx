import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { playerHandlers } from '@/testing/handlers';
import { makeManifest, makeManifestItem, makePlayerPlaylist } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { requests, server } from '@/testing/server';

import { resetStatus } from '../utils/status-board';
import { REPORT_EVERY_MS } from '../utils/status-report';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** In steps of an item's length, so that each item is painted (a real frame) before the next is due. */
const advanceInSteps = async (ms: number) => {
  for (let left = ms; left > 0; left -= 5_000) await advance(Math.min(5_000, left));
};
const reports = () => requests.calls('POST', '/api/player/report');
type Sent = { showing: { mediaId: string; since: string } | null; manifestVersion: string; filesTotal: number };
const since = (sent: unknown) => Date.parse((sent as Sent).showing?.since ?? '');

describe('the web player reports to the portal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('signagePlayer.deviceToken', 'device-1');
  });
  afterEach(() => {
    vi.useRealTimers();
    resetStatus();
  });

  it('reports the item on screen with its device token after the manifest, then every minute', async () => {
    const items = [makeManifestItem({ mediaId: 'a', url: '/files/a.png', duration: 10 }), makeManifestItem({ mediaId: 'b', url: '/files/b.png', duration: 10 })];
    server.use(playerHandlers.manifest(makeManifest(makePlayerPlaylist({ items })), '"v9"'));
    renderApp('/player');
    expect(await screen.findByRole('img', { name: 'Item 1 of 2' })).toBeInTheDocument();
    await advance(3_000);
    await waitFor(() => expect(reports().length).toBeGreaterThan(0));
    const first = reports().at(-1);
    expect(first?.headers.get('Authorization')).toBe('Bearer device-1');
    await waitFor(() => expect(first?.body).toBeDefined());
    const body = first?.body as Sent;
    expect([body.showing?.mediaId, body.manifestVersion, body.filesTotal]).toEqual(['a', 'v9', 2]);
    const before = reports().length;
    await advance(REPORT_EVERY_MS);
    expect(reports().length).toBe(before + 1);
    // Items change every 10 s: a minute on, the report names a later start of what is on screen.
    await advanceInSteps(REPORT_EVERY_MS);
    await waitFor(() => expect(since(reports().at(-1)?.body)).toBeGreaterThan(since(body)));
  });
});
