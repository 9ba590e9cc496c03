import { defineMessages } from '@/lib/i18n';

import { VIDEO_MESSAGES } from './api/messages';

/** The words of the video screens (Add Video with its list, Edit Video). */
export const messages = defineMessages({
  en: {
    ...(VIDEO_MESSAGES as Record<keyof typeof VIDEO_MESSAGES, string>),
    addTitle: 'Add Video',
    addDescription: 'Paste a YouTube link: its title and thumbnail are filled in for you.',
    addForm: 'Add video',
    editTitle: 'Edit Video',
    editForm: 'Edit video',
    loadingOne: 'Loading the video',
    yourVideos: 'Your videos',
    searchHint: 'Video title.',
    loading: 'Loading your videos',
    empty: 'No videos yet.',
    addedOn: (date: string) => `Added ${date} · `,
    statusOf: (title: string) => `Status of ${title}`,
    edit: 'Edit',
    editNamed: (title: string) => `Edit ${title}`,
    youtubeUrl: 'YouTube URL',
    getInfo: 'Get video info',
    lookingUp: 'Looking up the video',
    title: 'Title',
    duration: 'Duration',
    durationHint: 'In seconds or m:ss (for example 3:07).',
    thumbnail: 'Thumbnail',
    thumbnailOf: (title: string) => `Thumbnail of ${title}`,
    videoThumbnail: 'Video thumbnail',
    cancel: 'Cancel',
    save: 'Save',
  },
  es: () => import('./messages.es'),
});
