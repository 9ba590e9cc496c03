/**
 * The one set of test fixtures: every resource of docs/api.md, with overrides. Feature tests and
 * the MSW handlers (./handlers.ts) build on these; features keep no fixtures of their own.
 */
import type {
  Client,
  Enrolment,
  Licence,
  Manifest,
  ManifestItem,
  Media,
  Package,
  Payment,
  PlayerPlaylist,
  Playlist,
  PublicConfig,
  Screen,
  Session,
  User,
  UserLog,
  Video,
  VideoInfo,
} from '@/types/api';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-client',
    name: 'Ana Lopez',
    phone: '5551234567',
    email: 'ana@example.com',
    role: 'Client',
    status: true,
    createdAt: '2026-01-05T10:00:00Z',
    language: '',
    ...overrides,
  };
}

export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 'c-1',
    businessName: 'Sunny Cafe',
    contactName: 'Ana Lopez',
    phone: '5551234567',
    companyEmail: 'info@sunny.example',
    website: 'https://sunny.example',
    typeBusiness: 'Restaurant',
    packageCode: 'BASIC',
    packageId: 'p-basic',
    locationNumber: '2',
    username: 'ana@example.com',
    status: true,
    createdAt: '2026-01-05T10:00:00Z',
    updatedAt: '2026-01-05T10:00:00Z',
    expireDate: '2026-12-31T00:00:00Z',
    logoUrl: '',
    userId: 'u-client',
    ...overrides,
  };
}

export function makeLicence(overrides: Partial<Licence> = {}): Licence {
  return { expired: false, trial: false, daysLeft: 30, expireDate: '2026-12-31T00:00:00Z', ...overrides };
}

export function makePackage(overrides: Partial<Package> = {}): Package {
  return {
    id: 'p-basic',
    packageCode: 'BASIC',
    packageDescription: 'Basic, 1 TV',
    packagePrice: 19.99,
    units: 1,
    days: 30,
    planId: 'P-BASIC',
    ...overrides,
  };
}

export const admin = makeUser({ id: 'u-admin', name: 'Alice Admin', email: 'admin@example.com', role: 'Admin' });
export const supervisor = makeUser({ id: 'u-super', name: 'Sam Supervisor', email: 'sam@example.com', role: 'Supervisor' });
export const clientUser = makeUser();

export function clientSession(overrides: Partial<Session> = {}): Session {
  return { user: clientUser, client: makeClient(), licence: makeLicence(), profileComplete: true, ...overrides };
}

export function staffSession(user: User = admin): Session {
  return { user, client: null, licence: null, profileComplete: true };
}

// Packages (GET /api/packages), deliberately not in price order.
export const BASIC: Package = makePackage();
export const PRO: Package = makePackage({ id: 'p-pro', packageCode: 'PRO', packageDescription: 'Pro, 3 TVs', packagePrice: 49.5, units: 3, days: 90, planId: 'P-PRO' });
export const FREE: Package = makePackage({ id: 'p-free', packageCode: 'FREE', packageDescription: 'Free trial', packagePrice: 0, units: 1, days: 7, planId: '' });

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'pay-1',
    clientId: 'c-1',
    packageId: 'p-basic',
    packageCode: 'BASIC',
    paymentAmount: 19.99,
    units: 1,
    expireDate: '2026-04-01T15:00:00Z',
    paymentDate: '2026-03-02',
    paymentMethod: 'PayPal',
    paymentReference: 'I-SUB123',
    status: true,
    providerStatus: 'ACTIVE',
    ...overrides,
  };
}

export function makeConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return { paypalClientId: 'paypal-client-1', paypalConfigured: true, youtubeConfigured: true, playerPollSeconds: 10, ...overrides };
}

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

// Active media the playlist builder offers (GET /api/medias?status=true).
export const MENU: Media = makeMedia({ description: '' });
export const PROMO: Media = makeMedia({ id: 'm-2', name: 'Promo', description: '', assetType: 'video', duration: 65, fileSize: 3 * 1024 * 1024, fileUrl: '/files/medias/2_promo.mp4', thumbnailUrl: '/t.jpg' });
export const CLIP: Media = makeMedia({ id: 'm-3', name: 'Clip', description: '', assetType: 'youtube', duration: 212, fileSize: 434176, fileUrl: '', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', thumbnailUrl: '/y.jpg' });

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

export const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
export const THUMBNAIL_URL = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';

export function makeVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: 'v-1',
    videoTitle: 'Never Gonna Give You Up',
    videoUrl: VIDEO_URL,
    videoThumbnailUrl: THUMBNAIL_URL,
    videoStatus: true,
    clientId: 'c-1',
    createdAt: '2026-02-01T10:00:00Z',
    ...overrides,
  };
}

export function makeVideoInfo(overrides: Partial<VideoInfo> = {}): VideoInfo {
  return {
    videoId: 'dQw4w9WgXcQ',
    title: 'Never Gonna Give You Up',
    thumbnailUrl: THUMBNAIL_URL,
    durationSeconds: 212,
    configured: true,
    ...overrides,
  };
}

export function makeUserLog(overrides: Partial<UserLog> = {}): UserLog {
  return {
    id: 'log-1',
    userId: 'u-client',
    action: 'UserLogin',
    loginTime: '2026-03-02T14:05:00Z',
    logoutTime: null,
    sessionDuration: null,
    actionDateTime: '2026-03-02T14:05:00Z',
    note: 'Signed in',
    clientType: 'web',
    userStatus: 'Active',
    locationStatus: 'granted',
    location: { latitude: 40.4, longitude: -3.7, accuracy: 20 },
    locationError: '',
    loginSessionId: 's-1',
    ...overrides,
  };
}

/** `count` items made by `make(index)` (paging tests: more than one page). */
export function many<T>(count: number, make: (index: number) => T): T[] {
  return Array.from({ length: count }, (_, index) => make(index));
}

/** A File of `size` bytes (the content is small; only `size` is reported larger). */
export function makeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'.repeat(Math.min(size, 2048))], name, { type });
  if (file.size !== size) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function makeScreen(overrides: Partial<Screen> = {}): Screen {
  return {
    id: 's-1',
    name: 'Front counter',
    playlistId: 'p-1',
    status: 'waiting',
    lastSeenAt: null,
    createdAt: '2026-02-01T10:00:00Z',
    ...overrides,
  };
}

export function makeManifestItem(overrides: Partial<ManifestItem> = {}): ManifestItem {
  return { mediaId: 'm-1', assetType: 'image', url: '/files/medias/1_menu.png', youtubeId: null, duration: 10, fileSize: 204800, ...overrides };
}

export function makePlayerPlaylist(overrides: Partial<PlayerPlaylist> = {}): PlayerPlaylist {
  return {
    id: 'p-1',
    playlistName: 'Morning',
    items: [
      makeManifestItem(),
      makeManifestItem({ mediaId: 'm-2', assetType: 'video', url: '/files/medias/2_promo.mp4', duration: 65, fileSize: 3145728 }),
    ],
    showLogo: false,
    logoPosition: null,
    logoUrl: '',
    showBanner: false,
    bannerText: '',
    ...overrides,
  };
}

/** GET /api/player/manifest: a screen and its playlist (null: nothing to play). */
export function makeManifest(playlist: PlayerPlaylist | null = makePlayerPlaylist()): Manifest {
  return { screen: { id: 's-1', name: 'Front counter' }, playlist };
}

/** Two-factor sign-in: what POST /api/auth/two-factor/enrolment answers, and ten recovery codes. */
export function makeEnrolment(overrides: Partial<Enrolment> = {}): Enrolment {
  return {
    secret: 'JBSWY3DPEHPK3PXP',
    link: 'otpauth://totp/Signage%20Client%20Portal:admin%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Signage%20Client%20Portal',
    qrCode: 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%27http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%27%2F%3E',
    ...overrides,
  };
}
export const RECOVERY_CODES = many(10, (index) => `abcd-efgh-ijkl-mno${index}`);
