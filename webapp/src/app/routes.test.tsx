import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeServer, error, json } from '@/testing/fake-server';
import { admin, clientSession, makeLicence, staffSession, supervisor } from '@/testing/fixtures';
import { currentPath, renderApp } from '@/testing/render';

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
    const server = createFakeServer().get('/api/dashboard', () => json({ mediaByType: { image: 0, video: 0, youtube: 0 }, newMediasThisMonth: 0, newPlaylistsThisMonth: 0, licence: makeLicence() }));
    const { router } = renderApp('/dashboard/pages/users', { session: clientSession(), server });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Manage Users' })).not.toBeInTheDocument();
  });

  it('lets a Supervisor into Manage Users but not into Add User (Admin only)', async () => {
    const server = createFakeServer().get('/api/users', () => json([])).get('/api/clients', () => json([]));
    const { router } = renderApp('/dashboard/pages/adduser', { session: staffSession(supervisor), server });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    await router.navigate('/dashboard/pages/users');
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();
  });

  it('serves both spellings of Add User to an Admin', async () => {
    const server = createFakeServer();
    const { router } = renderApp('/dashboard/pages/AddUser', { session: staffSession(admin), server });
    expect(await screen.findByRole('heading', { name: 'Add User' })).toBeInTheDocument();
    await router.navigate('/dashboard/pages/adduser');
    expect(await screen.findByRole('heading', { name: 'Add User' })).toBeInTheDocument();
  });

  it('sends a Client without a client profile to Add Client with {userId, email}', async () => {
    const session = clientSession({ client: null, licence: null, profileComplete: false });
    const server = createFakeServer()
      .get('/api/businesses', () => json({ types: ['Business Office'] }))
      .get('/api/packages', () => json([]));
    const { router } = renderApp('/dashboard/pages/playlist', { session, server });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/addclient'));
    expect(router.state.location.state).toEqual({ userId: session.user.id, email: session.user.email });
  });

  it('redirects an expired licence from the media library to payments with the licence message', async () => {
    const server = createFakeServer().get('/api/licence', () => json(makeLicence({ expired: true, daysLeft: 0 })));
    const { router } = renderApp('/dashboard/pages/medias', { session: clientSession(), server });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/payments'));
    expect(await screen.findByText(LICENCE_MESSAGE)).toBeInTheDocument();
  });

  it('redirects an expired licence from Add Playlist too', async () => {
    const server = createFakeServer().get('/api/licence', () => json(makeLicence({ expired: true })));
    const { router } = renderApp('/dashboard/pages/addplaylist', { session: clientSession(), server });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/payments'));
  });

  it('lets the screen through when the licence check itself fails', async () => {
    const server = createFakeServer().get('/api/licence', () => error(500, 'unknown', 'boom'));
    const { router } = renderApp('/dashboard/pages/medias', { session: clientSession(), server });
    expect(await screen.findByRole('heading', { name: 'Media Library' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard/pages/medias');
    expect(screen.queryByText(LICENCE_MESSAGE)).not.toBeInTheDocument();
  });

  it('lets a valid licence through to Add Playlist', async () => {
    const server = createFakeServer().get('/api/licence', () => json(makeLicence()));
    renderApp('/dashboard/pages/addplaylist', { session: clientSession(), server });
    expect(await screen.findByRole('heading', { name: 'Add Playlist' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard/pages/medias', 'Media Library'],
    ['/dashboard/pages/addvideos', 'Add Video'],
    ['/dashboard/pages/editvideos/v1', 'Edit Video'],
    ['/dashboard/pages/playlist', 'Playlists'],
    ['/dashboard/pages/editplaylist/p1', 'Edit Playlist'],
    ['/dashboard/pages/payments', 'Payments'],
    ['/dashboard/pages/addpayment', 'Add Payment'],
    ['/dashboard/pages/subscriptions', 'Subscriptions'],
  ])('registers %s for a Client', async (path, heading) => {
    const server = createFakeServer().get('/api/licence', () => json(makeLicence()));
    renderApp(path, { session: clientSession(), server });
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it('registers pages/editpayment/:paymentId for staff only', async () => {
    const server = createFakeServer();
    renderApp('/dashboard/pages/editpayment/pay1', { session: staffSession(admin), server });
    expect(await screen.findByRole('heading', { name: 'Edit Payment', level: 1 })).toBeInTheDocument();
  });
});
