import type { Playlist, PlaylistMedia } from '../types';

export function makePlaylistMedia(overrides: Partial<PlaylistMedia> = {}): PlaylistMedia {
  return {
    id: 'm-1',
    name: 'Menu board',
    assetType: 'image',
    duration: 10,
    fileSize: 204800,
    fileUrl: '/files/medias/1_menu.png',
    thumbnailUrl: '',
    status: true,
    ...overrides,
  };
}

export const MENU = makePlaylistMedia();
export const PROMO = makePlaylistMedia({ id: 'm-2', name: 'Promo', assetType: 'video', duration: 65, fileSize: 3 * 1024 * 1024, thumbnailUrl: '/t.jpg' });
export const CLIP = makePlaylistMedia({ id: 'm-3', name: 'Clip', assetType: 'youtube', duration: 212, fileSize: 434176, thumbnailUrl: '/y.jpg' });

export function makePlaylist(overrides: Partial<Playlist> = {}): Playlist {
  return {
    id: 'p-1',
    playlistName: 'Morning',
    clientId: 'c-1',
    userId: 'u-client',
    playlistMedias: [
      { mediaId: 'm-1', mediaUrl: '/files/medias/1_menu.png', duration: 10, fileSize: 204800 },
      { mediaId: 'm-2', mediaUrl: '/files/medias/2_promo.mp4', duration: 65, fileSize: 3145728 },
    ],
    status: true,
    totalDuration: 75,
    totalSize: 3350528,
    createdAt: '2026-02-01T10:00:00Z',
    updatedAt: null,
    showLogo: false,
    logoPosition: null,
    showBanner: false,
    bannerText: '',
    clientLogo: '',
    ...overrides,
  };
}
