import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, never, noContent, page, requests, server } from '@/testing/server';
import { admin, makeUser, staffSession, supervisor } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';

const ana = makeUser({ id: 'u1', name: 'Ana Lopez', email: 'ana@example.com', status: true });
const bob = makeUser({ id: 'u2', name: 'Bob Ruiz', phone: '5550000', email: 'bob@example.com', status: false });
const noMail = makeUser({ id: 'u3', name: 'Carla Sin', email: 'not-an-email' });

function usersServer(users = [admin, ana, bob, noMail]) {
  return server.use(http.get('/api/users', () => page(users)));
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Manage Users', () => {
  it('shows a spinner while loading', async () => {
    server.use(http.get('/api/users', () => never()));
    renderApp('/dashboard/pages/users', { session: staffSession(admin) });
    expect(await screen.findByRole('status', { name: 'Loading users' })).toBeInTheDocument();
  });

  it('lists Name, Phone, Email, Status and Actions, with New User for an Admin', async () => {
    usersServer();
    renderApp('/dashboard/pages/users', { session: staffSession(admin)});
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Phone', 'Email', 'Status', 'Actions']);
    expect(within(row('Bob Ruiz')).getByText('5550000')).toBeInTheDocument();
    expect(within(row('Bob Ruiz')).getByText('bob@example.com')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Status of Ana Lopez' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Status of Bob Ruiz' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Status of Bob Ruiz' })).toHaveTextContent('Inactive');
    expect(screen.getByRole('button', { name: 'Edit Ana Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Ana Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password of Ana Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New User' })).toHaveAttribute('href', '/dashboard/pages/adduser');
    // No switch or delete on one's own row.
    expect(screen.queryByRole('switch', { name: `Status of ${admin.name}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Delete ${admin.name}` })).not.toBeInTheDocument();
  });

  it('shows a Supervisor no Admin actions', async () => {
    usersServer([supervisor, ana]);
    renderApp('/dashboard/pages/users', { session: staffSession(supervisor)});
    await screen.findByRole('heading', { name: 'Manage Users' });
    await screen.findByText('ana@example.com');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ana Lopez' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Ana Lopez' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New User' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password of Ana Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Edit ${supervisor.name}` })).toBeInTheDocument();
  });

  it('switches a status and saves it at once', async () => {
    usersServer();
    server.use(http.put('/api/users/:id/status', async ({ request }) => {
        const body = await request.json();
        return json({ ...bob, ...(body as object) });
      }));
    const { user } = renderApp('/dashboard/pages/users', { session: staffSession(admin) });
    const toggle = await screen.findByRole('switch', { name: 'Status of Bob Ruiz' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() => expect(requests.calls('PUT', '/api/users/u2/status')[0]?.body).toEqual({ status: true }));
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
  });

  it('puts the switch back and says why when the status update fails', async () => {
    usersServer();
    server.use(http.put('/api/users/:id/status', () => apiError(403, 'forbidden', 'Not allowed')));
    const { user } = renderApp('/dashboard/pages/users', { session: staffSession(admin) });
    const toggle = await screen.findByRole('switch', { name: 'Status of Ana Lopez' });
    await user.click(toggle);
    expect(await within(toastRegion()).findByText('Error updating user status: Not allowed')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('deletes after the confirmation modal', async () => {
    usersServer();
    server.use(http.delete('/api/users/:id', () => noContent()));
    const { user } = renderApp('/dashboard/pages/users', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Delete Bob Ruiz' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Bob Ruiz (bob@example.com)?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.calls('DELETE', '/api/users/u2')).toHaveLength(0);
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Bob Ruiz' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(toastRegion()).findByText('User successfully deleted.')).toBeInTheDocument();
    expect(screen.queryByText('bob@example.com')).not.toBeInTheDocument();
  });

  it('reports a failed deletion', async () => {
    usersServer();
    server.use(http.delete('/api/users/:id', () => apiError(500, 'unknown', 'Internal')));
    const { user } = renderApp('/dashboard/pages/users', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Delete Bob Ruiz' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(toastRegion()).findByText('Error deleting user: please try again.')).toBeInTheDocument();
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
  });

  it('sends a password reset, or refuses a user without a valid email', async () => {
    usersServer();
    server.use(http.post('/api/users/:id/password-reset', () => json({ message: 'ok' }, 202)));
    const { user } = renderApp('/dashboard/pages/users', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Reset password of Ana Lopez' }));
    // Nothing is sent before the staff member confirms.
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset password' });
    expect(dialog).toHaveTextContent(ana.email);
    expect(requests.calls('POST', '/api/users/u1/password-reset')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(await within(toastRegion()).findByText('Password reset email sent. Please check your inbox.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/users/u1/password-reset')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Reset password' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Reset password of Carla Sin' }));
    expect(await within(toastRegion()).findByText('The selected user does not have a valid email address.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/users/u3/password-reset')).toHaveLength(0);
  });

  it('has an Admin reset another user’s two-factor sign-in after a confirmation, and says when there is none', async () => {
    usersServer();
    const none = 'This user has not turned on two-factor sign-in.';
    server.use(
      http.delete('/api/users/u1/two-factor', () => noContent()),
      http.delete('/api/users/u2/two-factor', () => apiError(404, 'not_found', none)),
    );
    const { user } = renderApp('/dashboard/pages/users', { session: staffSession(admin) });
    expect(screen.queryByRole('button', { name: `Reset two-factor sign-in of ${admin.name}` })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor sign-in of Ana Lopez' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset two-factor sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await within(toastRegion()).findByText('Two-factor sign-in was reset.')).toBeInTheDocument();
    expect(requests.calls('DELETE', '/api/users/u1/two-factor')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Reset two-factor sign-in of Bob Ruiz' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Reset two-factor sign-in' })).getByRole('button', { name: 'Reset' }));
    expect(await within(toastRegion()).findByText(none)).toBeInTheDocument();
  });

  it('shows a Supervisor no two-factor reset', async () => {
    usersServer([supervisor, ana]);
    renderApp('/dashboard/pages/users', { session: staffSession(supervisor) });
    await screen.findByText('ana@example.com');
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in of Ana Lopez' })).not.toBeInTheDocument();
  });

  it('opens User Information from Edit', async () => {
    usersServer();
    server.use(http.get('/api/users/:id', () => json(ana)));
    const { user, router } = renderApp('/dashboard/pages/users', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Edit Ana Lopez' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/edit/u1'));
  });

  it('says when the list cannot be loaded, and shows an empty list', async () => {
    server.use(http.get('/api/users', () => apiError(500, 'unknown', 'x')));
    renderApp('/dashboard/pages/users', { session: staffSession(admin)});
    expect(await screen.findByText('Could not load the users.')).toBeInTheDocument();
  });
});

describe('Manage Users in Spanish', () => {
  it('names the grid, its roles and its actions in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    usersServer();
    renderApp('/dashboard/pages/users', { session: staffSession(admin) });
    expect(await screen.findByRole('heading', { name: 'Administrar usuarios' })).toBeInTheDocument();
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual(['Nombre', 'Teléfono', 'Correo electrónico', 'Estado', 'Acciones']);
    expect(within(row('Ana Lopez')).getByText('Cliente')).toBeInTheDocument();
    expect(within(row('Ana Lopez')).getByRole('button', { name: 'Restablecer la contraseña de Ana Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo usuario' })).toBeInTheDocument();
  });
});

