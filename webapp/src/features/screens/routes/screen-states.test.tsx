import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { packageHandlers, screenHandlers } from '@/testing/handlers';
import { admin, clientSession, makeClient, makePlaylist, makeScreen, staffSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { json, server } from '@/testing/server';
import { LANGUAGE_KEY } from '@/lib/i18n';

const PATH = '/dashboard/pages/screens';
const reported = { manifestVersion: 'v3', lastOutage: null };

const playing = makeScreen({
  id: 's-1', name: 'Front counter', status: 'online', state: 'online', lastSeenAt: '2026-03-01T10:00:00Z', stateSince: null, ...reported,
  nowPlaying: { mediaId: 'm-1', name: 'Summer sale', kind: 'video', since: '2026-03-01T09:59:40Z' },
  copies: { kept: 3, total: 3, bytes: 5 * 1024 * 1024 },
  skips: [
    { mediaId: 'm-8', name: 'Promo clip', reason: 'load-timeout', count: 3, lastAt: '2026-03-01T09:59:00Z' },
    { mediaId: 'm-9', name: 'Old menu', reason: 'media-error', count: 1, lastAt: '2026-03-01T09:58:00Z' },
  ],
}); // prettier-ignore
const fromCopies = makeScreen({
  id: 's-2', name: 'Window', status: 'offline', state: 'playingFromCopies', lastSeenAt: '2026-03-01T08:30:00Z', stateSince: '2026-03-01T08:30:00Z', ...reported,
  nowPlaying: { mediaId: 'm-2', name: '', kind: 'image', since: '2026-03-01T08:29:00Z' },
  copies: { kept: 2, total: 2, bytes: 2048 },
}); // prettier-ignore
const dark = makeScreen({
  id: 's-3', name: 'Back room', status: 'offline', state: 'offline', lastSeenAt: '2026-03-01T07:00:00Z', stateSince: '2026-03-01T07:00:00Z', ...reported,
  nowPlaying: null, copies: { kept: 1, total: 4, bytes: 1024 },
}); // prettier-ignore
const back = makeScreen({
  id: 's-4', name: 'Till', status: 'online', state: 'online', lastSeenAt: '2026-03-01T10:00:00Z', stateSince: null, manifestVersion: 'v3',
  nowPlaying: null, copies: null, lastOutage: { since: '2026-03-01T09:00:00Z', seconds: 1500 },
}); // prettier-ignore
const paused = makeScreen({ id: 's-5', name: 'Door', status: 'online', state: 'suspended', lastSeenAt: '2026-03-01T10:00:00Z' });

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

function setup(session = clientSession({ client: makeClient({ packageCode: 'PRO' }) }), path = PATH) {
  server.use(
    screenHandlers.list([playing, fromCopies, dark, back, paused], 10),
    http.get('/api/playlists', () => json({ items: [makePlaylist()], nextCursor: null })),
    packageHandlers.list(),
  );
  return renderApp(path, { session });
}

describe('Screens: honest states, now playing and copies', () => {
  it('shows each state, what plays since when, and the health of the copies', async () => {
    setup();
    await screen.findByRole('rowheader', { name: 'Front counter' });
    const front = row('Front counter');
    expect(within(front).getByText('Online')).toBeInTheDocument();
    expect(within(front).getByText('Summer sale')).toBeInTheDocument();
    expect(within(front).getByText('3 of 3 files kept')).toBeInTheDocument();
    expect(within(front).getByText('5.0 MB')).toBeInTheDocument();
    const window_ = row('Window');
    expect(within(window_).getByText('Playing from its copies')).toBeInTheDocument();
    expect(within(window_).getByText(/^since 03\/01\/2026 \d{1,2}:30 (AM|PM)$/)).toBeInTheDocument();
    expect(within(window_).getByText('A media not in its playlist (image)')).toBeInTheDocument();
    const room = row('Back room');
    expect(within(room).getByText('Offline')).toBeInTheDocument();
    expect(within(room).getByText(/^not heard from since /)).toBeInTheDocument();
    expect(within(room).getByText('1 of 4 files kept')).toBeInTheDocument();
    expect(within(room).getByText('3 still to download · 1.0 KB')).toBeInTheDocument();
    expect(within(room).getByText('Nothing')).toBeInTheDocument();
    expect(within(row('Till')).getByText(/^Was 25 min without the server from /)).toBeInTheDocument();
    expect(within(row('Till')).getAllByText('Not reported yet')).toHaveLength(2);
    expect(within(row('Door')).getByText('Suspended')).toBeInTheDocument();
  });

  it('warns of the media a TV could not play lately, why and how often', async () => {
    setup();
    await screen.findByRole('rowheader', { name: 'Front counter' });
    const front = row('Front counter');
    expect(within(front).getByText("Can't play: Promo clip (it did not load in time), 3 times")).toBeInTheDocument();
    expect(within(front).getByText("Can't play: Old menu (the file cannot be read), once")).toBeInTheDocument();
    expect(within(row('Window')).queryByText(/^Can't play/)).toBeNull();
  });

  it('speaks Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    setup();
    await screen.findByRole('rowheader', { name: 'Window' });
    expect(within(row('Window')).getByText('Reproduce sus copias')).toBeInTheDocument();
    expect(within(row('Back room')).getByText('1 de 4 archivos guardados')).toBeInTheDocument();
    expect(within(row('Door')).getByText('Suspendida')).toBeInTheDocument();
    const front = row('Front counter');
    expect(within(front).getByText('No se puede reproducir: Promo clip (no cargó a tiempo), 3 veces')).toBeInTheDocument();
    expect(within(front).getByText('No se puede reproducir: Old menu (el archivo no se puede leer), 1 vez')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Reproduciendo');
  });

  it('shows staff the same for a client they open', async () => {
    setup(staffSession(admin), `${PATH}?clientId=c1`);
    await screen.findByRole('rowheader', { name: 'Window' });
    expect(within(row('Window')).getByText('Playing from its copies')).toBeInTheDocument();
    expect(within(row('Front counter')).getByText('Summer sale')).toBeInTheDocument();
    expect(within(row('Front counter')).getByText(/^Can't play: Promo clip /)).toBeInTheDocument();
  });
});
