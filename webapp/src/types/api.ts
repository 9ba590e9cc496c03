/** Resource shapes of docs/api.md shared by several features (camelCase JSON). */

export type Role = 'Client' | 'Supervisor' | 'Admin';
export const ROLES: readonly Role[] = ['Client', 'Supervisor', 'Admin'];

export interface User {
  id: string;
  name: string;
  phone: string;
  email: string;
  role: Role;
  status: boolean;
  createdAt: string | null;
  /** The language the user chose for every screen (PUT /api/auth/me/language); '' until then. */
  language: '' | 'en' | 'es';
}

export interface Licence {
  expired: boolean;
  trial: boolean;
  daysLeft: number;
  expireDate: string | null;
  /** GET /api/licence only: when the client's screens stop (the end plus the grace). */
  screensStopAt?: string | null;
  /** GET /api/licence only: days until the screens stop, from a week before the end; else null. */
  screensStopInDays?: number | null;
  graceDays?: number | null;
  /** GET /api/licence only: why the screens are suspended now; null while they play. */
  screensSuspended?: SuspendReason | null;
}

/** Why a client's screens show their slate instead of their playlist. */
export type SuspendReason = 'licenceEnded' | 'clientDeactivated' | 'ownerDeactivated';

export interface Client {
  id: string;
  businessName: string;
  contactName: string;
  phone: string;
  companyEmail: string;
  website: string;
  typeBusiness: string;
  packageCode: string;
  packageId: string;
  locationNumber: string;
  username: string;
  status: boolean;
  createdAt: string | null;
  updatedAt: string | null;
  expireDate: string | null;
  logoUrl: string;
  userId: string;
  /** The client's IANA time zone for its schedules ('UTC' when it has none). */
  timeZone?: string;
  /**
   * The client's licence state, in GET /api/clients' answer (the Licence of GET /api/licence).
   * Optional: the server does not send it yet; Manage Clients then tells only expired from not.
   */
  licence?: Licence | null;
}

export interface Package {
  id: string;
  packageCode: string;
  packageDescription: string;
  packagePrice: number;
  units: number;
  days: number;
  planId: string;
}

export interface Session {
  user: User;
  client: Client | null;
  licence: Licence | null;
  profileComplete: boolean;
}

export interface LoginResult extends Session {
  loginLogId: string;
}

/** POST /api/auth/login when a second step is due: a code ("verify") or setting it up ("enrol"). */
export interface SecondStepAnswer {
  secondStep: 'verify' | 'enrol';
}

/** GET /api/auth/two-factor: the signed-in person's two-factor sign-in. */
export interface TwoFactorState {
  enrolled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

/** POST /api/auth/two-factor/enrolment: the new secret, its otpauth link and its QR code (an SVG data URL). */
export interface Enrolment {
  secret: string;
  link: string;
  qrCode: string;
}

/** POST /api/auth/two-factor/enrolment/confirm: the ten recovery codes (shown once), and the session when it finished a sign-in. */
export interface Enrolled {
  recoveryCodes: string[];
  session: LoginResult | null;
}

/** Media (GET /api/medias; `?status=true` gives the active ones a playlist takes). */
export type AssetType = 'image' | 'video' | 'youtube';

export interface Media {
  id: string;
  name: string;
  description: string;
  assetType: AssetType;
  /** seconds */
  duration: number;
  status: boolean;
  fileUrl: string;
  youtubeUrl: string;
  thumbnailUrl: string;
  /** bytes */
  fileSize: number;
  createdAt: string | null;
  userId: string;
  userEmail: string;
}

/** GET /api/videos/info */
export interface VideoInfo {
  videoId: string;
  title: string;
  thumbnailUrl: string;
  durationSeconds: number;
  /** false: the server has no video-information service; the person types title and duration. */
  configured: boolean;
}

export interface Video {
  id: string;
  videoTitle: string;
  videoUrl: string;
  videoThumbnailUrl: string;
  videoStatus: boolean;
  clientId: string;
  createdAt: string | null;
}

export type LogoPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface PlaylistItem {
  mediaId: string;
  mediaUrl: string;
  duration: number;
  fileSize: number;
}

export interface Playlist {
  id: string;
  playlistName: string;
  clientId: string;
  userId: string;
  playlistMedias: PlaylistItem[];
  status: boolean;
  totalDuration: number;
  totalSize: number;
  createdAt: string | null;
  updatedAt: string | null;
  showLogo: boolean;
  logoPosition: LogoPosition | null;
  showBanner: boolean;
  bannerText: string;
  clientLogo: string;
}

export interface Payment {
  id: string;
  clientId: string;
  packageId: string;
  packageCode: string;
  /** USD */
  paymentAmount: number;
  units: number;
  expireDate: string | null;
  /** yyyy-mm-dd */
  paymentDate: string;
  /** one of PAYMENT_METHODS (features/payments/types.ts) */
  paymentMethod: string;
  paymentReference: string;
  status: boolean;
  providerStatus: string;
}

/** GET /api/config */
export interface PublicConfig {
  paypalClientId: string;
  paypalConfigured: boolean;
  youtubeConfigured: boolean;
  /** How often a TV asks for its manifest (seconds): a change reaches it within about that long. */
  playerPollSeconds: number;
}

/** GET /api/dashboard (a Client's own statistics). */
export interface DashboardStats {
  mediaByType: { image: number; video: number; youtube: number };
  newMediasThisMonth: number;
  newPlaylistsThisMonth: number;
  licence: Licence | null;
  firstRun: FirstRun;
}

/** The first-run checklist on the dashboard: each step done or not. */
export interface FirstRun {
  profile: boolean;
  logo: boolean;
  media: boolean;
  playlist: boolean;
  screen: boolean;
}

/** A TV screen of a client (GET /api/screens → `{items, nextCursor}`). */
/** The server's reading of a screen's player: never asked, asked lately (5 minutes), or not. */
export type ScreenStatus = 'waiting' | 'online' | 'offline';

/** What the portal can honestly say of a screen (docs/decisions.md, "Honest screen states"). */
export type ScreenState = 'waiting' | 'online' | 'playingFromCopies' | 'offline' | 'suspended';

export interface Screen {
  id: string;
  name: string;
  playlistId: string | null;
  status: ScreenStatus;
  lastSeenAt: string | null;
  createdAt: string | null;
  state?: ScreenState;
  /** Since when it plays from its copies or is offline: when it was last heard of. */
  stateSince?: string | null;
  /** What its player last said it shows; `name` is '' for a media not of its playlist. */
  nowPlaying?: { mediaId: string; name: string; kind: string; since: string } | null;
  /** The files its player keeps of those its manifest names, and their bytes. */
  copies?: { kept: number; total: number; bytes: number } | null;
  /** Its last time without the server, as it told when back. */
  lastOutage?: { since: string; seconds: number } | null;
  manifestVersion?: string | null;
  /** Media its TV could not play within the last hour, the most recent first. */
  skips?: ScreenSkip[];
  /** The screen's own IANA time zone for its schedule ('' = its client's). */
  timeZone?: string;
}

/** A media a screen's TV could not play lately: how often since it started, and when last. */
export interface ScreenSkip {
  mediaId: string;
  name: string;
  reason: string;
  count: number;
  lastAt: string;
}

export interface ScreenPage {
  items: Screen[];
  /** How many screens the client's package allows (its TVs); in trial, the trial's number. */
  limit: number;
  nextCursor: string | null;
  /** True while the trial (no payment yet) is what limits the client: paying raises it. */
  trial?: boolean;
}

/** A client's named group of its screens (a screen may be in several). */
export interface ScreenGroup {
  id: string;
  name: string;
  /** The client's screens in the group, in the order chosen (none is fine). */
  screenIds: string[];
  createdAt: string | null;
}

export interface ScreenGroupPage {
  items: ScreenGroup[];
  nextCursor: string | null;
}

/** POST /api/player/pairings (no session): a 6-character code shown on the TV for 10 minutes. */
export interface PairingTicket {
  code: string;
  pollToken: string;
  expiresAt: string;
}

/** GET /api/player/pairings/{code}: the device token is handed over once. */
export type PairingState = { status: 'waiting' } | { status: 'paired'; screenId: string; deviceToken: string };

/** One item a TV plays (GET /api/player/manifest). */
export interface ManifestItem {
  mediaId: string;
  assetType: AssetType;
  url: string;
  youtubeId: string | null;
  /** seconds */
  duration: number;
  fileSize: number;
}

/** What a TV plays: the playlist with its overlays (the preview builds one from a Playlist). */
export interface PlayerPlaylist {
  id: string;
  playlistName: string;
  items: ManifestItem[];
  showLogo: boolean;
  logoPosition: LogoPosition | null;
  /** null when the client has no logo. */
  logoUrl: string | null;
  showBanner: boolean;
  bannerText: string;
}

/** GET /api/player/manifest (device token): the screen and its playlist, null when none is set. */
export interface Manifest {
  screen: { id: string; name: string };
  playlist: PlayerPlaylist | null;
  /** What the TV does (absent from manifests cached before it existed: play). */
  mode?: 'play' | 'standby' | 'suspended';
  reason?: SuspendReason | null;
  /** A suspended screen's slate: the client's logo and a sentence (translated by its key). */
  slate?: { logoUrl: string | null; messageKey: SuspendReason; message: string } | null;
  /** An emergency message shown over everything until its end (absent from manifests cached before it existed). */
  emergency?: ManifestEmergency | null;
  /** What plays when, followed by the TV's own clock; null: no schedule entry reaches the screen (absent from older cached manifests). */
  schedule?: ManifestSchedule | null;
}

/** A slice of a screen's schedule: from `startsAt` to `endsAt` (end excluded) the scheduled playlist `playlistId`, or the manifest's own `playlist` when null. */
export interface ManifestSlice {
  startsAt: string;
  endsAt: string;
  entryId: string | null;
  playlistId: string | null;
  /** When the TV changes to it: at the end of the current item, or at once. */
  switch: 'itemEnd' | 'now';
}

/** The manifest's schedule: contiguous slices until `until` and the scheduled playlists they play. */
export interface ManifestSchedule {
  timeZone: string;
  until: string;
  slices: ManifestSlice[];
  playlists: PlayerPlaylist[];
}

/** An emergency message as a screen shows it (the manifest's `emergency`). */
export interface ManifestEmergency {
  id: string;
  text: string;
  /** #rrggbb */
  colour: string;
  imageUrl: string | null;
  endsAt: string;
}

/** GET /api/emergencies: a message sent to screens, with how many of them show it now. */
export interface EmergencyView {
  id: string;
  text: string;
  colour: string;
  imageUrl: string | null;
  /** null: staff sent it to every client's screens. */
  clientId: string | null;
  clientName: string;
  sentBy: string;
  startsAt: string;
  endsAt: string;
  cancelledAt: string | null;
  active: boolean;
  /** How many screens it targets now, and how many of them reported that they show it. */
  screens: number;
  showing: number;
  /** The client's screen group it targets (null: all the client's screens). */
  groupId?: string | null;
  groupName?: string | null;
}

export interface EmergencyPage {
  items: EmergencyView[];
  nextCursor: string | null;
}

/** The audit log's actions (GET /api/user-logs?action=): every action the server writes. */
export { AUDIT_ACTIONS } from '@/lib/spec-rules.gen';

/** An audit-log entry (GET /api/user-logs, staff), newest first. */
export interface UserLog {
  id: string;
  userId: string;
  action: string;
  loginTime: string | null;
  logoutTime: string | null;
  /** seconds */
  sessionDuration: number | null;
  actionDateTime: string;
  note: string;
  clientType: string;
  userStatus: string;
  locationStatus: string | null;
  location: { latitude: number; longitude: number; accuracy: number } | null;
  locationError: string;
  loginSessionId: string;
}
