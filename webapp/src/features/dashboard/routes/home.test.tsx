import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, page, requests, server } from '@/testing/server';
import { admin, clientSession, makeClient, makeLicence, makeUser, staffSession } from '@/testing/fixtures';
import { licenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';

function stats(licence = makeLicence({ daysLeft: 12, expireDate: '2026-12-03' })) {
  return { mediaByType: { image: 4, video: 2, youtube: 7 }, newMediasThisMonth: 3, newPlaylistsThisMonth: 1, licence };
}

function figure(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('Dashboard home', () => {
  it('shows medias by type, new this month and the licence', async () => {
    server.use(http.get('/api/dashboard', () => json(stats())));
    renderApp('/dashboard', { session: clientSession() });
    expect(await screen.findByRole('heading', { name: 'Medias by type' })).toBeInTheDocument();
    expect(figure('Images')).toHaveTextContent('4');
    expect(figure('Videos')).toHaveTextContent('2');
    expect(figure('YouTube')).toHaveTextContent('7');
    expect(figure('New medias')).toHaveTextContent('3');
    expect(figure('New playlists')).toHaveTextContent('1');
    const licence = screen.getByRole('region', { name: 'License' });
    expect(within(licence).getByText('Active')).toBeInTheDocument();
    expect(figure('Days left')).toHaveTextContent('12');
    expect(figure('Expires on')).toHaveTextContent('12/03/2026');
  });

  it('counts down to when the screens stop, with Renew one click from the subscription screen', async () => {
    server.use(
      http.get('/api/dashboard', () => json(stats(makeLicence({ expired: true, daysLeft: 0 })))),
      licenceHandlers.get(makeLicence({ expired: true, daysLeft: 0, screensStopInDays: 2, graceDays: 3, screensSuspended: null })),
    );
    renderApp('/dashboard', { session: clientSession() });
    const notice = await screen.findByRole('status', { name: 'Your screens' });
    expect(notice).toHaveTextContent('Your screens stop in 2 days.');
    expect(within(notice).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/dashboard/pages/subscriptions');
  });

  it('says the screens are paused once the licence ended, and why when the account is deactivated', async () => {
    server.use(
      http.get('/api/dashboard', () => json(stats())),
      licenceHandlers.get(makeLicence({ expired: true, screensSuspended: 'licenceEnded' })),
    );
    const { unmount } = renderApp('/dashboard', { session: clientSession() });
    expect(await screen.findByRole('status', { name: 'Your screens' })).toHaveTextContent('Your screens are paused: your license has ended.');
    unmount();
    server.use(licenceHandlers.get(makeLicence({ screensSuspended: 'clientDeactivated' })));
    renderApp('/dashboard', { session: clientSession() });
    const notice = await screen.findByRole('status', { name: 'Your screens' });
    expect(notice).toHaveTextContent('Your account has been deactivated, so your screens are paused.');
    expect(within(notice).queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
  });

  it('shows no screens notice while the licence has time to spare', async () => {
    server.use(http.get('/api/dashboard', () => json(stats())));
    renderApp('/dashboard', { session: clientSession() });
    expect(await screen.findByRole('heading', { name: 'Medias by type' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Your screens' })).not.toBeInTheDocument();
  });

  it('shows a trial licence with the way to choose a package', async () => {
    server.use(http.get('/api/dashboard', () => json(stats(makeLicence({ trial: true, daysLeft: 5 })))));
    renderApp('/dashboard', { session: clientSession() });
    const licence = await screen.findByRole('region', { name: 'License' });
    expect(within(licence).getByText('Trial')).toBeInTheDocument();
    expect(within(licence).getByRole('link', { name: 'Choose a package' })).toHaveAttribute('href', '/dashboard/pages/subscriptions');
  });

  it('shows an expired licence with 0 days left and the way to renew', async () => {
    server.use(http.get('/api/dashboard', () => json(stats(makeLicence({ expired: true, daysLeft: -3 })))));
    renderApp('/dashboard', { session: clientSession() });
    const licence = await screen.findByRole('region', { name: 'License' });
    expect(within(licence).getByText('Expired')).toBeInTheDocument();
    expect(figure('Days left')).toHaveTextContent('0');
    expect(within(licence).getByRole('link', { name: 'Renew your subscription' })).toHaveAttribute('href', '/dashboard/pages/payments');
  });

  it('shows a spinner while loading and a retry when loading fails', async () => {
    let fail = true;
    server.use(http.get('/api/dashboard', () => (fail ? apiError(500, 'unknown', 'boom') : json(stats()))));
    const { user } = renderApp('/dashboard', { session: clientSession() });
    expect(await screen.findByText('Could not load the dashboard statistics.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Medias by type' })).toBeInTheDocument();
  });

  it('gives staff user and client counts', async () => {
    server.use(
      http.get('/api/users', () => page([makeUser(), makeUser({ id: 'u2', status: false }), admin])),
      http.get('/api/clients', () => page([makeClient(), makeClient({ id: 'c2', status: false })])),
    );
    renderApp('/dashboard', { session: staffSession(admin) });
    expect(await screen.findByText('Users', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Users')).toHaveTextContent('3');
    expect(screen.getByText('2 active')).toBeInTheDocument();
    expect(figure('Clients')).toHaveTextContent('2');
    expect(screen.getByText('1 active')).toBeInTheDocument();
    expect(requests.calls('GET', '/api/dashboard')).toHaveLength(0);
    // Each figure and its way in are one card, not a card inside a card.
    const usersCard = screen.getByText('Users', { selector: 'dt' }).closest('[data-card]');
    expect(usersCard).toContainElement(screen.getByRole('link', { name: 'Manage Users' }));
    expect(usersCard?.parentElement?.closest('.ring-1')).toBeNull();
  });

  it('shows the statistics and the licence in Spanish, the date day first', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    server.use(http.get('/api/dashboard', () => json(stats())));
    renderApp('/dashboard', { session: clientSession() });
    expect(await screen.findByRole('heading', { name: 'Medios por tipo' })).toBeInTheDocument();
    expect(figure('Imágenes')).toHaveTextContent('4');
    expect(figure('Medios nuevos')).toHaveTextContent('3');
    const licence = screen.getByRole('region', { name: 'Licencia' });
    expect(within(licence).getByText('Activa')).toBeInTheDocument();
    expect(figure('Vence el')).toHaveTextContent('03/12/2026');
    expect(screen.getByRole('heading', { name: 'Panel', level: 1 })).toBeInTheDocument();
  });
});
