import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { apiError, json, page, requests, server } from '@/testing/server';
import { BASIC, clientSession, FREE, makeConfig, makePayment, PRO } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';

import { paypalSdk, type PayPalButtonsOptions, type PayPalNamespace } from '../utils/paypal-sdk';

/** A stand-in for window.paypal that keeps the options of the buttons it renders. */
function fakePayPal() {
  const rendered: PayPalButtonsOptions[] = [];
  const paypal: PayPalNamespace = {
    Buttons: (options) => ({
      render: async (container) => {
        rendered.push(options);
        const button = document.createElement('button');
        button.textContent = 'PayPal Subscribe';
        container.replaceChildren(button);
      },
      close: vi.fn(),
    }),
  };
  vi.stubGlobal('paypal', paypal);
  return rendered;
}

function setup(config = makeConfig()) {
  server.use(http.get('/api/packages', () => json([PRO, FREE, BASIC])));
  server.use(http.get('/api/config', () => json(config)));
  server.use(http.get('/api/payments', () => page([])));
  server.use(http.get('/api/licence', () => apiError(500, 'internal', 'not under test')));
  return renderApp('/dashboard/pages/subscriptions', { session: clientSession() });
}

describe('subscriptions', () => {
  it('lists the packages by price with the price per month, units and days', async () => {
    setup();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('FREE'),
      expect.stringContaining('BASIC'),
      expect.stringContaining('PRO'),
    ]);
    const pro = screen.getByRole('radio', { name: /PRO/ }).closest('label')!;
    expect(pro).toHaveTextContent('$49.50 / month');
    expect(pro).toHaveTextContent('Units (TVs): 3');
    expect(pro).toHaveTextContent('Days: 90');
  });

  it('shows the packages and the way to pay in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    setup();
    expect(await screen.findByRole('heading', { name: 'Suscripciones', level: 1 })).toBeInTheDocument();
    const pro = (await screen.findByRole('radio', { name: /PRO/ })).closest('label')!;
    expect(pro).toHaveTextContent('49,50 US$ / mes');
    expect(pro).toHaveTextContent('Unidades (TV): 3');
    expect(screen.getByRole('group', { name: 'Elija un paquete' })).toBeInTheDocument();
    expect(screen.getByText('Elija un paquete para pagarlo con una suscripción de PayPal.')).toBeInTheDocument();
  });

  it('subscribes with the chosen package’s plan and records the subscription', async () => {
    const rendered = fakePayPal();
    const { user, router } = setup();
    server.use(http.post('/api/subscriptions', () => json(makePayment({ packageId: 'p-pro' }), 201)));
    await user.click(await screen.findByRole('radio', { name: /PRO/ }));
    expect(await screen.findByRole('button', { name: 'PayPal Subscribe' })).toBeInTheDocument();
    const options = rendered.at(-1)!;

    const create = vi.fn().mockResolvedValue('I-SUB42');
    await expect(options.createSubscription({}, { subscription: { create } })).resolves.toBe('I-SUB42');
    expect(create).toHaveBeenCalledWith({ plan_id: 'P-PRO', custom_id: 'c-1' });

    await options.onApprove({ subscriptionID: 'I-SUB42' });
    expect(requests.calls('POST', '/api/subscriptions')[0]?.body).toEqual({ packageId: 'p-pro', subscriptionId: 'I-SUB42' });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/payments'));
    expect(await within(toastRegion()).findByText('Subscription completed successfully.')).toBeInTheDocument();
    // The licence is read again.
    expect(requests.calls('GET', '/api/auth/session').length).toBeGreaterThan(1);
  });

  it('switches the button to another plan', async () => {
    const rendered = fakePayPal();
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: /PRO/ }));
    await screen.findByRole('button', { name: 'PayPal Subscribe' });
    await user.click(screen.getByRole('radio', { name: /BASIC/ }));
    await waitFor(() => expect(rendered).toHaveLength(2));
    const create = vi.fn().mockResolvedValue('I-1');
    await rendered[1]!.createSubscription({}, { subscription: { create } });
    expect(create).toHaveBeenCalledWith({ plan_id: 'P-BASIC', custom_id: 'c-1' });
  });

  it('says when the subscription cannot be completed', async () => {
    const rendered = fakePayPal();
    const { user } = setup();
    server.use(http.post('/api/subscriptions', () => apiError(500, 'internal', 'boom')));
    await user.click(await screen.findByRole('radio', { name: /BASIC/ }));
    await screen.findByRole('button', { name: 'PayPal Subscribe' });
    await rendered.at(-1)!.onApprove({ subscriptionID: 'I-X' });
    expect(await within(toastRegion()).findByText('Error completing subscription')).toBeInTheDocument();
  });

  it('says when PayPal reports an error', async () => {
    const rendered = fakePayPal();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: /BASIC/ }));
    await screen.findByRole('button', { name: 'PayPal Subscribe' });
    rendered.at(-1)!.onError?.(new Error('popup closed'));
    expect(await within(toastRegion()).findByText('Error completing subscription')).toBeInTheDocument();
  });

  it('says when the person cancels at PayPal', async () => {
    const rendered = fakePayPal();
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: /BASIC/ }));
    await screen.findByRole('button', { name: 'PayPal Subscribe' });
    rendered.at(-1)!.onCancel?.();
    expect(await within(toastRegion()).findByText('Subscription process cancelled')).toBeInTheDocument();
  });

  it('says when the package has no PayPal plan', async () => {
    fakePayPal();
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: /FREE/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('This package is not configured for PayPal subscriptions. Please contact support.');
    expect(screen.queryByRole('button', { name: 'PayPal Subscribe' })).not.toBeInTheDocument();
  });

  it('says when PayPal is not configured on the server', async () => {
    const load = vi.spyOn(paypalSdk, 'load');
    const { user } = setup(makeConfig({ paypalConfigured: false, paypalClientId: '' }));
    await user.click(await screen.findByRole('radio', { name: /BASIC/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('PayPal payment system not available');
    expect(load).not.toHaveBeenCalled();
  });

  it('says when the payment system cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.spyOn(paypalSdk, 'load').mockRejectedValue(new Error('blocked'));
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: /BASIC/ }));
    expect(await screen.findByText('Failed to load payment system')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('paypal-client-1');
  });

  it('says when the packages cannot be loaded', async () => {
    server.use(http.get('/api/packages', () => apiError(500, 'internal', 'boom')));
    server.use(http.get('/api/config', () => json(makeConfig())));
    renderApp('/dashboard/pages/subscriptions', { session: clientSession() });
    expect(await screen.findByText('Error loading packages.')).toBeInTheDocument();
  });
});
