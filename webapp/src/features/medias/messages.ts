import { defineMessages } from '@/lib/i18n';
import type { AssetType } from '@/types/api';

import { MEDIA_DELETE_FAILED, MEDIA_DELETED } from './api/delete-media';
import { MEDIA_LOAD_FAILED } from './api/get-medias';
import { MEDIA_STATUS_FAILED, STATUS_UPDATED } from './api/set-media-status';
import { ASSET_TYPE_LABELS } from './types';

/** The words of the media library screen (its grid, cards and dialogs). */
export const messages = defineMessages({
  en: {
    title: 'Media Library',
    description: 'Images, videos and YouTube links for your playlists. Only active media can be added to a playlist.',
    addVideo: 'Add Video',
    addMedia: 'Add Media',
    searchHint: 'Media name.',
    loading: 'Loading media',
    empty: 'No media yet. Add an image, a video or a YouTube link to build your playlists.',
    list: 'Media files',
    editMedia: 'Edit media',
    deleteMedia: 'Delete media',
    delete: 'Delete',
    confirmDelete: (name: string) => `Delete “${name}”? Its stored files are deleted too. This cannot be undone.`,
    statusUpdated: STATUS_UPDATED,
    statusFailed: MEDIA_STATUS_FAILED,
    deleted: MEDIA_DELETED,
    deleteFailed: MEDIA_DELETE_FAILED,
    loadFailed: MEDIA_LOAD_FAILED,
    thePlaylist: 'the playlist',
    thePlaylists: 'the playlists',
    switchedOff: (name: string, playlists: string) => `“${name}” is off: ${playlists} will skip it until it is on again.`,
    usedIn: (playlists: string, count: number) => `It is used in ${playlists}, and will leave ${count > 1 ? 'them' : 'it'}.`,
    duration: 'Duration: ',
    needsDuration: 'Needs a duration: edit it to play it on screens',
    size: 'Size: ',
    statusOf: (name: string) => `Status of ${name}`,
    edit: (name: string) => `Edit ${name}`,
    deleteNamed: (name: string) => `Delete ${name}`,
    types: ASSET_TYPE_LABELS as Record<AssetType, string>,
  },
  es: () => import('./messages.es'),
});
