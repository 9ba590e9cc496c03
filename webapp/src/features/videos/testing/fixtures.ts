import type { Video, VideoInfo } from '../types';

export const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
export const THUMBNAIL_URL = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';

export function makeVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: 'v-1',
    videoTitle: 'Never Gonna Give You Up',
    videoUrl: VIDEO_URL,
    videoThumbnailUrl: THUMBNAIL_URL,
    videoStatus: true,
    clientId: 'c-1',
    createdAt: '2026-02-01T10:00:00Z',
    ...overrides,
  };
}

export function makeVideoInfo(overrides: Partial<VideoInfo> = {}): VideoInfo {
  return {
    videoId: 'dQw4w9WgXcQ',
    title: 'Never Gonna Give You Up',
    thumbnailUrl: THUMBNAIL_URL,
    durationSeconds: 212,
    configured: true,
    ...overrides,
  };
}
