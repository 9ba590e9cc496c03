import type { SortOrder } from './pages';

/**
 * The query keys of every server resource, in one place: a feature reads with the queryOptions
 * of its API module (built on these keys), and a write invalidates the keys it affects, also in
 * other features (adding media changes the dashboard's counts).
 *
 * A paged list's key ends with its search text (and filters): `lists` is the prefix of every
 * search of that list, which the cache helpers of ./query-cache.ts update together.
 */
export const queryKeys = {
  licence: ['licence'] as const,
  packages: ['packages'] as const,
  businessTypes: ['business-types'] as const,
  config: ['config'] as const,
  dashboard: ['dashboard'] as const,
  /** GET /api/auth/two-factor: the signed-in person's own */
  twoFactor: ['two-factor'] as const,
  users: {
    all: ['users'] as const,
    lists: ['users', 'list'] as const,
    list: (q = '') => ['users', 'list', q] as const,
    /** every user (selects, names): several pages read at once */
    every: ['users', 'every'] as const,
    detail: (id: string) => ['users', 'detail', id] as const,
  },
  clients: {
    all: ['clients'] as const,
    lists: ['clients', 'list'] as const,
    list: (q = '') => ['clients', 'list', q] as const,
    /** every client (selects, names): several pages read at once */
    every: ['clients', 'every'] as const,
    detail: (id: string) => ['clients', 'detail', id] as const,
  },
  medias: {
    all: ['medias'] as const,
    lists: ['medias', 'list'] as const,
    list: (q = '', sort: SortOrder = 'newest') => ['medias', 'list', q, sort] as const,
    /** GET /api/medias?status=true: what a playlist may take (`actives` is every search's prefix) */
    actives: ['medias', 'active'] as const,
    active: (q = '') => ['medias', 'active', 'search', q] as const,
    everyActive: ['medias', 'active', 'every'] as const,
    /** GET /api/medias/{id}/playlists: where an item is used */
    usage: (id: string) => ['medias', 'usage', id] as const,
    /** GET /api/medias/{id} of items a playlist holds that are no longer active */
    dropped: (ids: readonly string[]) => ['medias', 'dropped', ...ids] as const,
  },
  playlists: {
    all: ['playlists'] as const,
    lists: ['playlists', 'list'] as const,
    list: (q = '', sort: SortOrder = 'newest') => ['playlists', 'list', q, sort] as const,
    detail: (id: string) => ['playlists', 'detail', id] as const,
    /** id and name of each playlist, for a select (the Screens page) */
    choices: ['playlists', 'choices'] as const,
  },
  screenGroups: {
    all: ['screen-groups'] as const,
    /** the Client's own groups */
    list: ['screen-groups', 'list'] as const,
  },
  screens: {
    all: ['screens'] as const,
    /** a Client's own (null) or one client's (staff) */
    list: (clientId: string | null) => ['screens', 'list', clientId] as const,
  },
  schedules: {
    all: ['schedules'] as const,
    /** a Client's own entries */
    list: ['schedules', 'list'] as const,
    /** what one screen plays over the days from `from` */
    week: (screenId: string, from: string) => ['schedules', 'week', screenId, from] as const,
  },
  emergencies: {
    all: ['emergencies'] as const,
    /** a Client's own (null) or, for staff, every client's (null) or one client's */
    list: (clientId: string | null) => ['emergencies', 'list', clientId] as const,
  },
  videos: {
    all: ['videos'] as const,
    lists: ['videos', 'list'] as const,
    list: (q = '', sort: SortOrder = 'newest') => ['videos', 'list', q, sort] as const,
    detail: (id: string) => ['videos', 'detail', id] as const,
  },
  videoInfo: (url: string) => ['video-info', url] as const,
  payments: {
    all: ['payments'] as const,
    lists: ['payments', 'list'] as const,
    /** a Client's own, all of them (staff, null) or one client's (staff), with a search */
    list: (clientId: string | null, q = '') => ['payments', 'list', clientId, q] as const,
    detail: (id: string) => ['payments', 'detail', id] as const,
  },
  audit: {
    all: ['audit'] as const,
    list: (filters: { userId: string; action: string; from: string; to: string }) => ['audit', 'list', filters] as const,
  },
};
