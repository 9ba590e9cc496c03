"""Thin controllers, one module per feature."""

from __future__ import annotations

from litestar.types import ControllerRouterHandler
from signage_http.routes.auth import AuthController
from signage_http.routes.config import public_config
from signage_http.routes.files import serve_file


def api_routes() -> list[ControllerRouterHandler]:
    """Every API route, plus the stored-file route."""
    return [AuthController, public_config, serve_file]
