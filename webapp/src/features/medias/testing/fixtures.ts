import type { Media, VideoInfo } from '../types';

export function makeMedia(overrides: Partial<Media> = {}): Media {
  return {
    id: 'm-1',
    name: 'Menu board',
    description: 'Lunch menu',
    assetType: 'image',
    duration: 10,
    status: true,
    fileUrl: '/files/medias/1_menu.png?token=a',
    youtubeUrl: '',
    thumbnailUrl: '',
    fileSize: 204800,
    createdAt: '2026-02-01T10:00:00Z',
    userId: 'u-client',
    userEmail: 'ana@example.com',
    ...overrides,
  };
}

export function makeVideoInfo(overrides: Partial<VideoInfo> = {}): VideoInfo {
  return {
    videoId: 'dQw4w9WgXcQ',
    title: 'Never Gonna Give You Up',
    thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    durationSeconds: 212,
    configured: true,
    ...overrides,
  };
}

/** A File of `size` bytes (the content is small; only `size` is reported larger). */
export function makeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'.repeat(Math.min(size, 2048))], name, { type });
  if (file.size !== size) Object.defineProperty(file, 'size', { value: size });
  return file;
}
