"""`POST /api/player/report`: what a TV box shows, by its device token (issue 24). Like the
manifest, no session and no CSRF: the Bearer token is its credential."""

from __future__ import annotations

from litestar import Controller, post
from litestar.params import JSONBody
from signage_http.auth.device_auth import Authorization, bearer_token
from signage_http.request_path.answers import refuses
from signage_http.routes.spa import NO_COOKIES
from signage_http.schemas.screen_reports import ReportAnswer, ReportBody
from signage_http.wiring.injected import Injected

from signage_core import errors as domain
from signage_core.usecases.screens.reports import ReceiveReport


class PlayerReportController(Controller):
    tags = ("player",)
    opt = NO_COOKIES

    @post(
        "/",
        status_code=200,
        sync_to_thread=True,
        opt=refuses(domain.DeviceNotPaired, domain.ValidationFailed, domain.BackendUnavailable),
    )
    def report(
        self,
        data: JSONBody[ReportBody],
        receive_report: Injected[ReceiveReport],
        authorization: Authorization = None,
    ) -> ReportAnswer:
        """What it shows now and since when, the manifest version it applies, the files it
        keeps and its last time without the server; 400 with each bad field, 401 for a token
        naming no screen. A report saying the same as one kept less than a minute ago is not
        kept again (`kept` false)."""
        return ReportAnswer(receive_report(bearer_token(authorization), data.report()))
