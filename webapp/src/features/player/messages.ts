import { defineMessages } from '@/lib/i18n';

/** The words of the TV player (its pairing screen, standby and overlays) and of the preview. */
export const messages = defineMessages({
  en: {
    pairTitle: 'Pair this screen',
    signInAt: 'Sign in at ',
    thenAdd: ', open Screens, choose Add Screen and enter this code:',
    pairingCode: 'Pairing code',
    newCode: 'A new code appears when this one expires.',
    qrLabel: 'QR code: add this screen from a phone signed in to the portal',
    qrHint: 'Or scan this code with a phone signed in to the portal.',
    gettingCode: 'Getting a pairing code…',
    screen: 'Screen',
    standby: 'Standby',
    slate: 'Screen paused',
    slateLicenceEnded: 'This screen is paused: its subscription has ended.',
    slateDeactivated: 'This screen is paused: the account is not active.',
    logo: 'Logo',
    banner: 'Banner',
    emergency: 'Emergency message',
    emergencyImage: 'Emergency message image',
    item: (index: number, count: number) => `Item ${index} of ${count}`,
    preview: 'Preview',
    previewOf: (name: string) => `Preview: ${name}`,
    previewDescription: 'What your TVs show with this playlist: its media in order, in a loop, with the logo and banner.',
    edit: 'Edit',
    playlists: 'Playlists',
    loadingPlaylist: 'Loading the playlist',
    loadFailed: 'Error loading playlist data',
  },
  es: () => import('./messages.es'),
});
