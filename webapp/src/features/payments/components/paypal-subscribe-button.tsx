import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { Spinner } from '@/components/spinner';
import { useMessages } from '@/lib/i18n';

import { paypalSdk, type PayPalButtonsInstance } from '../utils/paypal-sdk';
import { messages } from '../messages';

interface PayPalSubscribeButtonProps {
  /** PayPal client id from GET /api/config */
  paypalClientId: string;
  /** The chosen package's PayPal plan */
  planId: string;
  /** custom_id of the subscription: the client's id, so webhooks find the client */
  customId: string;
  onApprove: (subscriptionId: string) => Promise<void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
}

/**
 * PayPal's subscription button for one plan, rendered from the PayPal JS SDK. Remount it
 * (key) to change the plan.
 */
export function PayPalSubscribeButton({ paypalClientId, planId, customId, onApprove, onCancel, onError }: PayPalSubscribeButtonProps) {
  const t = useMessages(messages);
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const approve = useEffectEvent((subscriptionId: string) => onApprove(subscriptionId));
  const cancel = useEffectEvent(() => onCancel());
  const fail = useEffectEvent((error: unknown) => onError(error));

  useEffect(() => {
    let active = true;
    let buttons: PayPalButtonsInstance | null = null;
    paypalSdk
      .load(paypalClientId)
      .then((paypal) => {
        if (!active || !container.current) return;
        buttons = paypal.Buttons({
          style: { layout: 'vertical', label: 'subscribe', shape: 'rect' },
          createSubscription: (_data, actions) => actions.subscription.create({ plan_id: planId, custom_id: customId }),
          onApprove: async (data) => {
            if (!data.subscriptionID) {
              fail(new Error('PayPal approved without a subscription id'));
              return;
            }
            await approve(data.subscriptionID);
          },
          onCancel: () => cancel(),
          onError: (error) => fail(error),
        });
        return buttons.render(container.current).then(() => {
          if (active) setState('ready');
        });
      })
      .catch((error: unknown) => {
        console.warn('PayPal could not be loaded', error);
        if (active) setState('failed');
      });
    return () => {
      active = false;
      void Promise.resolve(buttons?.close?.()).catch(() => undefined);
    };
  }, [paypalClientId, planId, customId]);

  return (
    <div className="flex flex-col gap-2">
      {state === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" label={t.loadingPaypal} /> {t.loadingPaypal}…
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {t.paypalLoadFailed}
        </p>
      ) : null}
      <div ref={container} data-testid="paypal-buttons" className="min-h-0 w-full max-w-md" />
    </div>
  );
}
