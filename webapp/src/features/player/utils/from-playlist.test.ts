import { describe, expect, it } from 'vitest';

import { makePlaylist } from '@/testing/fixtures';

import { assetTypeOf, toPlayerPlaylist } from './from-playlist';

describe('a playlist as the player plays it', () => {
  it('tells images, MP4s and YouTube links apart by their address', () => {
    expect(assetTypeOf('/files/medias/1_menu.png?token=a')).toBe('image');
    expect(assetTypeOf('/files/medias/2_promo.MP4?expires=1&signature=s')).toBe('video');
    expect(assetTypeOf('https://youtu.be/dQw4w9WgXcQ')).toBe('youtube');
  });

  it('keeps the order, durations and overlays, with the YouTube id of a link', () => {
    const playlist = makePlaylist({
      playlistMedias: [
        { mediaId: 'm-3', mediaUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: 212, fileSize: 1 },
        { mediaId: 'm-1', mediaUrl: '/files/medias/1_menu.png', duration: 0, fileSize: 2 },
      ],
      showLogo: true,
      logoPosition: 'top-left',
      showBanner: true,
      bannerText: 'Hello',
    });
    const played = toPlayerPlaylist(playlist, '/files/logos/c-1.png');
    expect(played.items).toEqual([
      { mediaId: 'm-3', assetType: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', youtubeId: 'dQw4w9WgXcQ', duration: 212, fileSize: 1 },
      { mediaId: 'm-1', assetType: 'image', url: '/files/medias/1_menu.png', youtubeId: null, duration: 0, fileSize: 2 },
    ]);
    expect(played).toMatchObject({ showLogo: true, logoPosition: 'top-left', logoUrl: '/files/logos/c-1.png', showBanner: true, bannerText: 'Hello' });
  });

  it("prefers the playlist's own client logo", () => {
    expect(toPlayerPlaylist(makePlaylist({ clientLogo: '/files/own.png' }), '/files/current.png').logoUrl).toBe('/files/own.png');
  });
});
