import { render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { staffSession } from '@/testing/fixtures';
import { sessionHandlers } from '@/testing/handlers';
import { page, requests, server } from '@/testing/server';

import { App } from './app';

/** The real app as the browser starts it: its own router on the address bar, under /client. */
function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('App', () => {
  it('shows the login screen at /client/login, asking for the session without a failed request', async () => {
    server.use(sessionHandlers.me(null));
    openAt('/client/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    // GET /api/auth/session answers 200 {session: null}: nothing for the console to report.
    expect(requests.calls('GET', '/api/auth/session')).toHaveLength(1);
    expect(requests.calls('GET', '/api/auth/me')).toHaveLength(0);
  });

  it('sends a signed-out deep link to /client/login', async () => {
    server.use(sessionHandlers.me(null));
    openAt('/client/dashboard/pages/users');
    await screen.findByRole('heading', { name: 'Login' });
    expect(window.location.pathname).toBe('/client/login');
  });

  it('opens a deep link for a signed-in Admin, with its server state', async () => {
    server.use(sessionHandlers.me(staffSession()), http.get('/api/users', () => page([])), http.get('/api/clients', () => page([])));
    openAt('/client/dashboard/pages/users');
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/client/dashboard/pages/users'));
  });
});
