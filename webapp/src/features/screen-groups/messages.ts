import { defineMessages } from '@/lib/i18n';

/** The words of the Groups section of the Screens page (a client's named groups of its screens). */
export const messages = defineMessages({
  en: {
    title: 'Groups',
    description: 'Name groups of your screens. A screen may be in several groups.',
    addGroup: 'Add Group',
    editGroup: 'Edit Group',
    loading: 'Loading groups',
    loadFailed: 'Could not load the groups.',
    empty: 'No groups yet.',
    name: 'Name',
    screens: 'Screens',
    members: 'Screens in the group',
    noScreens: 'Pair a screen first to put it in a group.',
    actions: 'Actions',
    edit: 'Edit',
    editNamed: (name: string) => `Edit group ${name}`,
    remove: 'Delete',
    removeNamed: (name: string) => `Delete group ${name}`,
    removeGroup: 'Delete group',
    confirmRemove: (name: string) => `Delete the group “${name}”? Its screens stay.`,
    added: 'Group added.',
    addFailed: 'The group could not be added.',
    updated: 'Group updated.',
    updateFailed: 'The group could not be updated.',
    removed: 'Group deleted.',
    removeFailed: 'The group could not be deleted.',
    backToScreens: 'Back to Screens',
    count: (n: number) => (n === 1 ? '1 screen' : `${n} screens`),
  },
  es: () => import('./messages.es'),
});
