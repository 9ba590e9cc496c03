import { defineMessages } from '@/lib/i18n';
import type { Role } from '@/types/api';

import { USER_UPDATE_FAILED, USERS_LOAD_FAILED } from './api/messages';

/** The words of the user screens (Manage Users, Add User, User Information). The spec's
 * Spanish screens (pages/delete, pages/password) keep their own words in both languages. */
export const messages = defineMessages({
  en: {
    title: 'Manage Users',
    newUser: 'New User',
    searchHint: 'Name or email.',
    loading: 'Loading users',
    loadFailed: USERS_LOAD_FAILED as string,
    updateFailed: USER_UPDATE_FAILED as string,
    empty: 'No users available.',
    users: 'Users',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    password: 'Password',
    role: 'Role',
    selectRole: 'Select a role',
    roles: { Client: 'Client', Supervisor: 'Supervisor', Admin: 'Admin' } as Record<Role, string>,
    status: 'Status',
    actions: 'Actions',
    active: 'Active',
    inactive: 'Inactive',
    statusOf: (name: string) => `Status of ${name}`,
    editNamed: (name: string) => `Edit ${name}`,
    resetNamed: (name: string) => `Reset password of ${name}`,
    deleteNamed: (name: string) => `Delete ${name}`,
    resetTitle: 'Reset password',
    resetTwoFactorNamed: (name: string) => `Reset two-factor sign-in of ${name}`,
    resetTwoFactorTitle: 'Reset two-factor sign-in',
    resetTwoFactorQuestion: (name: string) =>
      `Turn off two-factor sign-in for ${name}? They sign in with their password alone, or set it up again where the portal requires it.`,
    resetTwoFactor: 'Reset',
    twoFactorReset: 'Two-factor sign-in was reset.',
    resetQuestion: (name: string, email: string) => `Send ${name} an email with a link to choose a new password (${email})?`,
    sendEmail: 'Send email',
    deleteTitle: 'Delete user',
    deleteQuestion: (name: string, email: string) => `Are you sure you want to delete ${name} (${email})? This cannot be undone.`,
    delete: 'Delete',
    addTitle: 'Add User',
    addDescription: 'Create a user with any role.',
    loadingUser: 'Loading user',
    information: 'User Information',
    emailFixed: 'The email cannot be changed.',
    tryAgain: 'please try again.',
  },
  es: () => import('./messages.es'),
});
