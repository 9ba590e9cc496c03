import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { apiError, json, requests, server } from '@/testing/server';
import { makeUser } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';

async function fill(user: ReturnType<typeof renderApp>['user'], values: Partial<Record<string, string>> = {}) {
  const v = { 'Full Name': 'Ana Lopez', Phone: '5551234567', Email: 'ana@example.com', Password: 'secret1', ...values };
  for (const [label, value] of Object.entries(v)) if (value) await user.type(await screen.findByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('Register', () => {
  it('has Full Name, Phone, Email and Password', async () => {
    renderApp('/register');
    for (const label of ['Full Name', 'Phone', 'Email', 'Password']) expect(await screen.findByLabelText(label)).toBeInTheDocument();
  });

  it('shows the validation messages', async () => {
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    for (const message of ['Name is required', 'Phone is required', 'Email is required', 'Password is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Full Name'), 'A');
    await user.type(screen.getByLabelText('Phone'), '55-12');
    await user.type(screen.getByLabelText('Email'), 'ana@x');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Phone must contain only numbers')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/auth/register')).toHaveLength(0);
  });

  it('registers, says so and goes to login', async () => {
    server.use(http.post('/api/auth/register', () => json(makeUser(), 201)));
    const { user, router } = renderApp('/register', {});
    await fill(user);
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(await within(toastRegion()).findByText('Registration successful!')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/auth/register')[0]?.body).toEqual({
      name: 'Ana Lopez',
      phone: '5551234567',
      email: 'ana@example.com',
      password: 'secret1',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it("sends the browser's time zone without asking for it", async () => {
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    zone.mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: 'America/Mexico_City' });
    server.use(http.post('/api/auth/register', () => json(makeUser(), 201)));
    const { user, router } = renderApp('/register', {});
    await fill(user);
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(requests.calls('POST', '/api/auth/register')[0]?.body).toMatchObject({ timeZone: 'America/Mexico_City' });
    expect(screen.queryByLabelText(/time zone/i)).not.toBeInTheDocument();
    zone.mockRestore();
  });

  it.each([
    [apiError(409, 'conflict', 'The email address is already in use by another account.'), 'The email address is already in use by another account.'],
    [apiError(400, 'validation', 'The password is too weak. Please use a stronger password.'), 'The password is too weak. Please use a stronger password.'],
    [apiError(500, 'unknown', 'Traceback…'), 'An unknown error occurred. Please try again.'],
  ])('shows the registration error %#', async (answer, message) => {
    server.use(http.post('/api/auth/register', () => answer));
    const { user, router } = renderApp('/register', {});
    await fill(user);
    expect(await within(toastRegion()).findByText(message)).toBeInTheDocument();
    expect(currentPath(router)).toBe('/register');
  });

  it('puts server field errors under the fields', async () => {
    server.use(http.post('/api/auth/register', () =>
      apiError(400, 'validation', 'Please check the form.', { email: 'The email address is not valid.' }),
    ));
    const { user } = renderApp('/register', {});
    await fill(user);
    expect(await screen.findByText('The email address is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
