/** Spec §4's upload stages and how a multipart body's progress maps onto them. */
import type { UploadProgress } from '@/lib/api-client';
import type { AssetType } from '@/types/api';

/** Spec §4's upload stages; a video's thumbnail is made before the upload starts. */
export type UploadStage = 'preparing' | 'generating-thumbnail' | 'uploading' | 'uploading-thumbnail' | 'saving' | 'complete';

export const STAGE_LABELS: Record<UploadStage, string> = {
  preparing: 'Preparing',
  'generating-thumbnail': 'Generating thumbnail',
  uploading: 'Uploading',
  'uploading-thumbnail': 'Uploading thumbnail',
  saving: 'Saving record',
  complete: 'Complete',
};

/** The stages an item of this type goes through, in order. */
export function stagesFor(assetType: AssetType): UploadStage[] {
  if (assetType === 'video') return ['preparing', 'generating-thumbnail', 'uploading', 'uploading-thumbnail', 'saving', 'complete'];
  if (assetType === 'image') return ['preparing', 'uploading', 'saving', 'complete'];
  return ['preparing', 'saving', 'complete'];
}

export interface UploadState {
  stage: UploadStage;
  /** 0..100 of the bytes sent */
  percent: number;
}

/** Which stage a byte count of the multipart body is in: the file first, then the thumbnail. */
export function stageOfProgress(progress: UploadProgress, fileBytes: number, thumbnailBytes: number): UploadStage {
  if (progress.total > 0 && progress.loaded >= progress.total) return 'saving';
  if (thumbnailBytes > 0 && progress.total > 0) {
    const fileShare = fileBytes / (fileBytes + thumbnailBytes);
    if (progress.loaded / progress.total > fileShare) return 'uploading-thumbnail';
  }
  return 'uploading';
}
