"""Thin controllers, one module per feature."""

from __future__ import annotations

from litestar.types import ControllerRouterHandler
from signage_http.routes.audit import user_logs
from signage_http.routes.auth import AuthController
from signage_http.routes.catalogue import business_types, packages
from signage_http.routes.clients import ClientsController
from signage_http.routes.config import public_config
from signage_http.routes.dashboard import dashboard, licence
from signage_http.routes.files import serve_file
from signage_http.routes.logos import upload_logo
from signage_http.routes.medias import MEDIA_ROUTES
from signage_http.routes.payments import PaymentsController
from signage_http.routes.playlists import PlaylistsController
from signage_http.routes.subscriptions import complete_subscription_route, paypal_webhook
from signage_http.routes.users import UsersController
from signage_http.routes.videos import VideosController


def api_routes() -> list[ControllerRouterHandler]:
    """Every API route, plus the stored-file route."""
    return [
        AuthController,
        UsersController,
        ClientsController,
        upload_logo,
        business_types,
        packages,
        *MEDIA_ROUTES,
        VideosController,
        PlaylistsController,
        PaymentsController,
        complete_subscription_route,
        paypal_webhook,
        dashboard,
        licence,
        user_logs,
        public_config,
        serve_file,
    ]
