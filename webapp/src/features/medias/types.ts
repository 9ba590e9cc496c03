/** Media resources of docs/api.md, as the media library uses them. */

export type AssetType = 'image' | 'video' | 'youtube';
export const ASSET_TYPES: readonly AssetType[] = ['image', 'video', 'youtube'];

export const ASSET_TYPE_LABELS: Record<AssetType, string> = {
  image: 'Image',
  video: 'Video',
  youtube: 'YouTube link',
};

export interface Media {
  id: string;
  name: string;
  description: string;
  assetType: AssetType;
  /** seconds */
  duration: number;
  status: boolean;
  fileUrl: string;
  youtubeUrl: string;
  thumbnailUrl: string;
  /** bytes */
  fileSize: number;
  createdAt: string | null;
  userId: string;
  userEmail: string;
}

/** GET /api/videos/info */
export interface VideoInfo {
  videoId: string;
  title: string;
  thumbnailUrl: string;
  durationSeconds: number;
  /** false: the server has no video-information service; the user types title and duration. */
  configured: boolean;
}
