import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeServer, error, json } from '@/testing/fake-server';
import { admin, clientSession, clientUser, makeUser, staffSession } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';

const ana = makeUser({ id: 'u1', name: 'Ana Lopez', phone: '5551234567', email: 'ana@example.com' });

describe('User Information', () => {
  it('edits name and phone with the email read-only, then goes to the dashboard', async () => {
    const server = createFakeServer()
      .get('/api/users/:id', () => json(ana))
      .patch('/api/users/:id', ({ body }) => json({ ...ana, ...(body as object) }));
    const { user, router } = renderApp('/dashboard/pages/edit/u1', { session: staffSession(admin), server });
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Ana Lopez'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');

    await user.clear(name);
    await user.type(name, 'Ana María López');
    await user.selectOptions(screen.getByLabelText('Role'), 'Supervisor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(within(toastRegion()).getByText('User successfully updated.')).toBeInTheDocument();
    expect(server.calls('PATCH', '/api/users/u1')[0]?.body).toEqual({ name: 'Ana María López', phone: '5551234567', role: 'Supervisor' });
  });

  it('shows the edit messages', async () => {
    const server = createFakeServer().get('/api/users/:id', () => json(ana));
    const { user } = renderApp('/dashboard/pages/edit/u1', { session: staffSession(admin), server });
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
    expect(server.calls('PATCH', '/api/users/u1')).toHaveLength(0);
  });

  it('lets a Client edit only their own name and phone, with the change-password link', async () => {
    const server = createFakeServer()
      .get('/api/users/:id', () => json(clientUser))
      .patch('/api/users/:id', ({ body }) => json({ ...clientUser, ...(body as object) }));
    const { user } = renderApp(`/dashboard/pages/edit/${clientUser.id}`, { session: clientSession(), server });
    const phone = await screen.findByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveValue(clientUser.phone));
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cambiar contraseña' })).toHaveAttribute('href', '/dashboard/pages/password');
    await user.clear(phone);
    await user.type(phone, '5550001111');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('PATCH', `/api/users/${clientUser.id}`)[0]?.body).toEqual({ name: clientUser.name, phone: '5550001111' }));
  });

  it("sends a Client away from someone else's record", async () => {
    const server = createFakeServer().get('/api/dashboard', () => json({ mediaByType: { image: 0, video: 0, youtube: 0 }, newMediasThisMonth: 0, newPlaylistsThisMonth: 0, licence: null }));
    const { router } = renderApp('/dashboard/pages/edit/u1', { session: clientSession(), server });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(server.calls('GET', '/api/users/u1')).toHaveLength(0);
  });

  it('says "User not found." and goes to the dashboard for an unknown user', async () => {
    const server = createFakeServer()
      .get('/api/users/:id', () => error(404, 'not_found', 'User not found.'))
      .get('/api/users', () => json([]))
      .get('/api/clients', () => json([]));
    const { router } = renderApp('/dashboard/pages/edit/zz', { session: staffSession(admin), server });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await within(toastRegion()).findByText('User not found.')).toBeInTheDocument();
  });

  it('says "Could not load user information." when loading fails', async () => {
    const server = createFakeServer().get('/api/users/:id', () => error(500, 'unknown', 'x'));
    renderApp('/dashboard/pages/edit/u1', { session: staffSession(admin), server });
    expect(await screen.findByText('Could not load user information.')).toBeInTheDocument();
  });
});
