import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, page, requests, server } from '@/testing/server';
import { admin, BASIC, clientSession, makeClient, makePayment, PRO, staffSession } from '@/testing/fixtures';
import { LANGUAGE_KEY } from '@/lib/i18n';
import { currentPath, renderApp, toastRegion } from '@/testing/render';

const PAYMENT = makePayment({ paymentMethod: 'Cash', paymentReference: 'R-1', expireDate: '2026-04-01T15:00:00Z' });

function setup(packages = [BASIC, PRO]) {
  server.use(
    http.get('/api/payments/:id', ({ params }) => (params.id === PAYMENT.id ? json(PAYMENT) : apiError(404, 'not_found', 'Payment not found.'))),
  );
  server.use(http.get('/api/packages', () => json(packages)));
  server.use(http.get('/api/clients', () => page([makeClient()])));
  server.use(http.get('/api/payments', () => page([PAYMENT])));
  server.use(http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')));
  server.use(http.get('/api/users', () => page([])));
  return renderApp('/dashboard/pages/editpayment/pay-1', { session: staffSession(admin) });
}

describe('edit payment', () => {
  it('names the payment methods in Spanish and keeps the stored value', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    setup();
    const method = await screen.findByLabelText('Método de pago');
    const options = within(method).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Efectivo', 'Cheque', 'Tarjeta de débito', 'Tarjeta de crédito', 'Membresía', 'PayPal', 'Zelle', 'Venmo', 'Cupón', 'Otros']);
    expect(method).toHaveValue('Cash');
  });

  it('offers the methods of spec §9 and saves the changes', async () => {
    const { user, router } = setup();
    server.use(http.patch('/api/payments/:id', () => json(PAYMENT)));
    const form = await screen.findByRole('form', { name: 'Edit payment' });
    expect(await screen.findByText('Sunny Cafe')).toBeInTheDocument();
    expect(within(form).getByLabelText('Package')).toHaveValue('p-basic');
    const methods = within(within(form).getByLabelText('Payment method')).getAllByRole('option').map((o) => o.textContent);
    expect(methods).toEqual(['Cash', 'Check', 'Debit Card', 'Credit Card', 'Membership', 'PayPal', 'Zelle', 'Venmo', 'Coupon', 'Others']);
    expect(within(form).getByLabelText('Payment method')).toHaveValue('Cash');
    await user.selectOptions(within(form).getByLabelText('Payment method'), 'Check');
    await user.clear(within(form).getByLabelText('Payment reference'));
    await user.type(within(form).getByLabelText('Payment reference'), 'CHK-1001');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('PATCH', '/api/payments/pay-1')[0]?.body).toEqual({ packageId: 'p-basic', paymentMethod: 'Check', paymentReference: 'CHK-1001' });
    expect(within(toastRegion()).getByText('Payment updated successfully.')).toBeInTheDocument();
  });

  it('shows the shifted expiry when the package changes', async () => {
    const { user } = setup();
    const form = await screen.findByRole('form', { name: 'Edit payment' });
    expect(within(form).queryByText(/New expiry date/)).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Package'), 'p-pro');
    const change = within(form).getByText(/New expiry date/);
    // 04/01/2026 + (90 − 30) days
    expect(change).toHaveTextContent('New amount: $49.50. New expiry date: 05/31/2026 (+60 days)');
  });

  it('asks for a reference unless the method is PayPal', async () => {
    const { user } = setup();
    server.use(http.patch('/api/payments/:id', () => json(PAYMENT)));
    const form = await screen.findByRole('form', { name: 'Edit payment' });
    await user.clear(within(form).getByLabelText('Payment reference'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please provide a payment reference.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Payment method'), 'PayPal');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.calls('PATCH', '/api/payments/pay-1')).toHaveLength(1));
  });

  it('says when the payment does not exist', async () => {
    server.use(http.get('/api/payments/:id', () => apiError(404, 'not_found', 'Payment not found.')));
    server.use(http.get('/api/packages', () => json([BASIC])));
    server.use(http.get('/api/clients', () => page([])));
    server.use(http.get('/api/payments', () => page([])));
    const { router } = renderApp('/dashboard/pages/editpayment/nope', { session: staffSession(admin) });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/payments'));
    expect(await within(toastRegion()).findByText('Payment not found.')).toBeInTheDocument();
  });

  it('says when the payment’s package is not in the catalogue', async () => {
    setup([PRO]);
    const form = await screen.findByRole('form', { name: 'Edit payment' });
    expect(within(form).getByRole('alert')).toHaveTextContent('The package assigned to the client was not found.');
  });

  it('shows the server’s refusal', async () => {
    const { user } = setup();
    server.use(
      http.patch('/api/payments/:id', () => apiError(404, 'not_found', 'The package assigned to the client was not found.')),
    );
    const form = await screen.findByRole('form', { name: 'Edit payment' });
    await user.selectOptions(within(form).getByLabelText('Package'), 'p-pro');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('The package assigned to the client was not found.')).toBeInTheDocument();
  });

  it('says when the payment cannot be saved', async () => {
    const { user } = setup();
    server.use(http.patch('/api/payments/:id', () => apiError(500, 'internal', 'boom')));
    const form = await screen.findByRole('form', { name: 'Edit payment' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('There was an error saving the payment.')).toBeInTheDocument();
  });

  it('is for staff only', async () => {
    server.use(http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')));
    const { router } = renderApp('/dashboard/pages/editpayment/pay-1', { session: clientSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('GET', '/api/payments/pay-1')).toHaveLength(0);
  });
});
