/**
 * The query keys of every server resource, in one place: a feature reads with the queryOptions
 * of its API module (built on these keys), and a write invalidates the keys it affects, also in
 * other features (adding media changes the dashboard's counts).
 */
export const queryKeys = {
  licence: ['licence'] as const,
  packages: ['packages'] as const,
  businessTypes: ['business-types'] as const,
  config: ['config'] as const,
  dashboard: ['dashboard'] as const,
  users: {
    all: ['users'] as const,
    detail: (id: string) => ['users', 'detail', id] as const,
  },
  clients: {
    all: ['clients'] as const,
    detail: (id: string) => ['clients', 'detail', id] as const,
  },
  medias: {
    all: ['medias'] as const,
    list: ['medias', 'list'] as const,
    /** GET /api/medias?status=true: what a playlist may take */
    active: ['medias', 'active'] as const,
    /** GET /api/medias/{id}/playlists: where an item is used */
    usage: (id: string) => ['medias', 'usage', id] as const,
  },
  playlists: {
    all: ['playlists'] as const,
    list: ['playlists', 'list'] as const,
    detail: (id: string) => ['playlists', 'detail', id] as const,
    /** id and name of each playlist, for a select (the Screens page) */
    choices: ['playlists', 'choices'] as const,
  },
  screens: {
    all: ['screens'] as const,
    /** a Client's own (null) or one client's (staff) */
    list: (clientId: string | null) => ['screens', 'list', clientId] as const,
  },
  videos: {
    all: ['videos'] as const,
    list: ['videos', 'list'] as const,
    detail: (id: string) => ['videos', 'detail', id] as const,
  },
  videoInfo: (url: string) => ['video-info', url] as const,
  payments: {
    all: ['payments'] as const,
    /** a Client's own, all of them (staff, null) or one client's (staff) */
    list: (clientId: string | null) => ['payments', 'list', clientId] as const,
    detail: (id: string) => ['payments', 'detail', id] as const,
  },
};
