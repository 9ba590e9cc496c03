"""The composition root's wiring: one provider per use case, over one backend.

`Container(backend=..., services=..., reset_base_url=...)` builds nothing until a use case is
asked for; each provider is a singleton. Litestar receives every use case through
`Provide(...)` under its attribute name here (see `signage_http.wiring.dependencies`), so a
handler's parameter `list_media: ListMedia` is `Container.list_media`.
"""

from __future__ import annotations

from datetime import timedelta

from dependency_injector import containers, providers
from signage_adapters.pillow_thumbnails import PillowThumbnailer
from signage_adapters.totp import PyotpPasswords

from signage_core.entities.two_factor import StaffTwoFactor
from signage_core.limits import SCHEDULE_HORIZON_HOURS
from signage_core.ports.backend import Backend, ExternalServices
from signage_core.rules.player_links import PlayerLinks
from signage_core.rules.report_writes import ReportWrites
from signage_core.rules.screen_licence import ScreenPolicy
from signage_core.rules.sightings import Sightings
from signage_core.usecases.accounts import (
    actors,
    auth,
    opening,
    passwords,
    preferences,
    second_factor,
    session,
    signed_in,
    two_factor,
    two_factor_enrol,
    user_admin,
    users,
)
from signage_core.usecases.billing import (
    catalogue,
    licence,
    payment_edit,
    payments,
    reference_data,
)
from signage_core.usecases.billing.subscriptions import CompleteSubscription, HandlePayPalWebhook
from signage_core.usecases.clients import (
    client_admin,
    client_edit,
    client_logo,
    clients,
    dashboard,
)
from signage_core.usecases.content import (
    media,
    media_upload,
    media_usage,
    playlists,
    videos,
)
from signage_core.usecases.files import (
    leftovers,
    stored_files,
)
from signage_core.usecases.screens import (
    emergencies,
    emergency_list,
    groups,
    heartbeats,
    manifest,
    player,
    player_files,
    plays_record,
    plays_report,
    reports,
    schedule_week,
    schedules,
    screen_admin,
    screen_list,
    screens,
)
from signage_core.usecases.shared import (
    audit,
    service_status,
)
from signage_core.usecases.shared.throttle import SIGN_IN_LIMITS, SignInLimits


class Container(containers.DeclarativeContainer):
    backend: providers.Dependency[Backend] = providers.Dependency()
    services: providers.Dependency[ExternalServices] = providers.Dependency()
    reset_base_url: providers.Dependency[str] = providers.Dependency(instance_of=str)
    sign_in_limits: providers.Dependency[SignInLimits] = providers.Dependency(
        instance_of=SignInLimits, default=SIGN_IN_LIMITS
    )
    staff_two_factor: providers.Dependency[StaffTwoFactor] = providers.Dependency(
        instance_of=StaffTwoFactor, default=StaffTwoFactor.OFFERED
    )
    player_links: providers.Dependency[PlayerLinks] = providers.Dependency(instance_of=PlayerLinks)
    screen_policy: providers.Dependency[ScreenPolicy] = providers.Dependency(
        instance_of=ScreenPolicy, default=ScreenPolicy()
    )
    emergency_cap: providers.Dependency[timedelta] = providers.Dependency(
        instance_of=timedelta, default=timedelta(hours=24)
    )
    schedule_horizon_hours: providers.Dependency[int] = providers.Dependency(
        instance_of=int, default=SCHEDULE_HORIZON_HOURS
    )

    # The ports, as the backend and the configured services provide them.
    _documents = backend.provided.documents
    _users = _documents.users
    _clients = _documents.clients
    _payments = _documents.payments
    _catalogue = _documents.catalogue
    _videos = _documents.videos
    _medias = _documents.medias
    _playlists = _documents.playlists
    _screens = _documents.screens
    _screen_groups = _documents.screen_groups
    _schedules = _documents.schedules
    _pairings = _documents.pairings
    _user_logs = _documents.user_logs
    _attempts = _documents.attempts
    _stamps = _documents.session_stamps
    _factors = _documents.second_factors
    _heartbeats = _documents.heartbeats
    _screen_reports = _documents.screen_reports
    _report_writes = providers.Singleton(ReportWrites)  # which reports are kept (once a minute)
    _plays = _documents.plays
    _emergencies = _documents.emergencies
    _sightings = providers.Singleton(Sightings)  # noted by the polls, written by a writer
    _blobs = backend.provided.blobs
    _identity = backend.provided.identity
    _clock = backend.provided.clock
    _mailer = services.provided.mailer
    _video_info = services.provided.video_info
    _payment_provider = services.provided.payment_provider
    _gate = providers.Singleton(licence.LicenceGate, _clients, _payments, _clock)
    _thumbnailer = providers.Singleton(PillowThumbnailer)  # the same on every backend
    _codes = providers.Singleton(PyotpPasswords)  # likewise
    _two_factor = providers.Singleton(two_factor.TwoFactorGate, _factors, staff_two_factor)
    _signed_in = providers.Singleton(signed_in.SignedIn, _clients, _payments, _stamps, _clock)

    # First start and the operator's own accounts
    seed_reference_data = providers.Singleton(reference_data.SeedReferenceData, _catalogue)
    create_account = providers.Singleton(opening.CreateAccount, _identity, _users, _clock)
    create_first_admin = providers.Singleton(opening.CreateFirstAdmin, _identity, _users, _clock)
    sweep_leftovers = providers.Singleton(
        leftovers.SweepLeftovers, _blobs, _documents.file_references, _clock
    )

    # Accounts and sessions
    identify_actor = providers.Singleton(actors.IdentifyActor, _users, _stamps)
    register = providers.Singleton(auth.Register, _identity, _users, _clock)
    login = providers.Singleton(
        auth.Login,
        _identity,
        _users,
        _clients,
        _payments,
        _user_logs,
        _attempts,
        _stamps,
        _clock,
        sign_in_limits=sign_in_limits,
        two_factor=_two_factor,
    )
    complete_sign_in = providers.Singleton(
        second_factor.CompleteSignIn,
        _users,
        _factors,
        _codes,
        _user_logs,
        _attempts,
        _signed_in,
        _clock,
        sign_in_limits=sign_in_limits,
    )
    logout = providers.Singleton(session.Logout, _user_logs, _clock)
    current_session = providers.Singleton(
        session.CurrentSession, _users, _clients, _payments, _clock
    )
    request_password_reset = providers.Singleton(
        passwords.RequestPasswordReset, _identity, _mailer, _attempts, _clock, reset_base_url
    )
    confirm_password_reset = providers.Singleton(passwords.ConfirmPasswordReset, _identity, _stamps)
    change_password = providers.Singleton(passwords.ChangePassword, _identity, _users, _stamps)
    choose_language = providers.Singleton(preferences.ChooseLanguage, _users)

    # Two-factor sign-in
    get_two_factor_state = providers.Singleton(
        two_factor.GetTwoFactorState, _factors, staff_two_factor
    )
    start_enrolment = providers.Singleton(
        two_factor_enrol.StartEnrolment, _identity, _users, _factors, _codes
    )
    confirm_enrolment = providers.Singleton(
        two_factor_enrol.ConfirmEnrolment, _users, _factors, _codes, _user_logs, _clock
    )
    reset_two_factor = providers.Singleton(
        two_factor_enrol.ResetTwoFactor, _users, _factors, _user_logs, _clock
    )

    # Users and the audit log (staff)
    list_users = providers.Singleton(users.ListUsers, _users)
    get_user = providers.Singleton(users.GetUser, _users)
    update_user = providers.Singleton(users.UpdateUser, _users, _user_logs, _stamps, _clock)
    create_user = providers.Singleton(user_admin.CreateUser, _identity, _users, _user_logs, _clock)
    set_user_status = providers.Singleton(
        user_admin.SetUserStatus, _identity, _users, _user_logs, _stamps, _clock
    )
    delete_user = providers.Singleton(
        user_admin.DeleteUser, _identity, _users, _user_logs, _stamps, _clock
    )
    send_user_password_reset = providers.Singleton(
        user_admin.SendUserPasswordReset, _users, request_password_reset
    )
    list_user_logs = providers.Singleton(audit.ListUserLogs, _user_logs)

    # Clients, their logos, the catalogue and the licence
    list_clients = providers.Singleton(
        clients.ListClients, _clients, providers.Singleton(licence.ClientLicence, _payments, _clock)
    )
    get_client = providers.Singleton(clients.GetClient, _clients)
    create_client = providers.Singleton(
        clients.CreateClient, _identity, _users, _clients, _catalogue, _user_logs, _clock
    )
    update_client = providers.Singleton(
        client_edit.UpdateClient, _clients, _catalogue, _payments, _clock
    )
    set_client_status = providers.Singleton(
        client_admin.SetClientStatus, _clients, _user_logs, _clock
    )
    deactivate_client = providers.Singleton(
        client_admin.DeactivateClient, _clients, _user_logs, _clock
    )
    delete_client = providers.Singleton(
        client_admin.DeleteClient,
        _clients, _user_logs, _clock, _screens, _blobs, _screen_groups, _schedules,
    )  # fmt: skip
    upload_client_logo = providers.Singleton(client_logo.UploadClientLogo, _clients, _blobs, _clock)
    list_business_types = providers.Singleton(catalogue.ListBusinessTypes, _catalogue)
    list_packages = providers.Singleton(catalogue.ListPackages, _catalogue)
    get_licence = providers.Singleton(
        licence.GetLicence, _clients, _payments, _clock, _users, screen_policy
    )

    # The media library, videos, playlists, the dashboard and stored files
    list_media = providers.Singleton(media.ListMedia, _medias)
    get_media = providers.Singleton(media.GetMedia, _medias)
    playlists_using_media = providers.Singleton(
        media_usage.PlaylistsUsingMedia, _medias, _clients, _playlists
    )
    add_media = providers.Singleton(
        media_upload.AddMedia, _medias, _blobs, _thumbnailer, _gate, _clock, _video_info
    )
    edit_media = providers.Singleton(media.EditMedia, _medias, _gate, _video_info)
    set_media_status = providers.Singleton(media.SetMediaStatus, _medias, _gate)
    delete_media = providers.Singleton(media.DeleteMedia, _medias, _blobs, _gate)
    list_videos = providers.Singleton(videos.ListVideos, _clients, _videos)
    get_video = providers.Singleton(videos.GetVideo, _clients, _videos)
    add_video = providers.Singleton(videos.AddVideo, _videos, _medias, _video_info, _gate, _clock)
    edit_video = providers.Singleton(videos.EditVideo, _videos, _medias, _gate, _video_info)
    set_video_status = providers.Singleton(videos.SetVideoStatus, _videos, _medias, _gate)
    lookup_video_info = providers.Singleton(videos.LookupVideoInfo, _video_info)
    list_playlists = providers.Singleton(playlists.ListPlaylists, _clients, _playlists)
    get_playlist = providers.Singleton(playlists.GetPlaylist, _clients, _playlists)
    create_playlist = providers.Singleton(
        playlists.CreatePlaylist, _medias, _playlists, _gate, _clock
    )
    update_playlist = providers.Singleton(
        playlists.UpdatePlaylist, _medias, _playlists, _gate, _clock
    )
    delete_playlist = providers.Singleton(playlists.DeletePlaylist, _playlists, _gate)
    set_playlist_status = providers.Singleton(playlists.SetPlaylistStatus, _playlists, _gate)
    get_dashboard = providers.Singleton(
        dashboard.GetDashboard, _clients, _medias, _playlists, _payments, _clock, _screens
    )
    open_stored_file = providers.Singleton(stored_files.OpenStoredFile, _blobs)
    browser_links = providers.Singleton(stored_files.BrowserLinks, _blobs, _clock)
    get_service_status = providers.Singleton(
        service_status.GetServiceStatus, _video_info, _payment_provider
    )

    # Screens and their players
    list_screens = providers.Singleton(
        screen_list.ListScreens,
        _clients,
        _catalogue,
        _screens,
        _clock,
        _heartbeats,
        _payments,
        screen_policy,
        providers.Factory(screen_list.PlayerSides, _screen_reports, _medias, _playlists, _users),
    )
    create_screen = providers.Singleton(
        screens.CreateScreen,
        _gate,
        _catalogue,
        _screens,
        _pairings,
        _playlists,
        _clock,
        _attempts,
        _payments,
        screen_policy,
    )
    rename_any_screen = providers.Singleton(
        screen_admin.RenameAnyScreen, _screens, _clients, _user_logs, _clock
    )
    revoke_screen = providers.Singleton(
        screen_admin.RevokeScreen, _screens, _clients, _user_logs, _clock
    )
    update_screen = providers.Singleton(
        screens.UpdateScreen, _gate, _screens, _playlists, _clock, rename_any_screen
    )
    delete_screen = providers.Singleton(screens.DeleteScreen, _gate, _screens, revoke_screen)
    list_screen_groups = providers.Singleton(groups.ListGroups, _clients, _screen_groups, _screens)
    create_screen_group = providers.Singleton(
        groups.CreateGroup, _gate, _screen_groups, _screens, _clock
    )
    update_screen_group = providers.Singleton(groups.UpdateGroup, _gate, _screen_groups, _screens)
    delete_screen_group = providers.Singleton(groups.DeleteGroup, _gate, _screen_groups)
    _entry_names = providers.Singleton(schedules.EntryNames, _screens, _screen_groups, _playlists)
    _entry_checks = providers.Singleton(schedules.EntryChecks, _screens, _screen_groups, _playlists)
    list_schedule = providers.Singleton(schedules.ListSchedule, _clients, _schedules, _entry_names)
    create_schedule_entry = providers.Singleton(
        schedules.CreateEntry, _gate, _schedules, _entry_checks, _entry_names, _clock
    )
    update_schedule_entry = providers.Singleton(
        schedules.UpdateEntry, _gate, _schedules, _entry_checks, _entry_names
    )
    delete_schedule_entry = providers.Singleton(schedules.DeleteEntry, _gate, _schedules)
    schedule_week = providers.Singleton(
        schedule_week.ScheduleWeek,
        _clients, _screens, _screen_groups, _schedules, _entry_names, _clock,
    )  # fmt: skip
    start_pairing = providers.Singleton(player.StartPairing, _pairings, _attempts, _clock)
    poll_pairing = providers.Singleton(player.PollPairing, _pairings, _screens, _clock)
    get_manifest = providers.Singleton(
        manifest.GetManifest,
        _screens,
        _playlists,
        _medias,
        _clients,
        _blobs,
        player_links,
        _clock,
        _sightings,
        _users,
        screen_policy,
        _documents.change_marks,
        _emergencies,
        _schedules,
        _screen_groups,
        schedule_horizon_hours,
    )
    receive_report = providers.Singleton(
        reports.ReceiveReport, get_manifest, _screen_reports, _clock, _sightings, _report_writes
    )
    _statuses = providers.Singleton(
        emergency_list.EmergencyStatuses, _clients, _screens, _screen_reports, _screen_groups
    )
    list_emergencies = providers.Singleton(
        emergency_list.ListEmergencies, _emergencies, _clients, _statuses, _clock
    )
    send_emergency = providers.Singleton(
        emergencies.SendEmergency,
        _emergencies, _clients, _statuses, _user_logs, _clock, _medias, _screen_groups,
        emergency_cap,
    )  # fmt: skip
    cancel_emergency = providers.Singleton(
        emergencies.CancelEmergency, _emergencies, _clients, _statuses, _user_logs, _clock
    )
    write_heartbeats = providers.Singleton(heartbeats.WriteHeartbeats, _sightings, _heartbeats)
    record_plays = providers.Singleton(plays_record.RecordPlays, _screens, _plays)
    report_plays = providers.Singleton(
        plays_report.ReportPlays, _clients, _screens, _medias, _plays
    )
    open_player_file = providers.Singleton(
        player_files.OpenPlayerFile, _screens, _blobs, player_links, _clock
    )

    # Payments and subscriptions
    list_payments = providers.Singleton(payments.ListPayments, _clients, _payments)
    get_payment = providers.Singleton(payments.GetPayment, _clients, _payments)
    record_payment = providers.Singleton(
        payments.RecordPayment, _clients, _payments, _catalogue, _clock
    )
    edit_payment = providers.Singleton(payment_edit.EditPayment, _clients, _payments, _catalogue)
    set_payment_status = providers.Singleton(payments.SetPaymentStatus, _clients, _payments)
    complete_subscription = providers.Singleton(
        CompleteSubscription, _clients, _catalogue, _payments, _payment_provider, _clock
    )
    handle_paypal_webhook = providers.Singleton(
        HandlePayPalWebhook, _clients, _catalogue, _payments, _payment_provider, _clock
    )
