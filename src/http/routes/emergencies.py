"""Emergency messages (issue 26): sent to a client's screens (or by staff to every
client's), listed with how many screens show them, cancelled."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, get, post
from litestar.params import FromPath, JSONBody, QueryParameter
from signage_http.request_path.answers import CLIENT_FEATURE, refuses
from signage_http.schemas.emergencies import EmergencyPage, EmergencyView, SendEmergencyBody
from signage_http.wiring.injected import Injected, Me

from signage_core import errors as domain
from signage_core.usecases.screens.emergencies import CancelEmergency, SendEmergency
from signage_core.usecases.screens.emergency_list import ListEmergencies

WRITE = (*CLIENT_FEATURE, domain.NotFound, domain.ValidationFailed, domain.ExternalServiceFailed)


class EmergenciesController(Controller):
    tags = ("emergencies",)

    @get("/", sync_to_thread=True, opt=refuses(*CLIENT_FEATURE, domain.NotFound))
    def index(
        self,
        actor: Me,
        list_emergencies: Injected[ListEmergencies],
        client_id: Annotated[str | None, QueryParameter(name="clientId")] = None,
    ) -> EmergencyPage:
        """A Client's own messages; staff see every message, or one client's (`?clientId=`):
        the active ones and those ended in the last 7 days, newest first, all at once."""
        found = list_emergencies(actor, client_id or None)
        return EmergencyPage(items=[EmergencyView.of(status) for status in found])

    @post("/", status_code=201, sync_to_thread=True, opt=refuses(*WRITE))
    def send(
        self,
        actor: Me,
        data: JSONBody[SendEmergencyBody],
        send_emergency: Injected[SendEmergency],
    ) -> EmergencyView:
        """Shown on the screens it targets within seconds until `endsAt` (logged
        SendEmergency). A Client's goes to all its screens (`clientId` refused), with an
        image of its own library if it likes; staff send text to one client's screens
        (`clientId`) or to every client's (null)."""
        return EmergencyView.of(send_emergency(actor, data.sent()))

    @post("/{emergency_id:str}/cancel", status_code=200, sync_to_thread=True, opt=refuses(*WRITE))
    def cancel(
        self,
        actor: Me,
        emergency_id: FromPath[str],
        cancel_emergency: Injected[CancelEmergency],
    ) -> EmergencyView:
        """Ended now, unless it had ended (logged CancelEmergency); another tenant's is 404."""
        return EmergencyView.of(cancel_emergency(actor, emergency_id))
