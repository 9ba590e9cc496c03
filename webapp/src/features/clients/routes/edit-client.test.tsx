import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, page, requests, server } from '@/testing/server';
import { admin, clientSession, makeClient, makeLicence, makePackage, staffSession } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';

const client = makeClient({ id: 'c-1', packageId: 'p-basic', typeBusiness: 'Restaurant', expireDate: '2026-12-31', username: 'ana@example.com' });
const packages = [makePackage(), makePackage({ id: 'p-prem', packageCode: 'PREMIUM', packagePrice: 79 })];

function mockScreen() {
  return server.use(
    http.get('/api/clients/:id', ({ params }) => (params.id === 'c-1' ? json(client) : apiError(404, 'not_found', 'The client does not exist.'))),
    http.get('/api/businesses', () => json({ types: ['Business Office', 'Restaurant'] })),
    http.get('/api/packages', () => json(packages)),
    http.get('/api/dashboard', () => json({ mediaByType: { image: 0, video: 0, youtube: 0 }, newMediasThisMonth: 0, newPlaylistsThisMonth: 0, licence: makeLicence() })),
    http.get('/api/users', () => page([])),
    http.get('/api/clients', () => page([])),
  );
}

/** jsdom does not decode images: pretend every picture has this size when loaded. */
function stubImageSize(width: number, height: number) {
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      naturalWidth = width;
      naturalHeight = height;
      set src(_value: string) {
        setTimeout(() => this.onload?.(), 0);
      }
    },
  );
  URL.createObjectURL = vi.fn(() => 'blob:logo');
  URL.revokeObjectURL = vi.fn();
}

const png = (bytes = 1000, name = 'logo.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

describe('Business Information', () => {
  beforeEach(() => stubImageSize(800, 600));

  it('loads the business, edits it (the package too, in trial) and goes to the dashboard', async () => {
    mockScreen();
    server.use(http.patch('/api/clients/:id', async ({ request }) => {
        const body = await request.json();
        return json({ ...client, ...(body as object) });
      }));

    const inTrial = clientSession({ licence: makeLicence({ trial: true }) });
    const { user, router } = renderApp('/dashboard/pages/editclient/c-1', { session: inTrial });
    const name = await screen.findByLabelText('Business Name');
    expect(name).toHaveValue('Sunny Cafe');
    expect(screen.getByLabelText('Type of Business')).toHaveValue('Restaurant');
    expect(screen.getByLabelText('Package')).toHaveValue('p-basic');
    expect(screen.getByLabelText('Expiration Date')).toHaveValue('12/31/2026');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    await user.clear(name);
    await user.type(name, 'Sunny Cafe & Bakery');
    await user.selectOptions(screen.getByLabelText('Package'), 'p-prem');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await within(toastRegion()).findByText('Client successfully updated.')).toBeInTheDocument();
    expect(requests.calls('PATCH', '/api/clients/c-1')[0]?.body).toMatchObject({ businessName: 'Sunny Cafe & Bakery', packageId: 'p-prem', locationNumber: '2' });
  });

  it('shows a paying client its package read-only, and saves the rest of the form', async () => {
    mockScreen();
    server.use(http.patch('/api/clients/:id', async ({ request }) => json({ ...client, ...((await request.json()) as object) })));

    const { user, router } = renderApp('/dashboard/pages/editclient/c-1', { session: clientSession({ licence: makeLicence({ trial: false }) }) });
    const pkg = await screen.findByLabelText('Package');
    expect(pkg).toHaveAttribute('readonly');
    expect(pkg).toHaveValue('BASIC — Basic, 1 TV ($19.99/month)');
    expect(pkg).toHaveAccessibleDescription('The package changes with a payment. Please choose a new package under Subscriptions.');
    expect(screen.queryByRole('combobox', { name: 'Package' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '5550999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('PATCH', '/api/clients/c-1')[0]?.body).toMatchObject({ phone: '5550999', packageId: 'p-basic' });
  });

  it('shows the package hint, the seeded package description, the price, the business types and the dates in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    mockScreen();
    server.use(http.get('/api/packages', () => json([makePackage({ packageDescription: '1 TV screen, 30 days' })])));
    renderApp('/dashboard/pages/editclient/c-1', { session: clientSession({ licence: makeLicence({ trial: false }) }) });
    const pkg = await screen.findByLabelText('Paquete');
    expect(pkg).toHaveValue('BASIC — 1 pantalla de TV, 30 días (19,99 US$/mes)');
    expect(pkg).toHaveAccessibleDescription('El paquete cambia con un pago. Elija un paquete nuevo en Suscripciones.');
    const types = within(screen.getByRole('combobox', { name: 'Tipo de negocio' })).getAllByRole('option');
    expect(types.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['Business Office', 'Oficina comercial'],
      ['Restaurant', 'Restaurante'],
    ]);
    expect(screen.getByLabelText('Fecha de vencimiento')).toHaveValue('31/12/2026');
  });

  it("lets staff change a paying client's package", async () => {
    mockScreen();
    renderApp('/dashboard/pages/editclient/c-1', { session: staffSession(admin) });
    const pkg = await screen.findByRole('combobox', { name: 'Package' });
    expect(pkg).toHaveValue('p-basic');
  });

  it('validates, and reports failed saves', async () => {
    let answer = apiError(500, 'unknown', 'x');
    mockScreen();
    server.use(http.patch('/api/clients/:id', () => answer));

    const { user } = renderApp('/dashboard/pages/editclient/c-1', { session: clientSession()});
    const location = await screen.findByLabelText('Location Number');
    await user.clear(location);
    await user.type(location, '12a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('It must be a number')).toBeInTheDocument();
    await user.clear(location);
    await user.type(location, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('There was an error updating the client.')).toBeInTheDocument();
    answer = apiError(400, 'validation', 'x', { companyEmail: 'The company email has an invalid format.' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Changes could not be saved.')).toBeInTheDocument();
    expect(screen.getByText('The company email has an invalid format.')).toBeInTheDocument();
  });

  it('refuses a 4-digit location number with a message instead of cutting it to 3 and saving', async () => {
    mockScreen();
    const { user } = renderApp('/dashboard/pages/editclient/c-1', { session: clientSession() });
    const location = await screen.findByLabelText('Location Number');
    await user.clear(location);
    await user.type(location, '1234');
    expect(location).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maximum 3 characters')).toBeInTheDocument();
    expect(requests.calls('PATCH', '/api/clients/c-1')).toHaveLength(0);
  });

  it("says 'The client does not exist.' and goes to the dashboard", async () => {
    mockScreen();
    const { router } = renderApp('/dashboard/pages/editclient/c-9', { session: staffSession(admin)});
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await within(toastRegion()).findByText('The client does not exist.')).toBeInTheDocument();
  });

  it('says so when the customer data cannot be loaded', async () => {
    mockScreen();
    server.use(http.get('/api/clients/:id', () => apiError(500, 'unknown', 'x')));

    renderApp('/dashboard/pages/editclient/c-1', { session: staffSession(admin)});
    expect(await within(toastRegion()).findByText('There was an error loading customer data.')).toBeInTheDocument();
  });

  it('says so when business types or packages cannot be loaded', async () => {
    mockScreen();
    server.use(
      http.get('/api/businesses', () => apiError(500, 'unknown', 'x')),
      http.get('/api/packages', () => apiError(500, 'unknown', 'x')),
    );

    renderApp('/dashboard/pages/editclient/c-1', { session: clientSession()});
    expect(await within(toastRegion()).findByText('Error loading business types.')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Error loading packages.')).toBeInTheDocument();
  });

  it("keeps a Client out of another client's business", async () => {
    mockScreen();

    const { router } = renderApp('/dashboard/pages/editclient/c-2', { session: clientSession()});
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('GET', '/api/clients/c-2')).toHaveLength(0);
  });

  it('uploads a valid logo with progress and shows it', async () => {
    mockScreen();
    server.use(http.post('/api/clients/:id/logo', () => json({ ...client, logoUrl: '/files/clients/logos/c-1_1.png' })));

    const { user } = renderApp('/dashboard/pages/editclient/c-1', { session: clientSession()});
    await user.upload(await screen.findByLabelText('Logo'), png());
    expect(await within(toastRegion()).findByText('Logo uploaded successfully')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo of Sunny Cafe' })).toHaveAttribute('src', '/files/clients/logos/c-1_1.png');
    const sent = requests.calls('POST', '/api/clients/c-1/logo')[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('logo.png');
  });

  it.each([
    ['a file over 2MB', () => png(2 * 1024 * 1024 + 1), 'Logo must be less than 2MB'],
    ['a GIF', () => png(1000, 'logo.gif', 'image/gif'), 'Only JPG and PNG files are allowed'],
  ])('refuses %s', async (_what, file, message) => {
    mockScreen();

    renderApp('/dashboard/pages/editclient/c-1', { session: clientSession()});
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Logo'), file());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Logo')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.calls('POST', '/api/clients/c-1/logo')).toHaveLength(0);
  });

  it('refuses a picture larger than 1920x1920, measured by loading it', async () => {
    stubImageSize(1921, 1080);
    mockScreen();

    const { user } = renderApp('/dashboard/pages/editclient/c-1', { session: clientSession()});
    await user.upload(await screen.findByLabelText('Logo'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Image dimensions must be 1920x1920px or less');
    expect(requests.calls('POST', '/api/clients/c-1/logo')).toHaveLength(0);
  });

  it('reports a failed upload', async () => {
    mockScreen();
    server.use(http.post('/api/clients/:id/logo', () => apiError(500, 'unknown', 'x')));

    const { user } = renderApp('/dashboard/pages/editclient/c-1', { session: clientSession()});
    await user.upload(await screen.findByLabelText('Logo'), png());
    expect(await within(toastRegion()).findByText('Error uploading logo')).toBeInTheDocument();
  });
});
