/** Spec §8 video texts (and ours where the spec is silent). */
export const VIDEO_MESSAGES = {
  invalidUrl: 'Invalid YouTube URL.',
  incomplete: 'Make sure all fields are complete before saving.',
  infoFailed: 'Could not get information from the video.',
  noData: 'No data found for this video.',
  saveFailed: 'The video could not be saved.',
  added: 'Video added successfully.',
  notFound: 'Video not found.',
  updateFailed: 'The video could not be updated.',
  notAuthorized: 'You are not authorized to edit this video.',
  /** Ours */
  updated: 'Video updated successfully.',
  statusUpdated: 'Status updated successfully',
  loadFailed: 'Could not load your videos.',
  infoNotConfigured: 'Automatic video information is not available on this server: please type the title and the duration yourself.',
  durationRequired: "Enter the video's duration (more than 0 seconds)",
  durationNotNumber: 'Duration must be a number',
} as const;
