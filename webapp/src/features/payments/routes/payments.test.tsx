import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, page, requests, server } from '@/testing/server';
import { admin, clientSession, makeClient, makeLicence, makePayment, staffSession } from '@/testing/fixtures';
import { licenceHandlers } from '@/testing/handlers';
import { currentPath, renderApp, toastRegion } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';

const PAYMENTS = [
  makePayment(),
  makePayment({ id: 'pay-2', clientId: 'c-2', packageCode: 'PRO', paymentAmount: 1234.5, units: 3, paymentDate: '2025-12-24', paymentMethod: 'Cash', paymentReference: 'R-9', status: false, expireDate: '2026-03-24T00:00:00Z' }),
];

describe('payments for a client', () => {
  function setup(licence = makeLicence({ daysLeft: 12, expireDate: '2026-04-01T15:00:00Z' })) {
    server.use(http.get('/api/payments', () => page([PAYMENTS[0]])));
    server.use(http.get('/api/licence', () => json(licence)));
    return renderApp('/dashboard/pages/payments', { session: clientSession() });
  }

  it('shows the history in USD with en-US dates, read-only', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Payment history' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('03/02/2026');
    expect(rows[1]).toHaveTextContent('BASIC');
    expect(rows[1]).toHaveTextContent('$19.99');
    expect(rows[1]).toHaveTextContent('PayPal');
    expect(rows[1]).toHaveTextContent('Active');
    expect(within(table).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(requests.calls('GET', '/api/clients')).toHaveLength(0);
    expect(requests.calls('GET', '/api/payments')[0]?.query.get('clientId')).toBeNull();
  });

  it('shows the history and the licence in Spanish, dates day first', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    setup();
    expect(await screen.findByRole('heading', { name: 'Pagos', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Historial de pagos' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Monto');
    expect(rows[1]).toHaveTextContent('02/03/2026');
    expect(rows[1]).toHaveTextContent('Activo');
    const licence = screen.getByRole('region', { name: 'Licencia' });
    expect(licence).toHaveTextContent('Su licencia está activa hasta el 01/04/2026 (quedan 12 días).');
    // Amounts through Intl in Spanish, and the method the portal names in Spanish.
    expect(rows[1]).toHaveTextContent('19,99 US$');
    expect(rows[1]).toHaveTextContent('PayPal');
  });

  it('shows the licence and the way to renew it', async () => {
    setup();
    const licence = await screen.findByRole('region', { name: 'License' });
    expect(licence).toHaveTextContent('Your license is active until');
    expect(within(licence).getByRole('link', { name: 'Renew your subscription' })).toHaveAttribute('href', '/dashboard/pages/subscriptions');
  });

  it('shows an expired licence', async () => {
    setup(makeLicence({ expired: true, daysLeft: 0 }));
    const licence = await screen.findByRole('region', { name: 'License' });
    expect(licence).toHaveTextContent('Your license has expired. Please renew your subscription to continue using this feature.');
    expect(within(licence).getByRole('link', { name: 'Choose a package' })).toBeInTheDocument();
  });

  it('leads Add Payment to the subscriptions', async () => {
    const { user, router } = setup();
    server.use(http.get('/api/packages', () => json([])));
    server.use(
      http.get('/api/config', () => json({ paypalClientId: '', paypalConfigured: false, youtubeConfigured: false })),
    );
    await user.click(await screen.findByRole('link', { name: 'Add Payment' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/subscriptions'));
  });

  it('says when the history cannot be loaded', async () => {
    server.use(licenceHandlers.get(), http.get('/api/payments', () => apiError(500, 'internal', 'boom')));
    renderApp('/dashboard/pages/payments', { session: clientSession({ client: makeClient() }) });
    expect(await screen.findByText('Error loading payment history')).toBeInTheDocument();
  });
});

describe('payments for staff', () => {
  function setup(path = '/dashboard/pages/payments') {
    server.use(http.get('/api/payments', ({ request }) => {
        const query = new URL(request.url).searchParams;
        return page(query.get('clientId') ? PAYMENTS.filter((p) => p.clientId === query.get('clientId')) : PAYMENTS);
      }));
    server.use(http.get('/api/clients', () => page([makeClient(), makeClient({ id: 'c-2', businessName: 'Blue Gym' })])));
    return renderApp(path, { session: staffSession(admin) });
  }

  it('shows every payment with its client, status switch and edit link', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Payment history' });
    await waitFor(() => expect(within(table).getByText('Blue Gym')).toBeInTheDocument());
    expect(within(table).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(table).getByText('12/24/2025')).toBeInTheDocument();
    expect(within(table).getByRole('switch', { name: 'Status of the PRO payment of 12/24/2025' })).toHaveAttribute('aria-checked', 'false');
    expect(within(table).getByRole('link', { name: 'Edit the BASIC payment of 03/02/2026' })).toHaveAttribute('href', '/dashboard/pages/editpayment/pay-1');
    expect(screen.queryByRole('region', { name: 'License' })).not.toBeInTheDocument();
  });

  it('shows one client’s payments from the address, and filters by client', async () => {
    const { user, router } = setup('/dashboard/pages/payments?clientId=c-2');
    const table = await screen.findByRole('table', { name: 'Payment history' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(requests.calls('GET', '/api/payments')[0]?.query.get('clientId')).toBe('c-2');
    expect(screen.getByRole('link', { name: 'Add Payment' })).toHaveAttribute('href', '/dashboard/pages/addpayment?clientId=c-2');
    await waitFor(() => expect(screen.getByLabelText('Client')).toHaveValue('c-2'));
    await user.selectOptions(screen.getByLabelText('Client'), '');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('saves a status switch at once', async () => {
    const { user } = setup();
    server.use(http.put('/api/payments/:id/status', async ({ params, request }) => {
        const body = await request.json();
        return json({ ...PAYMENTS.find((p) => p.id === params.id), ...(body as object) });
      }));
    const toggle = await screen.findByRole('switch', { name: 'Status of the PRO payment of 12/24/2025' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(requests.calls('PUT', '/api/payments/pay-2/status')[0]?.body).toEqual({ status: true });
  });

  it('says when the status cannot be updated', async () => {
    const { user } = setup();
    server.use(http.put('/api/payments/:id/status', () => apiError(500, 'internal', 'boom')));
    await user.click(await screen.findByRole('switch', { name: 'Status of the PRO payment of 12/24/2025' }));
    expect(await within(toastRegion()).findByText('Error updating payment status')).toBeInTheDocument();
  });
});
