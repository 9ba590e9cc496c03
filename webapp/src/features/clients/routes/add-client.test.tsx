import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, page, requests, server } from '@/testing/server';
import { admin, clientSession, makeClient, makeLicence, makePackage, makeUser, staffSession } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';

const premium = makePackage({ id: 'p-prem', packageCode: 'PREMIUM', packageDescription: '5 TVs', packagePrice: 79 });
const basic = makePackage({ id: 'p-basic', packageCode: 'BASIC', packageDescription: '1 TV', packagePrice: 19.99 });

const kofi = makeUser({ id: 'u-kofi', name: 'Kofi Rivera', email: 'kofi@example.com', role: 'Client' });
const owned = makeUser({ id: 'u-owned', name: 'Olga Owner', email: 'olga@example.com', role: 'Client' });
const supervisorUser = makeUser({ id: 'u-sup', name: 'Sam Staff', email: 'sam@example.com', role: 'Supervisor' });

function formServer() {
  return server.use(
    http.get('/api/users', () => page([kofi, owned, supervisorUser])),
    http.get('/api/clients', () => page([makeClient({ id: 'c-olga', userId: owned.id })])),
    http.get('/api/businesses', () => json({ types: ['Business Office', 'Restaurant', 'Retail'] })),
    http.get('/api/packages', () => json([premium, basic])),
    http.get('/api/dashboard', () => json({ mediaByType: { image: 0, video: 0, youtube: 0 }, newMediasThisMonth: 0, newPlaylistsThisMonth: 0, licence: makeLicence() })),
  );
}

const incomplete = () => clientSession({ client: null, licence: null, profileComplete: false });

async function fill(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Business Name'), 'Sunny Cafe');
  await user.clear(screen.getByLabelText('Contact Name'));
  await user.type(screen.getByLabelText('Contact Name'), 'Ana Lopez');
  await user.clear(screen.getByLabelText('Phone'));
  await user.type(screen.getByLabelText('Phone'), '5551234567');
  await user.type(screen.getByLabelText('Website'), 'https://sunny.example');
  await user.selectOptions(screen.getByLabelText('Package'), 'p-basic');
  await user.type(screen.getByLabelText('Location Number'), '2');
}

describe('Add Client', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 1, 25, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the welcome form with the defaults, packages by price and the expiration date read-only', async () => {
    const session = incomplete();
    formServer();
    renderApp('/dashboard/pages/addclient', { session, state: { userId: session.user.id, email: session.user.email } });
    expect(await screen.findByRole('heading', { name: 'Welcome! Complete your business profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Type of Business')).toHaveValue('Business Office');
    const packageOptions = within(screen.getByLabelText('Package')).getAllByRole('option').map((o) => o.textContent);
    expect(packageOptions).toEqual(['Select a package', 'BASIC — 1 TV ($19.99/month)', 'PREMIUM — 5 TVs ($79.00/month)']);
    expect(screen.getByLabelText('Company Email')).toHaveValue(session.user.email);
    const expiration = screen.getByLabelText('Expiration Date');
    expect(expiration).toHaveValue('03/04/2026');
    expect(expiration).toHaveAttribute('readonly');
  });

  it("shows 'Required field' and the format messages", async () => {
    formServer();
    const { user } = renderApp('/dashboard/pages/addclient', { session: staffSession(admin)});
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required field')).toHaveLength(7);
    await user.type(screen.getByLabelText('Company Email'), 'info@sunny');
    await user.type(screen.getByLabelText('Location Number'), '1a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('It must be a number')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("fills the contact name and phone from the Client's registration", async () => {
    const session = incomplete();
    formServer();
    renderApp('/dashboard/pages/addclient', { session, state: { userId: session.user.id, email: session.user.email } });
    expect(await screen.findByLabelText('Contact Name')).toHaveValue(session.user.name);
    expect(screen.getByLabelText('Phone')).toHaveValue(session.user.phone);
    expect(screen.getByLabelText('Company Email')).toHaveValue(session.user.email);
  });

  it('keeps what staff typed when they pick another owner', async () => {
    formServer();
    server.use(http.get('/api/users', () => page([kofi, makeUser({ id: 'u-lin', name: 'Lin Chen', email: 'lin@example.com', phone: '5550001', role: 'Client' })])));
    const { user } = renderApp('/dashboard/pages/addclient', { session: staffSession(admin) });
    await user.selectOptions(await screen.findByLabelText('User'), 'u-kofi');
    await user.clear(screen.getByLabelText('Contact Name'));
    await user.type(screen.getByLabelText('Contact Name'), 'Front Desk');
    await user.selectOptions(screen.getByLabelText('User'), 'u-lin');
    expect(screen.getByLabelText('Contact Name')).toHaveValue('Front Desk');
    expect(screen.getByLabelText('Phone')).toHaveValue('5550001');
    expect(screen.getByLabelText('Company Email')).toHaveValue('lin@example.com');
  });

  it('asks for the password, creates the profile for the signed-in Client and opens the dashboard', async () => {
    const session = incomplete();
    const created = makeClient({ id: 'c-new', userId: session.user.id });
    formServer();
    server.use(http.post('/api/clients', () => json(created, 201)));
    const { user, router } = renderApp('/dashboard/pages/addclient', {
      session,
      state: { userId: session.user.id, email: session.user.email },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter your password.', { selector: 'p.text-red-600' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await within(toastRegion()).findByText('Client created successfully.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/clients')[0]?.body).toEqual({
      businessName: 'Sunny Cafe',
      contactName: 'Ana Lopez',
      phone: '5551234567',
      companyEmail: session.user.email,
      website: 'https://sunny.example',
      typeBusiness: 'Business Office',
      packageId: 'p-basic',
      locationNumber: '2',
      password: 'secret1',
      userId: session.user.id,
    });
    // The profile is now complete: the dashboard home renders instead of a redirect back.
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('keeps the modal open on a wrong password', async () => {
    formServer();
    server.use(
      http.post('/api/clients', () => apiError(401, 'auth_failed', 'Incorrect password. Could not authenticate.')),
    );
    const { user } = renderApp('/dashboard/pages/addclient', { session: staffSession(admin) });
    await user.selectOptions(await screen.findByLabelText('User'), 'u-kofi');
    // Picking the owner fills the contact from their registration.
    expect(screen.getByLabelText('Contact Name')).toHaveValue('Kofi Rivera');
    expect(screen.getByLabelText('Phone')).toHaveValue(kofi.phone);
    expect(screen.getByLabelText('Company Email')).toHaveValue('kofi@example.com');
    await fill(user);
    await user.clear(screen.getByLabelText('Company Email'));
    await user.type(screen.getByLabelText('Company Email'), 'info@sunny.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Password' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Incorrect password. Could not authenticate.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/clients')[0]?.body).toMatchObject({ userId: 'u-kofi', password: 'wrong' });
  });

  it('reports a failed creation and the save-time checks', async () => {
    let answer = apiError(500, 'unknown', 'x');
    formServer();
    server.use(http.post('/api/clients', () => answer));
    const { user } = renderApp('/dashboard/pages/addclient', { session: staffSession(admin) });
    await user.selectOptions(await screen.findByLabelText('User'), 'u-kofi');
    // Picking the owner fills the contact from their registration.
    expect(screen.getByLabelText('Contact Name')).toHaveValue('Kofi Rivera');
    expect(screen.getByLabelText('Phone')).toHaveValue(kofi.phone);
    expect(screen.getByLabelText('Company Email')).toHaveValue('kofi@example.com');
    await fill(user);
    await user.clear(screen.getByLabelText('Company Email'));
    await user.type(screen.getByLabelText('Company Email'), 'info@sunny.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Password'), 'pw');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await within(toastRegion()).findByText('There was an error creating the client.')).toBeInTheDocument();

    answer = apiError(400, 'validation', 'x', { locationNumber: 'The location number must be a valid number.' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Password'), 'pw');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findAllByText('The location number must be a valid number.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Location Number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when business types or packages cannot be loaded', async () => {
    server.use(
      http.get('/api/users', () => page([kofi])),
      http.get('/api/clients', () => page([])),
      http.get('/api/businesses', () => apiError(500, 'unknown', 'x')),
      http.get('/api/packages', () => apiError(500, 'unknown', 'x')),
    );
    renderApp('/dashboard/pages/addclient', { session: staffSession(admin) });
    expect(await within(toastRegion()).findByText('Error loading business types')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Error loading packages.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Type of Business')).toHaveValue('Business Office');
  });

  it('sends a Client who already has a profile back to the dashboard', async () => {
    formServer();
    const { router } = renderApp('/dashboard/pages/addclient', { session: clientSession()});
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });

  it('logs a Client off on Cancel of the profile it must complete (the dashboard would send it back)', async () => {
    formServer();
    server.use(http.post('/api/auth/logout', () => new Response(null, { status: 204 })));
    const { user, router } = renderApp('/dashboard/pages/addclient', { session: incomplete() });
    const cancel = await screen.findByRole('button', { name: 'Cancel and log off' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(cancel);
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(requests.calls('POST', '/api/auth/logout')).toHaveLength(1);
  });

  it('cancels to the dashboard (staff)', async () => {
    formServer();
    const { user, router } = renderApp('/dashboard/pages/addclient', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });

  it('lets staff choose the owner among Client users without a profile, and sends it', async () => {
    const created = makeClient({ id: 'c-new', userId: kofi.id });
    formServer();
    server.use(http.post('/api/clients', () => json(created, 201)));
    const { user, router } = renderApp('/dashboard/pages/addclient', { session: staffSession(admin) });
    const owners = within(await screen.findByLabelText('User')).getAllByRole('option').map((o) => o.textContent);
    expect(owners).toEqual(['Select a user', 'Kofi Rivera (kofi@example.com)']);
    await user.selectOptions(screen.getByLabelText('User'), 'u-kofi');
    // Picking the owner fills the contact from their registration.
    expect(screen.getByLabelText('Contact Name')).toHaveValue('Kofi Rivera');
    expect(screen.getByLabelText('Phone')).toHaveValue(kofi.phone);
    expect(screen.getByLabelText('Company Email')).toHaveValue('kofi@example.com');
    await fill(user);
    await user.clear(screen.getByLabelText('Company Email'));
    await user.type(screen.getByLabelText('Company Email'), 'info@sunny.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Password' });
    await user.type(within(dialog).getByLabelText('Password'), 'admin-pw');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('POST', '/api/clients')[0]?.body).toMatchObject({ userId: 'u-kofi', password: 'admin-pw' });
  });

  it('tells staff when every Client user already has a profile', async () => {
    formServer();
    server.use(http.get('/api/users', () => page([owned])));
    renderApp('/dashboard/pages/addclient', { session: staffSession(admin) });
    expect(await screen.findByText(/Every Client user already has a client profile/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
