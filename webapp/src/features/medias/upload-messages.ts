import { defineMessages } from '@/lib/i18n';

/** The words of the several-files upload (its drop zone, list and summary). */
export const messages = defineMessages({
  en: {
    uploadFiles: 'Upload files',
    chooseFiles: 'Choose files or drop them here',
    dropHint: (atOnce: number) => `JPG or PNG images and MP4 videos, at most 10MB each. ${atOnce} upload at a time; each file is named after itself.`,
    dropHere: 'Drop the files to upload them',
    files: 'Files',
    waiting: 'Waiting',
    progressOf: (name: string) => `Upload of ${name}`,
    summary: (done: number, total: number, failed: number) =>
      `${done} of ${total} ${total === 1 ? 'file' : 'files'} uploaded${failed > 0 ? `, ${failed} failed` : ''}.`,
    close: 'Close',
  },
  es: () => import('./upload-messages.es'),
});
