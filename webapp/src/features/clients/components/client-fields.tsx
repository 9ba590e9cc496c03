import { ReadOnlyField, SelectField, TextField } from '@/components/fields';
import { formatUsd } from '@/lib/format';
import { referenceText, useReferenceText } from '@/lib/reference-text';
import type { Package } from '@/types/api';
import { useLanguage, useMessages, type Language } from '@/lib/i18n';

import { DEFAULT_BUSINESS_TYPE } from '../api/get-business-types';
import { messages } from '../messages';

/** 'BASIC — Basic, 1 TV ($19.99/month)', its description and price in `language`. */
export function packageLabel(p: Package, perMonth: string, language: Language): string {
  const description = p.packageDescription ? ` — ${referenceText(p.packageDescription, language)}` : '';
  return `${p.packageCode}${description} (${formatUsd(p.packagePrice, language)}${perMonth})`;
}

interface ClientFieldsProps {
  businessTypes: string[];
  packages: Package[];
  /** mm/dd/yyyy, shown read-only. */
  expirationDate: string;
  username?: string;
  /** A paying Client's own form: its package, shown and not chosen (it changes with a payment). */
  lockedPackage?: string;
}

/** The fields of the client / business form (spec §5), shared by Add Client and Business Information. */
export function ClientFields({ businessTypes, packages, expirationDate, username, lockedPackage }: ClientFieldsProps) {
  const types = businessTypes.length > 0 ? businessTypes : [DEFAULT_BUSINESS_TYPE];
  const t = useMessages(messages);
  const { language } = useLanguage();
  const shown = useReferenceText();
  return (
    <>
      <TextField name="businessName" label={t.businessName} autoComplete="organization" />
      <TextField name="contactName" label={t.contactName} autoComplete="name" />
      <TextField name="phone" label={t.phone} type="tel" autoComplete="tel" />
      <TextField name="companyEmail" label={t.companyEmail} type="email" autoComplete="email" />
      <TextField name="website" label={t.website} type="url" autoComplete="url" placeholder="https://" />
      <SelectField name="typeBusiness" label={t.typeOfBusiness} options={types.map((type) => ({ value: type, label: shown(type) }))} />
      {lockedPackage !== undefined ? (
        <ReadOnlyField label={t.package} value={lockedPackage} hint={t.packageChangesWithPayment} />
      ) : (
        <SelectField
          name="packageId"
          label={t.package}
          placeholder={t.selectPackage}
          options={packages.map((p) => ({ value: p.id, label: packageLabel(p, t.perMonth, language) }))}
        />
      )}
      <TextField name="locationNumber" label={t.locationNumber} inputMode="numeric" />
      <ReadOnlyField label={t.expirationDate} value={expirationDate} />
      {username !== undefined ? <ReadOnlyField label={t.username} value={username} /> : null}
    </>
  );
}
