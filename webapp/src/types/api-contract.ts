/**
 * The app's resource types (./api.ts) checked against the server's OpenAPI types
 * (lib/api-types.gen.ts) at compile time: a field the server renames, drops, adds or retypes
 * fails `tsc`. The forms' zod outputs are checked where they are sent, with `satisfies
 * RequestBody<…>`. Types only: nothing here reaches the bundle.
 *
 * The OpenAPI says `string` where the app names the values (a role, a media type), so both
 * sides are compared with literal types widened to their primitives. It marks a field with a
 * default as optional, yet the server sends every field of its answers (no answer in this list
 * omits defaults), so the server's side is read with every field present.
 */
import type { components } from '@/lib/api-types.gen';

import type * as A from './api';

type Schemas = components['schemas'];

type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? Widen<Item>[]
        : T extends object
          ? { [K in keyof T]: Widen<T[K]> }
          : T;

/** An answer as sent: every field present, at every depth. */
type Sent<T> = T extends readonly (infer Item)[] ? Sent<Item>[] : T extends object ? { [K in keyof T]-?: Sent<T[K]> } : T;

/** What the server sends satisfies what the app reads (the app may leave fields out). */
type Reads<Mine, Server> = [Widen<Sent<Server>>] extends [Widen<Mine>] ? true : false;
/** …and the app names exactly the fields the server sends. */
export type Matches<Mine, Server> =
  Reads<Mine, Server> extends true
    ? [Exclude<keyof Mine, keyof Server> | Exclude<keyof Server, keyof Mine>] extends [never]
      ? true
      : false
    : false;
/** A request body the server takes: the api modules send `values satisfies RequestBody<…>`. */
export type RequestBody<Name extends keyof Schemas> = Schemas[Name];

export type Assert<Check extends true> = Check;

export type ResourceContract = [
  Assert<Matches<A.User, Schemas['UserView']>>,
  Assert<Matches<A.Licence, Schemas['ClientLicenceView']>>,
  Assert<Reads<A.Licence, Schemas['LicenceView']>>,
  Assert<Matches<A.Client, Schemas['ListedClientView']>>,
  Assert<Reads<A.Client, Schemas['ClientView']>>,
  Assert<Matches<A.Package, Schemas['PackageView']>>,
  Assert<Matches<A.Session, Schemas['SessionAnswer']>>,
  Assert<Matches<A.LoginResult, Schemas['LoginAnswer']>>,
  Assert<Matches<A.SecondStepAnswer, Schemas['SecondStepAnswer']>>,
  Assert<Matches<A.TwoFactorState, Schemas['TwoFactorAnswer']>>,
  Assert<Matches<A.Enrolment, Schemas['EnrolmentAnswer']>>,
  Assert<Matches<A.Enrolled, Schemas['EnrolledAnswer']>>,
  Assert<Matches<A.Media, Schemas['MediaView']>>,
  Assert<Matches<A.VideoInfo, Schemas['VideoInfoView']>>,
  Assert<Matches<A.Video, Schemas['VideoView']>>,
  Assert<Matches<A.PlaylistItem, Schemas['PlaylistItemView']>>,
  Assert<Matches<A.Playlist, Schemas['PlaylistView']>>,
  Assert<Matches<A.Payment, Schemas['PaymentView']>>,
  Assert<Matches<A.PublicConfig, Schemas['PublicConfig']>>,
  Assert<Matches<A.DashboardStats, Schemas['DashboardView']>>,
  Assert<Matches<A.Screen, Schemas['ScreenView']>>,
  Assert<Matches<A.ScreenPage, Schemas['ScreenPage']>>,
  Assert<Matches<A.ScreenGroup, Schemas['GroupView']>>,
  Assert<Matches<A.ScreenGroupPage, Schemas['GroupPage']>>,
  Assert<Matches<A.PairingTicket, Schemas['PairingView']>>,
  Assert<Matches<A.ManifestItem, Schemas['ManifestItemView']>>,
  Assert<Matches<A.PlayerPlaylist, Schemas['ManifestPlaylistView']>>,
  Assert<Matches<A.Manifest, Schemas['ManifestView']>>,
  Assert<Matches<A.UserLog, Schemas['UserLogView']>>,
  Assert<Matches<A.ManifestEmergency, Schemas['ManifestEmergencyView']>>,
  Assert<Matches<A.ManifestSlice, Schemas['ManifestSliceView']>>,
  Assert<Matches<A.ManifestSchedule, Schemas['ScheduleManifest']>>,
  Assert<Matches<A.EmergencyView, Schemas['EmergencyView']>>,
  Assert<Matches<A.EmergencyPage, Schemas['EmergencyPage']>>,
];
