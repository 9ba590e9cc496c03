/**
 * Every paged grid behaves the same (components/paged-list.tsx, components/search-box.tsx):
 * 50 at a time with Load more appending the next page until `nextCursor` is null, and a Search
 * box whose text is sent as `q` and replaces the results. One table, each grid on its own screen.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, requests, server } from '@/testing/server';
import { admin, clientSession, makeClient, makeMedia, makePayment, makePlaylist, makeUser, makeVideo, staffSession } from '@/testing/fixtures';
import { clientHandlers, licenceHandlers, mediaHandlers, paymentHandlers, playlistHandlers, userHandlers, videoHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import type { Session } from '@/types/api';

// Two start with "Alpha", one with "Beta": a search for "be" keeps one.
const NAMES = ['Alpha North', 'Alpha South', 'Beta East'] as const;
const PAGE = { pageSize: 2 };

interface Grid {
  name: string;
  path: string;
  api: string;
  session: Session;
  /** The grid's handler over items named NAMES, paged by `options`. */
  handlers: (options: { pageSize?: number }) => RequestHandler[];
}

const clientScreens = [licenceHandlers.get(), paymentHandlers.list([]), http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test'))];

const GRIDS: Grid[] = [
  {
    name: 'Manage Users',
    path: '/dashboard/pages/users',
    api: '/api/users',
    session: staffSession(admin),
    handlers: (o) => [userHandlers.list(NAMES.map((name, i) => makeUser({ id: `u${i}`, name, email: `${name.split(' ')[1]?.toLowerCase()}@example.com` })), o)],
  },
  {
    name: 'Manage Clients',
    path: '/dashboard/pages/clients',
    api: '/api/clients',
    session: staffSession(admin),
    handlers: (o) => [clientHandlers.list(NAMES.map((businessName, i) => makeClient({ id: `c${i}`, businessName })), o)],
  },
  {
    name: 'Media Library',
    path: '/dashboard/pages/medias',
    api: '/api/medias',
    session: clientSession(),
    handlers: (o) => [...clientScreens, mediaHandlers.list(NAMES.map((name, i) => makeMedia({ id: `m${i}`, name })), o)],
  },
  {
    name: 'Playlists',
    path: '/dashboard/pages/playlist',
    api: '/api/playlists',
    session: clientSession(),
    handlers: (o) => [...clientScreens, playlistHandlers.list(NAMES.map((playlistName, i) => makePlaylist({ id: `p${i}`, playlistName })), o)],
  },
  {
    name: 'Payments',
    path: '/dashboard/pages/payments',
    api: '/api/payments',
    session: staffSession(admin),
    handlers: (o) => [clientHandlers.list([]), paymentHandlers.list(NAMES.map((paymentReference, i) => makePayment({ id: `pay${i}`, paymentReference })), o)],
  },
  {
    name: 'Your videos (Add Video)',
    path: '/dashboard/pages/addvideos',
    api: '/api/videos',
    session: clientSession(),
    handlers: (o) => [...clientScreens, videoHandlers.list(NAMES.map((videoTitle, i) => makeVideo({ id: `v${i}`, videoTitle })), o)],
  },
  {
    name: 'the playlist builder’s available media',
    path: '/dashboard/pages/addplaylist',
    api: '/api/medias',
    session: clientSession(),
    handlers: (o) => [
      ...clientScreens,
      // An inactive one among them: the builder asks ?status=true and is offered the active ones only.
      mediaHandlers.list([...NAMES.map((name, i) => makeMedia({ id: `m${i}`, name })), makeMedia({ id: 'm-off', name: 'Alpha Off', status: false })], o),
    ],
  },
];

const gets = (path: string) => requests.calls('GET', path);

describe.each(GRIDS)('$name: paged and searched', (grid) => {
  it('shows the first page, appends the next one with Load more, and offers no more after the last', async () => {
    server.use(...grid.handlers(PAGE));
    const { user } = renderApp(grid.path, { session: grid.session });
    expect(await screen.findByText(NAMES[0])).toBeInTheDocument();
    expect(screen.getByText(NAMES[1])).toBeInTheDocument();
    expect(screen.queryByText(NAMES[2])).not.toBeInTheDocument();
    expect(gets(grid.api)[0]?.query.get('limit')).toBe('50');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(NAMES[2])).toBeInTheDocument();
    expect(screen.getByText(NAMES[0])).toBeInTheDocument();
    expect(gets(grid.api).at(-1)?.query.get('cursor')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByText('Alpha Off')).not.toBeInTheDocument();
  });

  it('shows no Load more when the first answer is the last page', async () => {
    server.use(...grid.handlers({}));
    renderApp(grid.path, { session: grid.session });
    expect(await screen.findByText(NAMES[2])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(gets(grid.api)).toHaveLength(1);
  });

  it('sends the Search text as q and shows the server’s matches instead', async () => {
    server.use(...grid.handlers({}));
    const { user } = renderApp(grid.path, { session: grid.session });
    expect(await screen.findByText(NAMES[0])).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'be');
    await waitFor(() => expect(screen.queryByText(NAMES[0])).not.toBeInTheDocument());
    expect(screen.getByText(NAMES[2])).toBeInTheDocument();
    expect(gets(grid.api).at(-1)?.query.get('q')).toBe('be');
    // Debounced: one request for the pause, not one per key.
    expect(gets(grid.api).filter((request) => request.query.has('q'))).toHaveLength(1);
  });

  it('says that nothing matches a search without results', async () => {
    server.use(...grid.handlers({}));
    const { user } = renderApp(grid.path, { session: grid.session });
    expect(await screen.findByText(NAMES[0])).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeInTheDocument();
  });
});

describe('Load more that fails', () => {
  it('keeps the loaded items, says so in an alert, and tries again on the same button', async () => {
    const users = NAMES.map((name, i) => makeUser({ id: `u${i}`, name, email: `u${i}@example.com` }));
    server.use(userHandlers.list(users, PAGE));
    server.use(http.get('/api/users', ({ request }) => (new URL(request.url).searchParams.has('cursor') ? apiError(500, 'internal', 'boom') : undefined)));
    const { user } = renderApp('/dashboard/pages/users', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More could not be loaded. Please try again.');
    expect(screen.getByText(NAMES[0])).toBeInTheDocument();

    server.use(userHandlers.list(users, PAGE));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(NAMES[2])).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

// Newest first as served; A to Z (case-insensitively) they read alpha, Beta, Gamma.
const UNSORTED = ['Gamma West', 'alpha Centre', 'Beta East'] as const;

interface SortedGrid {
  name: string;
  path: string;
  api: string;
  /** The grid's items named `names`, with the library screens' other answers. */
  handlers: (names: readonly string[], options: { pageSize?: number }) => RequestHandler[];
  /** How the name option reads: a title for videos. */
  byName: string;
}

const SORTED_GRIDS: SortedGrid[] = [
  {
    name: 'Media Library',
    path: '/dashboard/pages/medias',
    api: '/api/medias',
    handlers: (names, o) => [...clientScreens, mediaHandlers.list(names.map((name, i) => makeMedia({ id: `m${i}`, name })), o)],
    byName: 'Name (A–Z)',
  },
  {
    name: 'Playlists',
    path: '/dashboard/pages/playlist',
    api: '/api/playlists',
    handlers: (names, o) => [...clientScreens, playlistHandlers.list(names.map((playlistName, i) => makePlaylist({ id: `p${i}`, playlistName })), o)],
    byName: 'Name (A–Z)',
  },
  {
    name: 'Your videos (Add Video)',
    path: '/dashboard/pages/addvideos',
    api: '/api/videos',
    handlers: (names, o) => [...clientScreens, videoHandlers.list(names.map((videoTitle, i) => makeVideo({ id: `v${i}`, videoTitle })), o)],
    byName: 'Title (A–Z)',
  },
];

/** The grid's names as shown, top to bottom. */
const shown = () => screen.getAllByText(/^(Gamma West|alpha Centre|Beta East)$/).map((element) => element.textContent);

describe.each(SORTED_GRIDS)('$name: sorted', (grid) => {
  it('asks the newest first by default, and the server’s name order once Sort by says so', async () => {
    server.use(...grid.handlers(UNSORTED, {}));
    const { user } = renderApp(grid.path, { session: clientSession() });
    expect(await screen.findByText(UNSORTED[0])).toBeInTheDocument();
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveDisplayValue('Newest first');
    expect(gets(grid.api)[0]?.query.get('sort')).toBe('newest');
    expect(shown()).toEqual([...UNSORTED]);

    await user.selectOptions(sortBy, grid.byName);
    await waitFor(() => expect(shown()).toEqual(['alpha Centre', 'Beta East', 'Gamma West']));
    expect(gets(grid.api).at(-1)?.query.get('sort')).toBe('name');
  });

  it('keeps the sort when Load more asks the next page', async () => {
    server.use(...grid.handlers(UNSORTED, PAGE));
    const { user } = renderApp(grid.path, { session: clientSession() });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), grid.byName);
    await waitFor(() => expect(shown()).toEqual(['alpha Centre', 'Beta East']));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shown()).toEqual(['alpha Centre', 'Beta East', 'Gamma West']));
    const last = gets(grid.api).at(-1)?.query;
    expect([last?.get('sort'), last?.get('cursor')]).toEqual(['name', '2']);
  });
});
