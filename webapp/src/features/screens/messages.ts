import { defineMessages } from '@/lib/i18n';

import { SCREEN_MESSAGES } from './api/messages';

/** The words of the Screens page (a client's TVs, or a client's as staff see them). */
export const messages = defineMessages({
  en: {
    ...(SCREEN_MESSAGES as Record<keyof typeof SCREEN_MESSAGES, string>),
    title: 'Screens',
    description: 'The TVs that play your playlists. Open /client/player on a TV to get its pairing code.',
    addScreen: 'Add Screen',
    editScreen: 'Edit Screen',
    addDescription: 'Open /client/player on the TV, then type the code it shows.',
    loading: 'Loading screens',
    empty: 'No screens yet. Add your first TV with its pairing code.',
    removeScreen: 'Remove screen',
    confirmRemove: (name: string) => `Remove “${name}”? The TV stops playing and shows a new pairing code.`,
    remove: 'Remove',
    removeNamed: (name: string) => `Remove ${name}`,
    edit: 'Edit',
    editNamed: (name: string) => `Edit ${name}`,
    name: 'Name',
    pairingCode: 'Pairing code',
    playlist: 'Playlist',
    noPlaylist: 'No playlist (standby screen)',
    cancel: 'Cancel',
    save: 'Save',
    status: 'Status',
    lastSeen: 'Last seen',
    actions: 'Actions',
    online: 'Online',
    offline: 'Offline',
    none: 'None',
    unknownPlaylist: 'Unknown playlist',
    assigned: 'Assigned',
    never: 'Never',
    manageClients: 'Manage Clients',
    chooseClient: 'Choose a client in Manage Clients to see its screens.',
    screensOf: (business: string) => `Screens of ${business}`,
    noScreens: 'This client has no screens.',
    unitsUsed: (used: number, units: number) => `${used} of ${units} ${units === 1 ? 'screen' : 'screens'} in your package`,
    changesReach: (seconds: number) =>
      seconds < 90 ? `Changes reach your screens within about ${seconds} seconds.` : `Changes reach your screens within about ${Math.round(seconds / 60)} minutes.`,
  },
  es: () => import('./messages.es'),
});
