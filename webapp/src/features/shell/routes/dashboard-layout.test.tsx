import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { json, noContent, page, requests, server } from '@/testing/server';
import { admin, clientSession, makeLicence, staffSession, supervisor } from '@/testing/fixtures';
import { currentPath, renderApp } from '@/testing/render';

const dashboard = { mediaByType: { image: 0, video: 0, youtube: 0 }, newMediasThisMonth: 0, newPlaylistsThisMonth: 0, licence: makeLicence() };

function mockScreen() {
  return server.use(
    http.get('/api/dashboard', () => json(dashboard)),
    http.get('/api/users', () => page([])),
    http.get('/api/clients', () => page([])),
    http.post('/api/auth/logout', () => noContent()),
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('Client shell', () => {
  it("shows a Client their menu, Settings with User and Business, and their name and email", async () => {
    const session = clientSession();
    mockScreen();
    const { user } = renderApp('/dashboard', { session});
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const nav = menu();
    for (const name of ['Dashboard', 'Medias', 'Playlist', 'Screens', 'Payments']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Screens' })).toHaveAttribute('href', '/dashboard/pages/screens');
    expect(within(nav).getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/dashboard/schedule');
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Clients' })).not.toBeInTheDocument();

    const settings = within(nav).getByRole('button', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    await user.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'User' })).toHaveAttribute('href', `/dashboard/pages/edit/${session.user.id}`);
    expect(within(nav).getByRole('link', { name: 'Business' })).toHaveAttribute('href', `/dashboard/pages/editclient/${session.client!.id}`);

    const banner = screen.getByRole('banner');
    expect(within(banner).getByText(session.user.name)).toBeInTheDocument();
    expect(within(banner).getByText(session.user.email)).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'LogOff' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'LogOff' })).toBeInTheDocument();
  });

  it.each([admin, supervisor])('shows staff ($role) Users and Clients, and no client-only items', async (staff) => {
    mockScreen();
    const { user } = renderApp('/dashboard', { session: staffSession(staff)});
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const nav = menu();
    for (const name of ['Dashboard', 'Payments', 'Users', 'Clients']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Medias' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Playlist' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Screens' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Schedule' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Settings' }));
    expect(within(nav).getByRole('link', { name: 'User' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Business' })).not.toBeInTheDocument();
  });

  it('has a mobile menu toggle that names and controls the menu, closed again after navigating', async () => {
    mockScreen();
    const { user, router } = renderApp('/dashboard', { session: staffSession(admin)});
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'side-menu');
    expect(document.getElementById('side-menu')).toContainElement(menu());
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu()).getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/users'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs off: tells the server, forgets the login log and goes to /login', async () => {
    localStorage.setItem('currentLoginLog', 'log-42');
    mockScreen();

    const { user, router } = renderApp('/dashboard', { session: clientSession()});
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'LogOff' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(requests.calls('POST', '/api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('currentLoginLog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
