/** Playlist resources of docs/api.md, and the media the builder offers. */

export type LogoPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export const LOGO_POSITIONS: readonly LogoPosition[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
export const LOGO_POSITION_LABELS: Record<LogoPosition, string> = {
  'top-left': 'Top left',
  'top-right': 'Top right',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
};

export interface PlaylistItem {
  mediaId: string;
  mediaUrl: string;
  duration: number;
  fileSize: number;
}

export interface Playlist {
  id: string;
  playlistName: string;
  clientId: string;
  userId: string;
  playlistMedias: PlaylistItem[];
  status: boolean;
  totalDuration: number;
  totalSize: number;
  createdAt: string | null;
  updatedAt: string | null;
  showLogo: boolean;
  logoPosition: LogoPosition | null;
  showBanner: boolean;
  bannerText: string;
  clientLogo: string;
}

/** A media item as the builder shows it (GET /api/medias?status=true). */
export interface PlaylistMedia {
  id: string;
  name: string;
  assetType: 'image' | 'video' | 'youtube';
  duration: number;
  fileSize: number;
  fileUrl: string;
  thumbnailUrl: string;
  status: boolean;
}
