import { defineMessages } from '@/lib/i18n';

/** The words of the Plays report: what each screen played, per media, screen and day. */
export const messages = defineMessages({
  en: {
    title: 'Plays',
    description: 'What your screens played, counted per media, per screen and per day.',
    playsOf: (name: string) => `Plays of ${name}`,
    chooseClient: 'Choose a client under Clients to see their plays.',
    manageClients: 'Manage Clients',
    from: 'From',
    to: 'To',
    timeZone: (zone: string) => `Days in ${zone}`,
    download: 'Download CSV',
    loading: 'Loading the plays',
    loadFailed: 'The plays could not be loaded.',
    badRange: 'The From day must be on or before the To day.',
    none: 'No plays in these days.',
    total: (count: number) => `${count} plays in all`,
    byMedia: 'Per media',
    byScreen: 'Per screen',
    byDay: 'Per day',
    media: 'Media',
    screen: 'Screen',
    day: 'Day',
    plays: 'Plays',
    deleted: '(deleted)',
    dropped: 'Plays a screen could not keep while it was away too long',
  },
  es: () => import('./messages.es'),
});
