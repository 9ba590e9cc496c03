import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, page, requests, server } from '@/testing/server';
import { admin, makeUser, staffSession } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';

type User = ReturnType<typeof renderApp>['user'];

async function fillForm(user: User) {
  await user.type(await screen.findByLabelText('Name'), 'Nina Diaz');
  await user.type(screen.getByLabelText('Phone'), '5557654321');
  await user.type(screen.getByLabelText('Email'), 'nina@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.selectOptions(screen.getByLabelText('Role'), 'Supervisor');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

const created = makeUser({ id: 'u9', name: 'Nina Diaz', role: 'Supervisor' });

describe('Add User', () => {
  it('has name, phone, email, password, a role select, Cancel and Save', async () => {
    renderApp('/dashboard/pages/adduser', { session: staffSession(admin) });
    for (const label of ['Name', 'Phone', 'Email', 'Password']) expect(await screen.findByLabelText(label)).toBeInTheDocument();
    const role = screen.getByLabelText('Role');
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a role', 'Client', 'Supervisor', 'Admin']);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('requires every field', async () => {
    const { user } = renderApp('/dashboard/pages/adduser', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of ['Name is required', 'Phone is required', 'Email is required', 'Password is required', 'Role is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the admin password, creates the user and goes to the dashboard', async () => {
    server.use(http.post('/api/users', () => json(created, 201)));
    const { user, router } = renderApp('/dashboard/pages/adduser', { session: staffSession(admin) });
    await fillForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Password' });
    expect(dialog).toHaveTextContent('For your security, type your own password to continue.');
    expect(dialog).not.toHaveTextContent('Please enter your password to confirm.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The required message appears once, under the field.
    expect(await within(dialog).findByText('Please enter your password to confirm.', { selector: 'p.text-red-600' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('Please enter your password to confirm.')).toHaveLength(1);

    await user.type(within(dialog).getByLabelText('Password'), 'adminpass');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await within(toastRegion()).findByText('User successfully created.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/users')[0]?.body).toEqual({
      name: 'Nina Diaz',
      phone: '5557654321',
      email: 'nina@example.com',
      password: 'secret1',
      role: 'Supervisor',
      adminPassword: 'adminpass',
    });
  });

  it('keeps the modal open and says so when the admin password is wrong', async () => {
    server.use(
      http.post('/api/users', () => apiError(401, 'auth_failed', 'Incorrect password. Could not authenticate.')),
    );
    const { user, router } = renderApp('/dashboard/pages/adduser', { session: staffSession(admin) });
    await fillForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Password' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Incorrect password. Could not authenticate.')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard/pages/adduser');
  });

  it('reports a refused creation with the server reason, its prefix once', async () => {
    server.use(
      http.post('/api/users', () =>
        apiError(409, 'conflict', 'User could not be created: The email address is already in use by another account.'),
      ),
    );
    const { user } = renderApp('/dashboard/pages/adduser', { session: staffSession(admin) });
    await fillForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Password' });
    await user.type(within(dialog).getByLabelText('Password'), 'adminpass');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(toastRegion()).findByText('User could not be created: The email address is already in use by another account.'),
    ).toBeInTheDocument();
    expect(toastRegion()).not.toHaveTextContent(/User could not be created: User could not be created/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prefixes a reason the server did not word', async () => {
    server.use(http.post('/api/users', () => apiError(503, 'unavailable', 'The identity service is unavailable.')));
    const { user } = renderApp('/dashboard/pages/adduser', { session: staffSession(admin) });
    await fillForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Password' });
    await user.type(within(dialog).getByLabelText('Password'), 'adminpass');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(toastRegion()).findByText('User could not be created: The identity service is unavailable.')).toBeInTheDocument();
  });

  it('goes back to the dashboard on Cancel', async () => {
    server.use(http.get('/api/users', () => page([])), http.get('/api/clients', () => page([])));
    const { user, router } = renderApp('/dashboard/pages/adduser', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });
});
