"""The TV box's routes: no session and no CSRF (so no cookie in any answer), its Bearer
token is its credential."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, Response, get, post
from litestar.datastructures import ResponseHeader
from litestar.params import FromPath, HeaderParameter
from signage_http.auth.device_auth import Authorization, bearer_token
from signage_http.request_path.answers import NOT_MODIFIED, THROTTLED, refuses
from signage_http.request_path.loop_reads import ON_LOOP
from signage_http.routes.auth import client_address
from signage_http.routes.spa import NO_COOKIES
from signage_http.schemas.manifest import ManifestView
from signage_http.schemas.screens import PairingPollView, PairingView
from signage_http.wiring.injected import Injected
from signage_http.wiring.settings import Settings

from signage_core import errors as domain
from signage_core.usecases.screens.manifest import GetManifest
from signage_core.usecases.screens.player import PollPairing, StartPairing

IfNoneMatch = Annotated[
    str | None,
    HeaderParameter(name="If-None-Match", required=False, description="A manifest's ETag."),
]
ETAG = ResponseHeader(name="ETag", documentation_only=True, description="The manifest's version.")
POLL_INTERVAL = ResponseHeader(
    name="X-Poll-Interval",
    documentation_only=True,
    description="Seconds until the player asks again (SIGNAGE_PLAYER_POLL_SECONDS).",
)


class PlayerPairingsController(Controller):
    tags = ("player",)
    opt = NO_COOKIES

    @post(
        "/",
        status_code=201,
        sync_to_thread=True,
        opt=refuses(domain.ExternalServiceFailed, THROTTLED, domain.BackendUnavailable),
    )
    def start(
        self, request: Request[Any, Any, Any], start_pairing: Injected[StartPairing]
    ) -> PairingView:
        """A code for the box to show (8 characters, 10 minutes, single use) and the secret
        it polls that code with; 429 for an address asking too often."""
        return PairingView.of(start_pairing(client_address(request)))

    @get("/{code:str}", sync_to_thread=True, opt=refuses(domain.BackendUnavailable))
    def poll(
        self,
        code: FromPath[str],
        poll_pairing: Injected[PollPairing],
        authorization: Authorization = None,
    ) -> PairingPollView:
        """`waiting`, then once `paired` with the screen and its device token; any later
        poll, a wrong poll token, an unknown or an expired code: 404."""
        return PairingPollView.of(poll_pairing(code, bearer_token(authorization)))


class PlayerManifestController(Controller):
    tags = ("player",)
    opt = NO_COOKIES

    @get(
        "/",
        sync_to_thread=True,
        response_headers=[ETAG, POLL_INTERVAL],
        opt=refuses(domain.DeviceNotPaired, NOT_MODIFIED, domain.BackendUnavailable) | ON_LOOP,
    )  # only reads: the sighting is noted, the heartbeat writer writes it
    def manifest(
        self,
        get_manifest: Injected[GetManifest],
        settings: Injected[Settings],
        authorization: Authorization = None,
        if_none_match: IfNoneMatch = None,
    ) -> Response[ManifestView]:
        """What the screen plays, its links open without a session; 304 while unchanged;
        either says when to ask again."""
        found = get_manifest(bearer_token(authorization))
        etag = f'"{found.version}"'
        headers = {"ETag": etag, "Cache-Control": "no-cache", **poll_interval(settings)}
        if if_none_match is not None and etag in _etags(if_none_match):
            return Response(None, status_code=304, headers=headers)  # type: ignore[arg-type]
        return Response(ManifestView.of(found), headers=headers)


def poll_interval(settings: Settings) -> dict[str, str]:
    return {"X-Poll-Interval": str(settings.player_poll_seconds)}


def _etags(header: str) -> set[str]:
    return {tag.strip().removeprefix("W/") for tag in header.split(",")}
