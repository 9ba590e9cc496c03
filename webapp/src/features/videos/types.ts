/** Video resources of docs/api.md. */

export interface Video {
  id: string;
  videoTitle: string;
  videoUrl: string;
  videoThumbnailUrl: string;
  videoStatus: boolean;
  clientId: string;
  createdAt: string | null;
}

/** GET /api/videos/info */
export interface VideoInfo {
  videoId: string;
  title: string;
  thumbnailUrl: string;
  durationSeconds: number;
  /** false: the server has no video-information service; the user types the title. */
  configured: boolean;
}
