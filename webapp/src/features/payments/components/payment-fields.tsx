import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/fields';
import { formatUsd } from '@/lib/format';
import type { Package } from '@/types/api';

import type { PaymentFormValues } from '../api/record-payment';
import { ONLINE_PROVIDER, PAYMENT_METHODS } from '../types';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: method }));

export function packageLabel(pkg: Package): string {
  return `${pkg.packageCode} — ${formatUsd(pkg.packagePrice)} (${pkg.days} days, ${pkg.units} ${pkg.units === 1 ? 'TV' : 'TVs'})`;
}

/** Package, Payment method and Payment reference (not needed for PayPal). */
export function PaymentFields({ packages }: { packages: readonly Package[] }) {
  const { control } = useFormContext<PaymentFormValues>();
  const method = useWatch({ control, name: 'paymentMethod' });
  return (
    <>
      <SelectField
        name="packageId"
        label="Package"
        placeholder="Select a package"
        options={packages.map((pkg) => ({ value: pkg.id, label: packageLabel(pkg) }))}
      />
      <SelectField name="paymentMethod" label="Payment method" options={METHOD_OPTIONS} />
      <TextField
        name="paymentReference"
        label="Payment reference"
        autoComplete="off"
        hint={method === ONLINE_PROVIDER ? 'Not needed for PayPal: the subscription id is kept.' : 'Check number, receipt, transaction or coupon code.'}
      />
    </>
  );
}

/** Cancel (back to the dashboard) and Save. */
export function PaymentButtons({ disabled = false }: { disabled?: boolean }) {
  const navigate = useNavigate();
  const { isSubmitting } = useFormState();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={() => void navigate('/dashboard')}>
        Cancel
      </Button>
      <Button type="submit" isLoading={isSubmitting} disabled={disabled}>
        Save
      </Button>
    </div>
  );
}
