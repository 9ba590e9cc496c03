"""A client's screens: pairing TV boxes by their code, naming them, giving each a playlist."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, delete, get, patch, post
from litestar.params import FromPath, JSONBody, QueryParameter
from signage_http.request_path.answers import CLIENT_FEATURE, CONTENT_WRITE, THROTTLED, refuses
from signage_http.request_path.loop_reads import ON_LOOP
from signage_http.routes.auth import client_address
from signage_http.schemas.screens import (
    CreateScreenBody,
    ScreenPage,
    ScreenView,
    UpdateScreenBody,
)
from signage_http.wiring.injected import Injected, Me

from signage_core import errors as domain
from signage_core.usecases.screens.screen_list import ListScreens
from signage_core.usecases.screens.screens import CreateScreen, DeleteScreen, UpdateScreen

WRITE = (*CONTENT_WRITE, domain.ExternalServiceFailed)


class ScreensController(Controller):
    tags = ("screens",)

    @get(
        "/",
        sync_to_thread=True,
        opt=refuses(*CLIENT_FEATURE, domain.NotFound, domain.ValidationFailed) | ON_LOOP,
    )
    def index(
        self,
        actor: Me,
        list_screens: Injected[ListScreens],
        client_id: Annotated[str | None, QueryParameter(name="clientId")] = None,
    ) -> ScreenPage:
        """A Client's own screens, oldest first, and `limit`, how many its package allows
        (its TVs; in trial at most SIGNAGE_TRIAL_SCREENS, `trial` true when that is what
        limits it); staff name the client with `?clientId=`."""
        found = list_screens(actor, client_id or None)
        items = [ScreenView.of(listed) for listed in found.items]
        return ScreenPage(items=items, limit=found.limit, trial=found.trial)

    @post(
        "/",
        status_code=201,
        sync_to_thread=True,
        opt=refuses(*WRITE, domain.ScreenLimitReached, THROTTLED),
    )
    def create(
        self,
        request: Request[Any, Any, Any],
        actor: Me,
        data: JSONBody[CreateScreenBody],
        create_screen: Injected[CreateScreen],
    ) -> ScreenView:
        """Pair the box showing `pairingCode` (used up); 409 `screen_limit` at the package's
        number of TVs; 429 after too many wrong codes from the client or its address."""
        address = client_address(request)
        listed = create_screen(
            actor, data.name, data.pairing_code, data.playlist_id or "", address=address
        )
        return ScreenView.of(listed)

    @patch("/{screen_id:str}", sync_to_thread=True, opt=refuses(*WRITE))
    def edit(
        self,
        actor: Me,
        screen_id: FromPath[str],
        data: JSONBody[UpdateScreenBody],
        update_screen: Injected[UpdateScreen],
    ) -> ScreenView:
        """Only what is sent changes; `playlistId: null` unassigns the playlist. Staff rename
        any client's screen (logged RenameScreen); a `playlistId` from staff is 403."""
        return ScreenView.of(update_screen(actor, screen_id, data.changes()))

    @delete("/{screen_id:str}", status_code=204, sync_to_thread=True, opt=refuses(*WRITE))
    def remove(
        self, actor: Me, screen_id: FromPath[str], delete_screen: Injected[DeleteScreen]
    ) -> None:
        """The screen's player is refused (401) from its next call; staff revoke any client's
        screen (logged RevokeScreen)."""
        delete_screen(actor, screen_id)
