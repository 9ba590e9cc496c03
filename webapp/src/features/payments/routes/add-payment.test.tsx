import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, page, requests, server } from '@/testing/server';
import { BASIC, clientSession, makeClient, makeConfig, makePayment, PRO, staffSession, supervisor } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';

function setupStaff(path = '/dashboard/pages/addpayment') {
  server.use(http.get('/api/packages', () => json([PRO, BASIC])));
  server.use(http.get('/api/clients', () => page([makeClient(), makeClient({ id: 'c-2', businessName: 'Blue Gym' })])));
  server.use(http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')));
  server.use(http.get('/api/users', () => page([])));
  return renderApp(path, { session: staffSession(supervisor) });
}

describe('add payment', () => {
  it('sends a Client to the subscriptions', async () => {
    server.use(http.get('/api/packages', () => json([BASIC])));
    server.use(http.get('/api/config', () => json(makeConfig())));
    const { router } = renderApp('/dashboard/pages/addpayment', { session: clientSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/subscriptions'));
  });

  it('lets staff record a manual payment for a client', async () => {
    const { user, router } = setupStaff('/dashboard/pages/addpayment?clientId=c-2');
    server.use(http.post('/api/payments', () => json(makePayment(), 201)));
    const form = await screen.findByRole('form', { name: 'Add payment' });
    expect(within(form).getByLabelText('Client')).toHaveValue('c-2');
    const packageSelect = within(form).getByLabelText('Package');
    // Cheapest first.
    expect(within(packageSelect).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a package',
      'BASIC — $19.99 (30 days, 1 TV)',
      'PRO — $49.50 (90 days, 3 TVs)',
    ]);
    await user.selectOptions(packageSelect, 'p-pro');
    expect(within(form).getByText(/the license is renewed for 90 days/)).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Payment method'), 'Zelle');
    await user.type(within(form).getByLabelText('Payment reference'), ' ZL-77 ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('POST', '/api/payments')[0]?.body).toEqual({
      clientId: 'c-2',
      packageId: 'p-pro',
      paymentMethod: 'Zelle',
      paymentReference: 'ZL-77',
    });
    expect(within(toastRegion()).getByText('Payment saved successfully.')).toBeInTheDocument();
  });

  it('asks for a client, a package and a reference', async () => {
    const { user } = setupStaff();
    const form = await screen.findByRole('form', { name: 'Add payment' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please select a package.')).toBeInTheDocument();
    expect(within(form).getByText('Please select a client.')).toBeInTheDocument();
    expect(within(form).getByText('Please provide a payment reference.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/payments')).toHaveLength(0);
  });

  it('needs no reference for PayPal', async () => {
    const { user } = setupStaff();
    server.use(http.post('/api/payments', () => json(makePayment(), 201)));
    const form = await screen.findByRole('form', { name: 'Add payment' });
    await user.selectOptions(within(form).getByLabelText('Client'), 'c-1');
    await user.selectOptions(within(form).getByLabelText('Package'), 'p-basic');
    await user.selectOptions(within(form).getByLabelText('Payment method'), 'PayPal');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.calls('POST', '/api/payments')).toHaveLength(1));
    expect(requests.calls('POST', '/api/payments')[0]?.body).toMatchObject({ paymentMethod: 'PayPal', paymentReference: '' });
  });

  it('says when the payment cannot be saved', async () => {
    const { user } = setupStaff();
    server.use(http.post('/api/payments', () => apiError(500, 'internal', 'boom')));
    const form = await screen.findByRole('form', { name: 'Add payment' });
    await user.selectOptions(within(form).getByLabelText('Client'), 'c-1');
    await user.selectOptions(within(form).getByLabelText('Package'), 'p-basic');
    await user.type(within(form).getByLabelText('Payment reference'), 'R-1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('There was an error saving the payment.')).toBeInTheDocument();
  });

  it('says when the packages cannot be loaded', async () => {
    server.use(http.get('/api/packages', () => apiError(500, 'internal', 'boom')));
    server.use(http.get('/api/clients', () => page([])));
    renderApp('/dashboard/pages/addpayment', { session: staffSession(supervisor) });
    expect(await screen.findByText('Error loading packages.')).toBeInTheDocument();
  });
});

describe('Add Payment in Spanish', () => {
  it('names the form and its fields in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    const { user } = setupStaff();
    const form = await screen.findByRole('form', { name: 'Agregar pago' });
    expect(within(form).getByLabelText('Cliente')).toBeInTheDocument();
    expect(within(form).getByLabelText('Método de pago')).toBeInTheDocument();
    expect(within(form).getByLabelText('Referencia del pago')).toHaveAccessibleDescription('Número de cheque, recibo, transacción o código de cupón.');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Seleccione un paquete.')).toBeInTheDocument();
  });
});

