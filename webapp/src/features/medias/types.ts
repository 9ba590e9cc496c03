/** The media library's labels (the Media resource itself is in @/types/api). */
import type { AssetType } from '@/types/api';

export const ASSET_TYPES: readonly AssetType[] = ['image', 'video', 'youtube'];

export const ASSET_TYPE_LABELS: Record<AssetType, string> = {
  image: 'Image',
  video: 'Video',
  youtube: 'YouTube link',
};
