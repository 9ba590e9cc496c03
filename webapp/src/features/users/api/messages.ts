const CREATE_FAILED_PREFIX = 'User could not be created: ';

/** Spec §8 "Users", word for word; `detail` is the server's message. */
export const USER_MESSAGES = {
  deleted: 'User successfully deleted.',
  deleteFailed: (detail: string) => `Error deleting user: ${detail}`,
  statusFailed: (detail: string) => `Error updating user status: ${detail}`,
  notFound: 'User not found.',
  loadFailed: 'Could not load user information.',
  updated: 'User successfully updated.',
  created: 'User successfully created.',
  /** The server's refusal already reads 'User could not be created: …': it is not prefixed twice. */
  createFailed: (detail: string) => (detail.startsWith(CREATE_FAILED_PREFIX) ? detail : `${CREATE_FAILED_PREFIX}${detail}`),
} as const;

export const USERS_LOAD_FAILED = 'Could not load the users.';
export const USER_UPDATE_FAILED = 'The user could not be updated.';
