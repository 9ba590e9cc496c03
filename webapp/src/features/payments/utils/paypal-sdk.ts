/**
 * The PayPal JS SDK behind a small interface: `paypalSdk.load(clientId)` gives the `paypal`
 * namespace, from `window.paypal` when it is already there (tests put a fake one there), else
 * by adding the SDK's <script> once (https://www.paypal.com/sdk/js?client-id=…&vault=true&intent=subscription).
 */

export interface PayPalSubscriptionActions {
  subscription: { create: (options: { plan_id: string; custom_id?: string }) => Promise<string> };
}

export interface PayPalApproveData {
  subscriptionID?: string | null;
  orderID?: string;
}

export interface PayPalButtonsOptions {
  style?: Record<string, string | number | boolean>;
  createSubscription: (data: unknown, actions: PayPalSubscriptionActions) => Promise<string>;
  onApprove: (data: PayPalApproveData) => Promise<void> | void;
  onCancel?: (data?: unknown) => void;
  onError?: (error: unknown) => void;
}

export interface PayPalButtonsInstance {
  render: (container: HTMLElement) => Promise<void>;
  close?: () => Promise<void> | void;
  isEligible?: () => boolean;
}

export interface PayPalNamespace {
  Buttons: (options: PayPalButtonsOptions) => PayPalButtonsInstance;
}

export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

export function paypalSdkUrl(clientId: string): string {
  const params = new URLSearchParams({ 'client-id': clientId, vault: 'true', intent: 'subscription' });
  return `${PAYPAL_SDK_URL}?${params.toString()}`;
}

function currentPayPal(): PayPalNamespace | undefined {
  return (window as unknown as { paypal?: PayPalNamespace }).paypal;
}

let pending: { clientId: string; promise: Promise<PayPalNamespace> } | null = null;

/** The `paypal` namespace, loading the SDK script once per client id; rejects if it cannot load. */
export function loadPayPalSdk(clientId: string): Promise<PayPalNamespace> {
  const ready = currentPayPal();
  if (ready) return Promise.resolve(ready);
  if (pending && pending.clientId === clientId) return pending.promise;
  const promise = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = paypalSdkUrl(clientId);
    script.async = true;
    script.dataset.namespace = 'paypal';
    script.onload = () => {
      const paypal = currentPayPal();
      if (paypal) resolve(paypal);
      else reject(new Error('The PayPal SDK loaded without window.paypal'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('The PayPal SDK could not be loaded'));
    };
    document.head.appendChild(script);
  });
  pending = { clientId, promise };
  // A failed load may be tried again later (e.g. after the network comes back).
  promise.catch(() => {
    if (pending?.promise === promise) pending = null;
  });
  return promise;
}

/** The seam the subscription screen uses (tests replace `load`). */
export const paypalSdk = {
  load: (clientId: string): Promise<PayPalNamespace> => loadPayPalSdk(clientId),
};
