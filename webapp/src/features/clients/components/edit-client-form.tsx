import { useNavigate } from 'react-router-dom';

import { FormActions } from '@/components/form-actions';
import { applyFieldErrors, Form } from '@/components/form';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import type { Client, Package } from '@/types/api';
import { useLanguage, useMessages, type Language } from '@/lib/i18n';

import { editClientFormSchema } from '../api/create-client';
import { DEFAULT_BUSINESS_TYPE } from '../api/get-business-types';
import { CLIENT_MESSAGES } from '../api/messages';
import { useUpdateClient } from '../api/update-client';
import { messages } from '../messages';

import { ClientFields, packageLabel } from './client-fields';
import { TimeZoneField } from './time-zone-field';

function lockedLabel(packages: Package[], packageId: string, packageCode: string, perMonth: string, language: Language): string {
  const found = packages.find((p) => p.id === packageId);
  return found ? packageLabel(found, perMonth, language) : packageCode;
}

interface EditClientFormProps {
  client: Client;
  businessTypes: string[];
  packages: Package[];
  onSaved: (client: Client) => void;
  /** The client has paid and edits its own form: its package changes with a payment. */
  packageLocked?: boolean;
}

/** Business information form (pages/editclient/:clientId). */
export function EditClientForm({ client, businessTypes, packages, onSaved, packageLocked = false }: EditClientFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateClient();
  const t = useMessages(messages);
  const { language } = useLanguage();
  const packageId = client.packageId || packages.find((p) => p.packageCode === client.packageCode)?.id || '';
  const types = businessTypes.includes(client.typeBusiness) || !client.typeBusiness ? businessTypes : [...businessTypes, client.typeBusiness];
  return (
    <Form
      schema={editClientFormSchema}
      defaultValues={{
        businessName: client.businessName,
        contactName: client.contactName,
        phone: client.phone,
        companyEmail: client.companyEmail,
        website: client.website ?? '',
        typeBusiness: client.typeBusiness || DEFAULT_BUSINESS_TYPE,
        packageId,
        locationNumber: client.locationNumber == null ? '' : String(client.locationNumber),
        timeZone: client.timeZone || 'UTC',
      }}
      aria-label={t.informationTitle}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={async (values, form) => {
        try {
          const saved = await update.mutateAsync({ id: client.id, values });
          onSaved(saved);
          toast.success(CLIENT_MESSAGES.updated);
          void navigate('/dashboard');
        } catch (error) {
          if (isApiError(error, 'validation')) {
            applyFieldErrors(form, error);
            toast.error(CLIENT_MESSAGES.changesNotSaved);
          } else {
            toast.error(CLIENT_MESSAGES.updateFailed);
          }
        }
      }}
    >
      {({ formState: { isSubmitting } }) => (
        <>
          <ClientFields
            businessTypes={types}
            packages={packages}
            expirationDate={formatDate(client.expireDate, language)}
            username={client.username}
            lockedPackage={packageLocked ? lockedLabel(packages, packageId, client.packageCode, t.perMonth, language) : undefined}
          />
          <TimeZoneField current={client.timeZone || 'UTC'} />
          <FormActions fullRow onCancel={() => void navigate('/dashboard')} busy={isSubmitting} />
        </>
      )}
    </Form>
  );
}
