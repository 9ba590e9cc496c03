import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeServer, error, json } from '@/testing/fake-server';
import { clientSession, makeClient, staffSession, supervisor } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';

import { BASIC, makeConfig, makePayment, PRO } from '../testing/fixtures';

function setupStaff(path = '/dashboard/pages/addpayment') {
  const server = createFakeServer();
  server.get('/api/packages', () => json([PRO, BASIC]));
  server.get('/api/clients', () => json([makeClient(), makeClient({ id: 'c-2', businessName: 'Blue Gym' })]));
  server.get('/api/dashboard', () => error(500, 'internal', 'not under test'));
  return renderApp(path, { session: staffSession(supervisor), server });
}

describe('add payment', () => {
  it('sends a Client to the subscriptions', async () => {
    const server = createFakeServer();
    server.get('/api/packages', () => json([BASIC]));
    server.get('/api/config', () => json(makeConfig()));
    const { router } = renderApp('/dashboard/pages/addpayment', { session: clientSession(), server });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/subscriptions'));
  });

  it('lets staff record a manual payment for a client', async () => {
    const { server, user, router } = setupStaff('/dashboard/pages/addpayment?clientId=c-2');
    server.post('/api/payments', () => json(makePayment(), 201));
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
    expect(server.calls('POST', '/api/payments')[0]?.body).toEqual({
      clientId: 'c-2',
      packageId: 'p-pro',
      paymentMethod: 'Zelle',
      paymentReference: 'ZL-77',
    });
    expect(within(toastRegion()).getByText('Payment saved successfully.')).toBeInTheDocument();
  });

  it('asks for a client, a package and a reference', async () => {
    const { server, user } = setupStaff();
    const form = await screen.findByRole('form', { name: 'Add payment' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please select a package.')).toBeInTheDocument();
    expect(within(form).getByText('Please select a client.')).toBeInTheDocument();
    expect(within(form).getByText('Please provide a payment reference.')).toBeInTheDocument();
    expect(server.calls('POST', '/api/payments')).toHaveLength(0);
  });

  it('needs no reference for PayPal', async () => {
    const { server, user } = setupStaff();
    server.post('/api/payments', () => json(makePayment(), 201));
    const form = await screen.findByRole('form', { name: 'Add payment' });
    await user.selectOptions(within(form).getByLabelText('Client'), 'c-1');
    await user.selectOptions(within(form).getByLabelText('Package'), 'p-basic');
    await user.selectOptions(within(form).getByLabelText('Payment method'), 'PayPal');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('POST', '/api/payments')).toHaveLength(1));
    expect(server.calls('POST', '/api/payments')[0]?.body).toMatchObject({ paymentMethod: 'PayPal', paymentReference: '' });
  });

  it('says when the payment cannot be saved', async () => {
    const { server, user } = setupStaff();
    server.post('/api/payments', () => error(500, 'internal', 'boom'));
    const form = await screen.findByRole('form', { name: 'Add payment' });
    await user.selectOptions(within(form).getByLabelText('Client'), 'c-1');
    await user.selectOptions(within(form).getByLabelText('Package'), 'p-basic');
    await user.type(within(form).getByLabelText('Payment reference'), 'R-1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('There was an error saving the payment.')).toBeInTheDocument();
  });

  it('says when the packages cannot be loaded', async () => {
    const server = createFakeServer();
    server.get('/api/packages', () => error(500, 'internal', 'boom'));
    server.get('/api/clients', () => json([]));
    renderApp('/dashboard/pages/addpayment', { session: staffSession(supervisor), server });
    expect(await screen.findByText('Error loading packages.')).toBeInTheDocument();
  });
});
