"""The URL table: one controller per resource, mounted at its prefix.

| prefix               | controller                | resource                              |
|----------------------|---------------------------|---------------------------------------|
| /api/auth            | AuthController            | registration, sign-in, passwords      |
| /api/auth/two-factor | TwoFactorController       | two-factor sign-in and enrolment      |
| /api/users           | UsersController           | user accounts (staff)                 |
| /api/clients         | ClientsController         | client profiles and their logos       |
| /api/businesses      | BusinessesController      | business types                        |
| /api/packages        | PackagesController        | the package catalogue                 |
| /api/medias          | MediasController          | the media library and its uploads     |
| /api/videos          | VideosController          | videos and YouTube information        |
| /api/playlists       | PlaylistsController       | playlists                             |
| /api/screens         | ScreensController         | a client's screens (TV boxes)         |
| /api/screen-groups   | ScreenGroupsController    | a client's named groups of screens    |
| /api/emergencies     | EmergenciesController     | emergency messages on the screens     |
| /api/schedules       | SchedulesController       | a client's weekly schedule            |
| /api/player/pairings | PlayerPairingsController  | a TV box's pairing code, as it polls  |
| /api/player/manifest | PlayerManifestController  | what a paired TV box plays            |
| /api/player/report   | PlayerReportController    | what a paired TV box shows           |
| /api/player/files    | PlayerFilesController     | the files a manifest links to         |
| /api/player/plays    | PlayerPlaysController     | the plays a TV box recorded           |
| /api/plays           | PlaysController           | a client's Plays report (and CSV)     |
| /api/payments        | PaymentsController        | payments                              |
| /api/subscriptions   | SubscriptionsController   | online subscriptions                  |
| /api/paypal/webhook  | PayPalWebhookController   | the payment provider's events         |
| /api/dashboard       | DashboardController       | the dashboard home                    |
| /api/licence         | LicenceController         | a client's licence                    |
| /api/user-logs       | UserLogsController        | the audit log (staff)                 |
| /api/config          | ConfigController          | public configuration                  |
| /files               | FilesController           | stored files at their download links  |

`ROUTES` is that table as code; the web app's own routes (`/client/...`) are in `spa`.
"""

from __future__ import annotations

from collections.abc import Mapping

from litestar import Controller, Router
from litestar.di import Provide
from signage_http.routes.audit import UserLogsController
from signage_http.routes.auth import AuthController
from signage_http.routes.catalogue import BusinessesController, PackagesController
from signage_http.routes.clients import ClientsController
from signage_http.routes.config import ConfigController
from signage_http.routes.dashboard import DashboardController, LicenceController
from signage_http.routes.emergencies import EmergenciesController
from signage_http.routes.files import FilesController
from signage_http.routes.medias import MediasController
from signage_http.routes.payments import PaymentsController
from signage_http.routes.player import PlayerManifestController, PlayerPairingsController
from signage_http.routes.player_files import PlayerFilesController
from signage_http.routes.player_reports import PlayerReportController
from signage_http.routes.playlists import PlaylistsController
from signage_http.routes.plays import PlayerPlaysController, PlaysController
from signage_http.routes.schedules import SchedulesController
from signage_http.routes.screen_groups import ScreenGroupsController
from signage_http.routes.screens import ScreensController
from signage_http.routes.subscriptions import PayPalWebhookController, SubscriptionsController
from signage_http.routes.two_factor import TwoFactorController
from signage_http.routes.users import UsersController
from signage_http.routes.videos import VideosController
from signage_http.wiring.dependencies import needed

ROUTES: tuple[tuple[str, type[Controller]], ...] = (
    ("/api/auth", AuthController),
    ("/api/auth/two-factor", TwoFactorController),
    ("/api/users", UsersController),
    ("/api/clients", ClientsController),
    ("/api/businesses", BusinessesController),
    ("/api/packages", PackagesController),
    ("/api/medias", MediasController),
    ("/api/videos", VideosController),
    ("/api/playlists", PlaylistsController),
    ("/api/screens", ScreensController),
    ("/api/screen-groups", ScreenGroupsController),
    ("/api/emergencies", EmergenciesController),
    ("/api/schedules", SchedulesController),
    ("/api/player/pairings", PlayerPairingsController),
    ("/api/player/manifest", PlayerManifestController),
    ("/api/player/report", PlayerReportController),
    ("/api/player/files", PlayerFilesController),
    ("/api/player/plays", PlayerPlaysController),
    ("/api/plays", PlaysController),
    ("/api/payments", PaymentsController),
    ("/api/subscriptions", SubscriptionsController),
    ("/api/paypal/webhook", PayPalWebhookController),
    ("/api/dashboard", DashboardController),
    ("/api/licence", LicenceController),
    ("/api/user-logs", UserLogsController),
    ("/api/config", ConfigController),
    ("/files", FilesController),
)


def api_routes(provided: Mapping[str, Provide]) -> list[Router]:
    """Every API route, plus the stored-file route, each controller under its prefix with the
    providers its handlers name (`wiring.dependencies.needed`)."""
    return [
        Router(
            path=prefix, route_handlers=[controller], dependencies=needed([controller], provided)
        )
        for prefix, controller in ROUTES
    ]
