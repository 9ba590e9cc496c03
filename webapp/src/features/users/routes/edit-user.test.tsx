import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, page, requests, server } from '@/testing/server';
import { admin, clientSession, clientUser, makeUser, staffSession } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';

const ana = makeUser({ id: 'u1', name: 'Ana Lopez', phone: '5551234567', email: 'ana@example.com' });

describe('User Information', () => {
  it('edits name and phone with the email read-only, then goes to the dashboard', async () => {
    server.use(http.get('/api/users/:id', () => json(ana)), http.patch('/api/users/:id', async ({ request }) => {
        const body = await request.json();
        return json({ ...ana, ...(body as object) });
      }));
    const { user, router } = renderApp('/dashboard/pages/edit/u1', { session: staffSession(admin) });
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Ana Lopez'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');

    await user.clear(name);
    await user.type(name, 'Ana María López');
    await user.selectOptions(screen.getByLabelText('Role'), 'Supervisor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await within(toastRegion()).findByText('User successfully updated.')).toBeInTheDocument();
    expect(requests.calls('PATCH', '/api/users/u1')[0]?.body).toEqual({ name: 'Ana María López', phone: '5551234567', role: 'Supervisor' });
  });

  it('shows the edit messages', async () => {
    server.use(http.get('/api/users/:id', () => json(ana)));
    const { user } = renderApp('/dashboard/pages/edit/u1', { session: staffSession(admin) });
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Ana Lopez'));
    await user.clear(name);
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '555-12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone must contain only numbers.')).toBeInTheDocument();
    expect(requests.calls('PATCH', '/api/users/u1')).toHaveLength(0);
  });

  it('lets a Client edit only their own name and phone, with the change-password link', async () => {
    server.use(
      http.get('/api/users/:id', () => json(clientUser)),
      http.patch('/api/users/:id', async ({ request }) => json({ ...clientUser, ...((await request.json()) as object) })),
      http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')),
    );
    const { user } = renderApp(`/dashboard/pages/edit/${clientUser.id}`, { session: clientSession() });
    const phone = await screen.findByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveValue(clientUser.phone));
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cambiar contraseña' })).toHaveAttribute('href', '/dashboard/pages/password');
    await user.clear(phone);
    await user.type(phone, '5550001111');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.calls('PATCH', `/api/users/${clientUser.id}`)[0]?.body).toEqual({ name: clientUser.name, phone: '5550001111' }));
  });

  it("sends a Client away from someone else's record", async () => {
    server.use(
      http.get('/api/dashboard', () => json({ mediaByType: { image: 0, video: 0, youtube: 0 }, newMediasThisMonth: 0, newPlaylistsThisMonth: 0, licence: null })),
    );
    const { router } = renderApp('/dashboard/pages/edit/u1', { session: clientSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('GET', '/api/users/u1')).toHaveLength(0);
  });

  it('says "User not found." and goes to the dashboard for an unknown user', async () => {
    server.use(
      http.get('/api/users/:id', () => apiError(404, 'not_found', 'User not found.')),
      http.get('/api/users', () => page([])),
      http.get('/api/clients', () => page([])),
    );
    const { router } = renderApp('/dashboard/pages/edit/zz', { session: staffSession(admin) });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await within(toastRegion()).findByText('User not found.')).toBeInTheDocument();
  });

  it('says "Could not load user information." when loading fails', async () => {
    server.use(http.get('/api/users/:id', () => apiError(500, 'unknown', 'x')));
    renderApp('/dashboard/pages/edit/u1', { session: staffSession(admin) });
    expect(await screen.findByText('Could not load user information.')).toBeInTheDocument();
  });
});
