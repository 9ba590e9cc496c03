import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, noContent, page, requests, server } from '@/testing/server';
import { admin, makeUser, staffSession } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';

const bob = makeUser({ id: 'u2', name: 'Bob Ruiz', email: 'bob@example.com' });

describe('Eliminar usuario (pages/delete/:id)', () => {
  it('asks in Spanish and deletes', async () => {
    server.use(
      http.get('/api/users/:id', () => json(bob)),
      http.delete('/api/users/:id', () => noContent()),
      http.get('/api/users', () => page([])),
    );
    const { user, router } = renderApp('/dashboard/pages/delete/u2', { session: staffSession(admin) });
    expect(await screen.findByRole('heading', { name: 'Eliminar usuario' })).toBeInTheDocument();
    expect(await screen.findByText(/¿Está seguro de que desea eliminar al usuario/)).toHaveTextContent('Bob Ruiz (bob@example.com)');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/users'));
    expect(requests.calls('DELETE', '/api/users/u2')).toHaveLength(1);
    expect(within(toastRegion()).getByText('User successfully deleted.')).toBeInTheDocument();
  });

  it('cancels to the dashboard', async () => {
    server.use(
      http.get('/api/users/:id', () => json(bob)),
      http.get('/api/users', () => page([])),
      http.get('/api/clients', () => page([])),
    );
    const { user, router } = renderApp('/dashboard/pages/delete/u2', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('DELETE', '/api/users/u2')).toHaveLength(0);
  });

  it('reports a failure', async () => {
    server.use(
      http.get('/api/users/:id', () => json(bob)),
      http.delete('/api/users/:id', () => apiError(403, 'forbidden', 'No permitido')),
    );
    const { user } = renderApp('/dashboard/pages/delete/u2', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(await within(toastRegion()).findByText('Error deleting user: No permitido')).toBeInTheDocument();
  });

  it('says "User not found." for an unknown id', async () => {
    server.use(http.get('/api/users/:id', () => apiError(404, 'not_found', 'User not found.')));
    renderApp('/dashboard/pages/delete/nobody', { session: staffSession(admin) });
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });
});

describe('Eliminar usuario with the portal in Spanish', () => {
  it('keeps the spec’s own Spanish words', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    server.use(http.get('/api/users/:id', () => json(bob)), http.get('/api/users', () => page([])));
    renderApp('/dashboard/pages/delete/u2', { session: staffSession(admin) });
    expect(await screen.findByRole('heading', { name: 'Eliminar usuario' })).toBeInTheDocument();
    expect(await screen.findByText(/¿Está seguro de que desea eliminar al usuario/)).toHaveTextContent('Bob Ruiz (bob@example.com)');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});

