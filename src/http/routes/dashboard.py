"""The dashboard home and the licence of the signed-in user's client."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, Response, get
from litestar.params import QueryParameter
from signage_http.request_path.answers import CLIENT_FEATURE, refuses
from signage_http.request_path.loop_reads import ON_LOOP
from signage_http.request_path.remembered_answers import RememberedAnswers
from signage_http.schemas.accounts import ClientLicenceView
from signage_http.schemas.dashboard import DashboardView
from signage_http.wiring.injected import Injected, Me

from signage_core import errors as domain
from signage_core.usecases.billing.licence import GetLicence
from signage_core.usecases.clients.dashboard import GetDashboard


class DashboardController(Controller):
    tags = ("dashboard",)

    @get("/", sync_to_thread=True, opt=refuses(*CLIENT_FEATURE) | ON_LOOP)
    def read(
        self,
        actor: Me,
        get_dashboard: Injected[GetDashboard],
        remembered_answers: Injected[RememberedAnswers],
    ) -> Response[DashboardView]:
        """Media counts by type, new media and playlists this month, and the licence."""
        dashboard = get_dashboard(actor)
        return remembered_answers.answer(
            DashboardView, actor.user_id, dashboard, lambda: DashboardView.of(dashboard)
        )


class LicenceController(Controller):
    tags = ("dashboard",)

    @get("/", sync_to_thread=True, opt=refuses(domain.ProfileIncomplete, domain.NotFound) | ON_LOOP)
    def read(
        self,
        actor: Me,
        get_licence: Injected[GetLicence],
        client_id: Annotated[str | None, QueryParameter(name="clientId")] = None,
    ) -> ClientLicenceView:
        """The signed-in Client's licence (staff: any client's with `?clientId=`), with when
        its screens stop and why they are suspended."""
        return ClientLicenceView.of(get_licence(actor, client_id or None))
