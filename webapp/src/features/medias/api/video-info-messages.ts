/** Ours: shown when the server has no video-information service (`configured` false). */
export const VIDEO_INFO_NOT_CONFIGURED =
  'Automatic video information is not available on this server: please type the name and the duration yourself.';
export const VIDEO_INFO_FAILED = 'Could not get information from the video.';
