import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadPayPalSdk, paypalSdkUrl, type PayPalNamespace } from './paypal-sdk';

const fakePayPal: PayPalNamespace = { Buttons: vi.fn() };

function sdkScripts() {
  return Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src^="https://www.paypal.com/sdk/js"]'));
}

afterEach(() => {
  sdkScripts().forEach((script) => script.remove());
});

describe('PayPal SDK loader', () => {
  it('builds the subscription SDK address', () => {
    expect(paypalSdkUrl('AB c')).toBe('https://www.paypal.com/sdk/js?client-id=AB+c&vault=true&intent=subscription');
  });

  it('uses window.paypal when it is already there', async () => {
    vi.stubGlobal('paypal', fakePayPal);
    await expect(loadPayPalSdk('id-1')).resolves.toBe(fakePayPal);
    expect(sdkScripts()).toHaveLength(0);
  });

  it('adds the script once and resolves when it has loaded', async () => {
    const first = loadPayPalSdk('id-2');
    const second = loadPayPalSdk('id-2');
    expect(sdkScripts()).toHaveLength(1);
    expect(sdkScripts()[0]?.src).toBe('https://www.paypal.com/sdk/js?client-id=id-2&vault=true&intent=subscription');
    vi.stubGlobal('paypal', fakePayPal);
    sdkScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fakePayPal);
    await expect(second).resolves.toBe(fakePayPal);
  });

  it('rejects when the script cannot load, and tries again next time', async () => {
    const failed = loadPayPalSdk('id-3');
    sdkScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(sdkScripts()).toHaveLength(0);
    void loadPayPalSdk('id-3').catch(() => undefined);
    expect(sdkScripts()).toHaveLength(1);
    sdkScripts()[0]?.dispatchEvent(new Event('error'));
  });
});
