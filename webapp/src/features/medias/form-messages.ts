import { defineMessages } from '@/lib/i18n';
import type { AssetType } from '@/types/api';

import { MEDIA_MESSAGES } from './api/media-checks';
import { STAGE_LABELS, type UploadStage } from './api/upload-stages';
import { MEDIA_UPDATE_FAILED, MEDIA_UPDATED } from './api/update-media';
import { VIDEO_INFO_NOT_CONFIGURED } from './api/video-info-messages';
import { ASSET_TYPE_LABELS } from './types';

/** The words of the add and edit media forms, the upload's stages and the YouTube lookup. */
export const messages = defineMessages({
  en: {
    addForm: 'Add media',
    editForm: 'Edit media',
    name: 'Name',
    description: 'Description',
    type: 'Type',
    types: ASSET_TYPE_LABELS as Record<AssetType, string>,
    duration: 'Duration',
    file: 'File',
    fileHints: { image: 'JPG or PNG, at most 10MB.', video: 'MP4, at most 10MB. A thumbnail is made from the video.' } as Partial<Record<AssetType, string>>,
    selected: (hint: string, name: string, size: string) => `${hint} Selected: ${name} (${size}).`,
    youtubeDurationHint: (size: string) => `In seconds. Estimated size: ${size} (duration × 2048 bytes).`,
    videoDurationHint: 'In seconds. Leave it empty to use the length of the video.',
    imageDurationHint: 'In seconds: how long the image stays on screen.',
    editDurationHint: 'In seconds: how long it stays on screen.',
    cancelUpload: 'Cancel upload',
    uploadCancelled: 'Upload cancelled',
    added: MEDIA_MESSAGES.added as string,
    linkAdded: MEDIA_MESSAGES.linkAdded as string,
    saveFailed: MEDIA_MESSAGES.saveFailed as string,
    updated: MEDIA_UPDATED,
    updateFailed: MEDIA_UPDATE_FAILED,
    stages: STAGE_LABELS as Record<UploadStage, string>,
    uploadProgress: 'Upload progress',
    uploadStages: 'Upload stages',
    youtubeUrl: 'YouTube URL',
    youtubeHint: 'Paste the link of the video; its title and duration are filled in for you.',
    lookingUp: 'Looking up the video',
    tryAgain: 'Try again',
    notConfigured: VIDEO_INFO_NOT_CONFIGURED,
    thumbnailOf: (title: string) => `Thumbnail of ${title}`,
    videoThumbnail: 'Video thumbnail',
  },
  es: () => import('./form-messages.es'),
});
