"""Use cases: one class per operation, ports injected in the constructor, one `__call__`.

Every use case that acts for a signed-in user takes the caller as its first argument, an
`Actor`, and enforces role and ownership itself: another tenant's object raises NotFound,
a role that may not act raises Forbidden. Form input is the raw form (a Mapping keyed by the
camelCase field names of docs/api.md), validated with spec §5's rules. The composition root
(`signage_http.wiring.container.Container`) wires them all, one provider each under the name given
in brackets; `signage_http.wiring.portal.Portal` gives them to library users.

- accounts.auth: Register [register], Login [login] → LoginResult (signed_in) | PendingSignIn
- accounts.second_factor: CompleteSignIn [complete_sign_in] → LoginResult (a pending sign-in's
  second step: an authenticator code or a recovery code; `enrolled` after an enrolment)
- accounts.two_factor: TwoFactorGate (which second step a sign-in needs), GetTwoFactorState
  [get_two_factor_state]; accounts.two_factor_enrol: StartEnrolment [start_enrolment] → Enrolment,
  ConfirmEnrolment [confirm_enrolment] → the recovery codes, ResetTwoFactor [reset_two_factor]
- accounts.opening: CreateAccount, CreateFirstAdmin (operator accounts and the first Admin, built
  by the composition root from the identity and users ports; not in `UseCases`)
- accounts.session: CurrentSession [current_session] → SessionView, Logout [logout]
- accounts.passwords: RequestPasswordReset [request_password_reset],
  ConfirmPasswordReset [confirm_password_reset], ChangePassword [change_password]
- accounts.preferences: ChooseLanguage [choose_language] (the user's language, one of LANGUAGES)
- accounts.users: ListUsers [list_users], GetUser [get_user], UpdateUser [update_user]
- accounts.user_admin: CreateUser [create_user], SetUserStatus [set_user_status],
  DeleteUser [delete_user], SendUserPasswordReset [send_user_password_reset]
- shared.audit: ListUserLogs [list_user_logs]; AuditTrail writes staff actions
- clients.clients: ListClients [list_clients], GetClient [get_client], CreateClient [create_client]
- clients.client_edit: UpdateClient [update_client] (a paying Client's package changes by payment)
- clients.client_admin: SetClientStatus [set_client_status], DeactivateClient [deactivate_client],
  DeleteClient [delete_client] → DeletedClient
- clients.client_logo: UploadClientLogo [upload_client_logo]
- billing.catalogue: ListBusinessTypes [list_business_types], ListPackages [list_packages]
- billing.licence: GetLicence [get_licence]; LicenceGate guards media, video and playlist writes
- content.media: ListMedia [list_media], GetMedia [get_media], EditMedia [edit_media],
  SetMediaStatus [set_media_status], DeleteMedia [delete_media]
- content.media_upload: AddMedia [add_media] (files as `Upload`, progress by UploadStage)
- content.videos: ListVideos [list_videos], GetVideo [get_video], AddVideo [add_video],
  EditVideo [edit_video], SetVideoStatus [set_video_status],
  LookupVideoInfo [lookup_video_info] → VideoLookup
- content.playlists: ListPlaylists [list_playlists], GetPlaylist [get_playlist],
  CreatePlaylist [create_playlist], UpdatePlaylist [update_playlist],
  DeletePlaylist [delete_playlist], SetPlaylistStatus [set_playlist_status]
- billing.payments: ListPayments [list_payments], GetPayment [get_payment],
  RecordPayment [record_payment], SetPaymentStatus [set_payment_status]
- billing.payment_edit: EditPayment [edit_payment]
- billing.renewals: renew_client, new_payment, record_renewal (shared with subscriptions)
- clients.dashboard: GetDashboard [get_dashboard] → Dashboard
- screens.screen_list: ListScreens [list_screens] → ScreenList (the screens and the package's limit)
- screens.screens: CreateScreen [create_screen], UpdateScreen [update_screen] (ScreenChanges),
  DeleteScreen [delete_screen] → ListedScreen
- screens.screen_admin: RenameAnyScreen [rename_any_screen], RevokeScreen [revoke_screen] (staff,
  any client's screen; UpdateScreen and DeleteScreen hand staff to them)
- screens.player: StartPairing [start_pairing] → StartedPairing, PollPairing [poll_pairing] →
  PairingPoll (the TV box's side, by its poll token)
- screens.manifest: GetManifest [get_manifest] → Manifest (by the box's device token)
- screens.reports: ReceiveReport [receive_report] → bool (what the box shows, by its device token)
- screens.emergencies: SendEmergency [send_emergency], CancelEmergency [cancel_emergency] →
  EmergencyStatus; screens.emergency_list: ListEmergencies [list_emergencies] (a Client's own
  emergency messages, staff any client's or every client's)
- accounts.actors: IdentifyActor [identify_actor] → Actor | None; end_sessions (a new session stamp)
- shared.throttle: Throttle, SignInThrottle, SignInLimits (the limits `Login` applies, per device
  of the account for a browser it signed in from before)
- accounts.reset_mails: ResetMailThrottle (the mails `RequestPasswordReset` may send, per requester)
  accounts.second_factor_throttle: SecondFactorThrottle (wrong two-factor codes)
- files.stored_files: OpenStoredFile [open_stored_file] → LinkedObject, BrowserLinks
  [browser_links] (a stored file link → the short one an API answer carries)
- shared.service_status: GetServiceStatus [get_service_status] → ServiceStatus
- billing.subscriptions: CompleteSubscription [complete_subscription],
  HandlePayPalWebhook [handle_paypal_webhook]
"""

from signage_core.usecases.files.uploads import Upload

__all__ = ["Upload"]
