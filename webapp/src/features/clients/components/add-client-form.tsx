import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/button';
import { ConfirmPasswordModal } from '@/components/confirm-password-modal';
import { applyFieldErrors, Form, type FormMethods } from '@/components/form';
import { useToast } from '@/components/toasts';
import { ApiError, isApiError } from '@/lib/api-client';
import { addDays, formatDate } from '@/lib/format';
import { SelectField } from '@/components/fields';
import type { Client, Package, User } from '@/types/api';

import {
  CONFIRM_PASSWORD_REQUIRED,
  clientFormSchema,
  useCreateClient,
  staffClientFormSchema,
  type ClientFormValues,
} from '../api/create-client';
import { DEFAULT_BUSINESS_TYPE } from '../api/get-business-types';
import { CLIENT_MESSAGES } from '../api/messages';

import { ClientFields } from './client-fields';

interface AddClientFormProps {
  businessTypes: string[];
  packages: Package[];
  /** The owner, when a Client completes their own profile. */
  userId?: string;
  email?: string;
  /** Staff without a preset owner choose one of these users (a 'User' select). */
  owners?: User[] | undefined;
  onCreated: (client: Client) => void;
}

type PendingClient = ClientFormValues & { userId?: string };

/** The welcome form, then the Confirm Password modal ('Please enter your password.'). */
export function AddClientForm({ businessTypes, packages, userId, email, owners, onCreated }: AddClientFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingClient | null>(null);
  const formRef = useRef<FormMethods<Record<string, unknown>, PendingClient> | null>(null);
  const create = useCreateClient();
  const [expiration] = useState(() => formatDate(addDays(new Date(), 7)));

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
          contactName: '',
          phone: '',
          companyEmail: email ?? '',
          website: '',
          typeBusiness: businessTypes[0] ?? DEFAULT_BUSINESS_TYPE,
          packageId: '',
          locationNumber: '',
          ...(owners ? { userId: '' } : {}),
        }}
        aria-label="Add Client"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        onSubmit={(values, form) => {
          formRef.current = form;
          setPending(values);
        }}
      >
        {owners ? (
          <SelectField
            name="userId"
            label="User"
            placeholder="Select a user"
            containerClassName="sm:col-span-2"
            options={owners.map((owner) => ({ value: owner.id, label: `${owner.name} (${owner.email})` }))}
          />
        ) : null}
        <ClientFields businessTypes={businessTypes} packages={packages} expirationDate={expiration} />
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void navigate('/dashboard')}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
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
