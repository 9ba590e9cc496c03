import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { apiError, json, page, requests, server } from '@/testing/server';
import { admin, clientSession, makeLicence, staffSession, supervisor } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';

import { routes } from './routes';

const LICENCE_MESSAGE = 'Your license has expired. Please renew your subscription to continue using this feature.';

describe('routes and guards', () => {
  it('sends / to /login', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
  });

  it('sends any other path to /login', async () => {
    const { router } = renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Login' });
    expect(currentPath(router)).toBe('/login');
  });

  it('sends a signed-out visitor of /dashboard/* to /login', async () => {
    const { router } = renderApp('/dashboard/pages/users');
    await screen.findByRole('heading', { name: 'Login' });
    expect(currentPath(router)).toBe('/login');
  });

  it('refuses staff screens to a Client: back to the dashboard', async () => {
    server.use(
      http.get('/api/dashboard', () => json({ mediaByType: { image: 0, video: 0, youtube: 0 }, newMediasThisMonth: 0, newPlaylistsThisMonth: 0, licence: makeLicence() })),
    );
    const { router } = renderApp('/dashboard/pages/users', { session: clientSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Manage Users' })).not.toBeInTheDocument();
  });

  it('lets a Supervisor into Manage Users but not into Add User (Admin only)', async () => {
    server.use(http.get('/api/users', () => page([])), http.get('/api/clients', () => page([])));
    const { router } = renderApp('/dashboard/pages/adduser', { session: staffSession(supervisor) });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    await router.navigate('/dashboard/pages/users');
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();
  });

  it('serves both spellings of Add User to an Admin', async () => {
    const { router } = renderApp('/dashboard/pages/AddUser', { session: staffSession(admin) });
    expect(await screen.findByRole('heading', { name: 'Add User' })).toBeInTheDocument();
    await router.navigate('/dashboard/pages/adduser');
    expect(await screen.findByRole('heading', { name: 'Add User' })).toBeInTheDocument();
  });

  it('sends a Client without a client profile to Add Client with {userId, email}', async () => {
    const session = clientSession({ client: null, licence: null, profileComplete: false });
    server.use(
      http.get('/api/businesses', () => json({ types: ['Business Office'] })),
      http.get('/api/packages', () => json([])),
    );
    const { router } = renderApp('/dashboard/pages/playlist', { session });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/addclient'));
    expect(router.state.location.state).toEqual({ userId: session.user.id, email: session.user.email });
    // Said, not a silent bounce.
    expect(await within(toastRegion()).findByText('Please complete your client profile.')).toBeInTheDocument();
  });

  it('redirects an expired licence from the media library to payments with the licence message', async () => {
    server.use(http.get('/api/licence', () => json(makeLicence({ expired: true, daysLeft: 0 }))));
    const { router } = renderApp('/dashboard/pages/medias', { session: clientSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/payments'));
    expect(await screen.findByText(LICENCE_MESSAGE)).toBeInTheDocument();
  });

  it('redirects an expired licence from Add Playlist too', async () => {
    server.use(http.get('/api/licence', () => json(makeLicence({ expired: true }))));
    const { router } = renderApp('/dashboard/pages/addplaylist', { session: clientSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/payments'));
  });

  it('lets the screen through when the licence check itself fails', async () => {
    server.use(http.get('/api/licence', () => apiError(500, 'unknown', 'boom')));
    const { router } = renderApp('/dashboard/pages/medias', { session: clientSession() });
    await waitFor(() => expect(requests.calls('GET', '/api/licence')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Checking your license' })).not.toBeInTheDocument());
    expect(currentPath(router)).toBe('/dashboard/pages/medias');
    expect(screen.queryByText(LICENCE_MESSAGE)).not.toBeInTheDocument();
  });

  it('lets a valid licence through to Add Playlist', async () => {
    server.use(http.get('/api/licence', () => json(makeLicence())));
    const { router } = renderApp('/dashboard/pages/addplaylist', { session: clientSession() });
    await waitFor(() => expect(requests.calls('GET', '/api/licence')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Checking your license' })).not.toBeInTheDocument());
    expect(currentPath(router)).toBe('/dashboard/pages/addplaylist');
  });

  it.each([
    ['/', undefined],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/dashboard', 'home'],
    ['/dashboard/pages/users', 'users'],
    ['/dashboard/pages/adduser', 'add-user'],
    ['/dashboard/pages/AddUser', 'add-user-capitalised'],
    ['/dashboard/pages/edit/u1', 'edit-user'],
    ['/dashboard/pages/delete/u1', 'delete-user'],
    ['/dashboard/pages/password', 'change-password'],
    ['/dashboard/pages/clients', 'clients'],
    ['/dashboard/pages/addclient', 'add-client'],
    ['/dashboard/pages/editclient/c1', 'edit-client'],
    ['/dashboard/pages/medias', 'medias'],
    ['/dashboard/pages/addvideos', 'add-video'],
    ['/dashboard/pages/editvideos/v1', 'edit-video'],
    ['/dashboard/pages/playlist', 'playlists'],
    ['/dashboard/pages/addplaylist', 'add-playlist'],
    ['/dashboard/pages/editplaylist/p1', 'edit-playlist'],
    ['/dashboard/pages/payments', 'payments'],
    ['/dashboard/pages/addpayment', 'add-payment'],
    ['/dashboard/pages/editpayment/pay1', 'edit-payment'],
    ['/dashboard/pages/subscriptions', 'subscriptions'],
    // Issue 15: the TV player, the screens and the playlist preview.
    ['/player', 'player'],
    ['/dashboard/pages/screens', 'screens'],
    ['/dashboard/pages/preview/p1', 'preview'],
    // Issue 26: a client's screen groups.
    ['/dashboard/pages/screen-groups', 'screen-groups'],
    // Issue 26: a screen's week of schedule entries.
    ['/dashboard/schedule', 'schedule'],
  ])('registers %s (spec §2)', (path, id) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(matches.at(-1)?.route.id).toBe(id);
  });

  it('opens the TV player without a session or the portal shell', async () => {
    server.use(http.post('/api/player/pairings', () => json({ code: 'K7P2QXM9', pollToken: 'p', expiresAt: '' }, 201)));
    const { router } = renderApp('/player');
    expect(await screen.findByLabelText('Pairing code')).toHaveTextContent('K7P2-QXM9');
    expect(currentPath(router)).toBe('/player');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('keeps the playlist preview to Clients: staff go back to the dashboard', async () => {
    server.use(http.get('/api/users', () => json([])), http.get('/api/clients', () => json([])));
    const { router } = renderApp('/dashboard/pages/preview/p1', { session: staffSession(admin) });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('GET', '/api/playlists/p1')).toHaveLength(0);
  });

  it('sends unknown paths inside the dashboard to the dashboard home', () => {
    const matches = matchRoutes(routes, '/dashboard/pages/nothing') ?? [];
    expect(matches.at(-1)?.route.path).toBe('*');
    expect(matches.at(-2)?.route.path).toBeUndefined();
  });
});
