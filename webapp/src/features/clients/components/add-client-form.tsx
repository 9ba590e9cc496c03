import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { FormActions } from '@/components/form-actions';
import { ConfirmPasswordModal } from '@/components/confirm-password-modal';
import { applyFieldErrors, Form, type FormMethods } from '@/components/form';
import { useToast } from '@/components/toasts';
import { ApiError, isApiError } from '@/lib/api-client';
import { addDays, formatDate } from '@/lib/format';
import { useLogoff } from '@/lib/logoff';
import { SelectField } from '@/components/fields';
import type { Client, Package, User } from '@/types/api';
import { useLanguage, useMessages } from '@/lib/i18n';

import {
  CONFIRM_PASSWORD_REQUIRED,
  clientFormSchema,
  useCreateClient,
  staffClientFormSchema,
  type ClientFormValues,
} from '../api/create-client';
import { DEFAULT_BUSINESS_TYPE } from '../api/get-business-types';
import { CLIENT_MESSAGES } from '../api/messages';
import { messages } from '../messages';

import { ClientFields } from './client-fields';

interface AddClientFormProps {
  businessTypes: string[];
  packages: Package[];
  /** The owner, when a Client completes their own profile. */
  userId?: string;
  email?: string;
  /** The owner's registration details, which fill the contact name and phone. */
  contact?: Pick<User, 'name' | 'phone'> | undefined;
  /** A Client's own profile, which it must complete before anything else. */
  forced?: boolean;
  /** Staff without a preset owner choose one of these users (a 'User' select). */
  owners?: User[] | undefined;
  onCreated: (client: Client) => void;
}

type PendingClient = ClientFormValues & { userId?: string };

/**
 * Staff's 'User' select: picking the owner fills the contact name, phone and company email
 * from that user's registration, except what was typed into them.
 */
function OwnerSelect({ owners }: { owners: User[] }) {
  const { control, setValue, getValues } = useFormContext<Record<string, unknown>>();
  const userId = useWatch({ control, name: 'userId' });
  const t = useMessages(messages);
  // What the last pick filled in: a field still holding it (or empty) was not typed into.
  const filledBefore = useRef<Record<string, string>>({});
  useEffect(() => {
    const owner = owners.find((candidate) => candidate.id === userId);
    if (!owner) return;
    const filled: Record<string, string> = { contactName: owner.name, phone: owner.phone, companyEmail: owner.email };
    for (const [field, value] of Object.entries(filled)) {
      const current = getValues(field);
      if (!current || current === filledBefore.current[field]) setValue(field, value);
    }
    filledBefore.current = filled;
  }, [userId, owners, setValue, getValues]);
  return (
    <SelectField
      name="userId"
      label={t.user}
      placeholder={t.selectUser}
      containerClassName="sm:col-span-2"
      options={owners.map((owner) => ({ value: owner.id, label: `${owner.name} (${owner.email})` }))}
    />
  );
}

/** The welcome form, then the Confirm Password modal ('Please enter your password.'). */
export function AddClientForm({ businessTypes, packages, userId, email, contact, owners, forced = false, onCreated }: AddClientFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const logoff = useLogoff();
  const [pending, setPending] = useState<PendingClient | null>(null);
  const formRef = useRef<FormMethods<Record<string, unknown>, PendingClient> | null>(null);
  const t = useMessages(messages);
  const create = useCreateClient();
  const { language } = useLanguage();
  const [expiry] = useState(() => addDays(new Date(), 7));
  const expiration = formatDate(expiry, language);

  const confirm = async (password: string) => {
    if (!pending) return;
    try {
      const owner = userId ?? pending.userId;
      const client = await create.mutateAsync({ ...pending, password, ...(owner ? { userId: owner } : {}) });
      setPending(null);
      toast.success(CLIENT_MESSAGES.created);
      onCreated(client);
      void navigate('/dashboard');
    } catch (error) {
      if (isApiError(error, 'auth_failed')) {
        throw new ApiError(error.status, error.code, CLIENT_MESSAGES.wrongPassword, { password: CLIENT_MESSAGES.wrongPassword });
      }
      setPending(null);
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0 && formRef.current) {
        applyFieldErrors(formRef.current, error);
        const first = Object.values(error.fieldErrors)[0];
        toast.error(first ?? CLIENT_MESSAGES.createFailed);
      } else {
        toast.error(CLIENT_MESSAGES.createFailed);
      }
    }
  };

  return (
    <>
      <Form
        schema={owners ? staffClientFormSchema : clientFormSchema}
        defaultValues={{
          businessName: '',
          contactName: contact?.name ?? '',
          phone: contact?.phone ?? '',
          companyEmail: email ?? '',
          website: '',
          typeBusiness: businessTypes[0] ?? DEFAULT_BUSINESS_TYPE,
          packageId: '',
          locationNumber: '',
          ...(owners ? { userId: '' } : {}),
        }}
        aria-label={t.addTitle}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        onSubmit={(values, form) => {
          formRef.current = form;
          setPending(values);
        }}
      >
        {owners ? <OwnerSelect owners={owners} /> : null}
        <ClientFields businessTypes={businessTypes} packages={packages} expirationDate={expiration} />
        {/* A Client completes this form before anything else: the dashboard would send it back
            here, so its Cancel logs off (docs/decisions.md); staff go back to the dashboard. */}
        {forced ? (
          <FormActions fullRow cancelLabel={t.cancelLogOff} onCancel={() => void logoff()} />
        ) : (
          <FormActions fullRow onCancel={() => void navigate('/dashboard')} />
        )}
      </Form>
      <ConfirmPasswordModal
        open={pending !== null}
        name="password"
        requiredMessage={CONFIRM_PASSWORD_REQUIRED}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
}
