import { ReadOnlyField, SelectField, TextField } from '@/components/fields';
import { formatUsd } from '@/lib/format';
import type { Package } from '@/types/api';

import { DEFAULT_BUSINESS_TYPE } from '../api/get-business-types';
import { CLIENT_MESSAGES } from '../api/messages';

/** 'BASIC — Basic, 1 TV ($19.99/month)' */
export function packageLabel(p: Package): string {
  const description = p.packageDescription ? ` — ${p.packageDescription}` : '';
  return `${p.packageCode}${description} (${formatUsd(p.packagePrice)}/month)`;
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
  return (
    <>
      <TextField name="businessName" label="Business Name" autoComplete="organization" />
      <TextField name="contactName" label="Contact Name" autoComplete="name" />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
      <TextField name="companyEmail" label="Company Email" type="email" autoComplete="email" />
      <TextField name="website" label="Website" type="url" autoComplete="url" placeholder="https://" />
      <SelectField name="typeBusiness" label="Type of Business" options={types.map((t) => ({ value: t, label: t }))} />
      {lockedPackage !== undefined ? (
        <ReadOnlyField label="Package" value={lockedPackage} hint={CLIENT_MESSAGES.packageChangesWithPayment} />
      ) : (
        <SelectField
          name="packageId"
          label="Package"
          placeholder="Select a package"
          options={packages.map((p) => ({ value: p.id, label: packageLabel(p) }))}
        />
      )}
      <TextField name="locationNumber" label="Location Number" inputMode="numeric" />
      <ReadOnlyField label="Expiration Date" value={expirationDate} />
      {username !== undefined ? <ReadOnlyField label="Username" value={username} /> : null}
    </>
  );
}
