"""A manifest's files, at the links it hands the player:
`GET /api/player/files/{screenId}/{path}?expires=&signature=`. No session and no cookie: the
link is the proof, checked with its screen on every fetch (`usecases.screens.player_files`)."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, get
from litestar.params import FromPath
from litestar.response import Stream
from signage_http.openapi.descriptions import PlayerFileOperation
from signage_http.request_path.answers import refuses
from signage_http.routes.files import FILE_HEADERS
from signage_http.routes.spa import NO_COOKIES
from signage_http.wiring.injected import Injected

from signage_core import errors as domain
from signage_core.ports.blob_storage import OCTET_STREAM
from signage_core.usecases.screens.player_files import OpenPlayerFile


class PlayerFilesController(Controller):
    tags = ("player",)
    opt = NO_COOKIES

    @get(
        "/{screen_id:str}/{path:path}",
        sync_to_thread=True,
        operation_class=PlayerFileOperation,
        opt=refuses(domain.Forbidden),
    )
    def read(
        self,
        screen_id: FromPath[str],
        path: FromPath[str],
        request: Request[Any, Any, Any],
        open_player_file: Injected[OpenPlayerFile],
    ) -> Stream:
        """The file with its content type; 403 for a bad or expired link or a deleted screen,
        404 for a file gone."""
        opened = open_player_file(screen_id, path.lstrip("/"), dict(request.query_params))
        meta = opened.metadata
        headers = {**FILE_HEADERS, "Content-Length": str(meta.size)}
        return Stream(opened.chunks, media_type=meta.content_type or OCTET_STREAM, headers=headers)
