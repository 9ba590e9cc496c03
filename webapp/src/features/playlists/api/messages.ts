/** Spec §8 playlist texts (and ours where the spec is silent). */
export const PLAYLIST_MESSAGES = {
  loadFailed: 'Could not load playlists.',
  deleteFailed: 'Error deleting playlist',
  statusUpdated: 'Status updated successfully',
  notFound: 'Playlist not found',
  loadOneFailed: 'Error loading playlist data',
  createFailed: 'Error creating playlist',
  updateFailed: 'Error updating playlist',
  noClient: 'No client found for the logged-in user.',
  mediaLoadFailed: 'Error loading media files',
  /** Ours */
  created: 'Playlist created successfully',
  updated: 'Playlist updated successfully',
  deleted: 'Playlist deleted successfully',
} as const;
