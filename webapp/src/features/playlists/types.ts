/** The playlist builder's labels and view of a media item (resources are in @/types/api). */
import type { LogoPosition, Media } from '@/types/api';

export const LOGO_POSITIONS: readonly LogoPosition[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
export const LOGO_POSITION_LABELS: Record<LogoPosition, string> = {
  'top-left': 'Top left',
  'top-right': 'Top right',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
};

/** A media item as the builder shows it (GET /api/medias?status=true). */
export type PlaylistMedia = Pick<Media, 'id' | 'name' | 'assetType' | 'duration' | 'fileSize' | 'fileUrl' | 'thumbnailUrl' | 'status'>;
