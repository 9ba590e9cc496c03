/** A saved playlist as the player plays it (the preview: no manifest, no pairing). */
import { extractYoutubeId } from '@/lib/youtube';
import type { AssetType, ManifestItem, PlayerPlaylist, Playlist, PlaylistItem } from '@/types/api';

import { mediaKey } from './media-store';

/** What an item is, from its address: a YouTube link, an MP4, else an image. */
export function assetTypeOf(url: string): AssetType {
  if (extractYoutubeId(url)) return 'youtube';
  return /\.mp4$/i.test(mediaKey(url)) ? 'video' : 'image';
}

function toItem(item: PlaylistItem): ManifestItem {
  const assetType = assetTypeOf(item.mediaUrl);
  const youtubeId = assetType === 'youtube' ? extractYoutubeId(item.mediaUrl) : null;
  return { mediaId: item.mediaId, assetType, url: item.mediaUrl, youtubeId, duration: item.duration, fileSize: item.fileSize };
}

/** The playlist with its overlays; its own client logo, else the client's current one. */
export function toPlayerPlaylist(playlist: Playlist, clientLogo = ''): PlayerPlaylist {
  return {
    id: playlist.id,
    playlistName: playlist.playlistName,
    items: playlist.playlistMedias.map(toItem),
    showLogo: playlist.showLogo,
    logoPosition: playlist.logoPosition,
    logoUrl: playlist.clientLogo || clientLogo,
    showBanner: playlist.showBanner,
    bannerText: playlist.bannerText,
  };
}
