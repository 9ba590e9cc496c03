import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { SelectField, TextField } from '@/components/fields';
import { FormActions } from '@/components/form-actions';
import { useFormat } from '@/lib/format';
import type { Package } from '@/types/api';
import { useMessages } from '@/lib/i18n';
import { useReferenceText } from '@/lib/reference-text';

import type { PaymentFormValues } from '../api/record-payment';
import { ONLINE_PROVIDER, PAYMENT_METHODS } from '../types';
import { messages } from '../messages';


/** Package, Payment method and Payment reference (not needed for PayPal). */
export function PaymentFields({ packages }: { packages: readonly Package[] }) {
  const { control } = useFormContext<PaymentFormValues>();
  const method = useWatch({ control, name: 'paymentMethod' });
  const t = useMessages(messages);
  const format = useFormat();
  const shown = useReferenceText();
  return (
    <>
      <SelectField
        name="packageId"
        label={t.package}
        placeholder={t.selectPackage}
        options={packages.map((pkg) => ({ value: pkg.id, label: t.packageOption(pkg.packageCode, format.usd(pkg.packagePrice), pkg.days, pkg.units) }))}
      />
      <SelectField name="paymentMethod" label={t.paymentMethod} options={PAYMENT_METHODS.map((method) => ({ value: method, label: shown(method) }))} />
      <TextField
        name="paymentReference"
        label={t.paymentReference}
        autoComplete="off"
        hint={method === ONLINE_PROVIDER ? t.paypalReferenceHint : t.referenceHint}
      />
    </>
  );
}

/** Cancel (back to the dashboard) and Save. */
export function PaymentButtons({ disabled = false }: { disabled?: boolean }) {
  const navigate = useNavigate();
  const { isSubmitting } = useFormState();
  const t = useMessages(messages);
  return (
    <FormActions
      onCancel={() => void navigate('/dashboard')}
      busy={isSubmitting}
      cancelWhileBusy
      saveDisabled={disabled}
      cancelLabel={t.cancel}
      saveLabel={t.save}
    />
  );
}
