import { defineMessages } from '@/lib/i18n';

/** The words of the portal's shell: the side menu and the top bar. */
export const messages = defineMessages({
  en: {
    portal: 'Signage Portal',
    skipToContent: 'Skip to content',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainMenu: 'Main menu',
    dashboard: 'Dashboard',
    medias: 'Medias',
    playlist: 'Playlist',
    screens: 'Screens',
    schedule: 'Schedule',
    emergency: 'Emergency',
    plays: 'Plays',
    payments: 'Payments',
    users: 'Users',
    clients: 'Clients',
    auditLog: 'Audit log',
    settings: 'Settings',
    user: 'User',
    business: 'Business',
    security: 'Security',
    logOff: 'LogOff',
  },
  es: () => import('./messages.es'),
});
