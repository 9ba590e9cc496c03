"""Proof of play: a TV box sends its plays with its device token; a client reads its Plays
report, as JSON or as a CSV download (staff name any client with `?clientId=`)."""

from __future__ import annotations

import csv
import io
from datetime import date
from typing import Annotated

from litestar import Controller, Response, get, post
from litestar.params import JSONBody, QueryParameter
from signage_http.auth.device_auth import Authorization, bearer_token
from signage_http.request_path.answers import CLIENT_FEATURE, refuses
from signage_http.routes.spa import NO_COOKIES
from signage_http.schemas.plays import PlayBatchBody, PlaysReportView, RecordedPlaysView
from signage_http.wiring.injected import Injected, Me

from signage_core import errors as domain
from signage_core.entities.plays import PlaysReport
from signage_core.usecases.screens.plays_record import RecordPlays
from signage_core.usecases.screens.plays_report import PlaysAsked, ReportPlays
from signage_core.validation import messages as m

DAY = "A day, YYYY-MM-DD, in the time zone `tz`, included."
ZONE = "An IANA time zone the days are counted in (the web app sends the browser's); UTC."
CSV_COLUMNS = ("day", "screen", "screenId", "media", "mediaId", "plays", "completed", "seconds")
First = Annotated[str, QueryParameter(name="from", description=DAY)]
Last = Annotated[str, QueryParameter(name="to", description=DAY)]
Zone = Annotated[str, QueryParameter(name="tz", description=ZONE)]
ClientId = Annotated[str | None, QueryParameter(name="clientId")]
REPORT = refuses(*CLIENT_FEATURE, domain.NotFound, domain.ValidationFailed)


class PlayerPlaysController(Controller):
    tags = ("player",)
    opt = NO_COOKIES

    @post(
        "/",
        status_code=200,
        sync_to_thread=True,
        opt=refuses(domain.DeviceNotPaired, domain.ValidationFailed, domain.BackendUnavailable),
    )
    def record(
        self,
        data: JSONBody[PlayBatchBody],
        record_plays: Injected[RecordPlays],
        authorization: Authorization = None,
    ) -> RecordedPlaysView:
        """Keep the plays (at most 500) the box's outbox holds; sending a batch again keeps
        each play once (screen + sequence), so the box may resend after any failure."""
        return RecordedPlaysView(record_plays(bearer_token(authorization), data.batch()).kept)


class PlaysController(Controller):
    tags = ("plays",)

    @get("/", sync_to_thread=True, opt=REPORT)
    def report(
        self, actor: Me, report_plays: Injected[ReportPlays], first: First = "",
        last: Last = "", tz: Zone = "UTC", client_id: ClientId = None,
    ) -> PlaysReportView:  # fmt: skip
        """Plays per day, screen and media between the days `from` and `to`."""
        return PlaysReportView.of(report_plays(actor, _asked(first, last, tz, client_id)))

    @get("/csv", sync_to_thread=True, opt=REPORT, media_type="text/csv")
    def download(
        self, actor: Me, report_plays: Injected[ReportPlays], first: First = "",
        last: Last = "", tz: Zone = "UTC", client_id: ClientId = None,
    ) -> Response[str]:  # fmt: skip
        """The same report as a CSV file, one line per day, screen and media."""
        found = report_plays(actor, _asked(first, last, tz, client_id))
        name = f"plays-{found.start.isoformat()}-{found.end.isoformat()}.csv"
        disposition = {"Content-Disposition": f'attachment; filename="{name}"'}
        return Response(as_csv(found), media_type="text/csv", headers=disposition)


def _asked(first: str, last: str, tz: str, client_id: str | None) -> PlaysAsked:
    return PlaysAsked(_day(first, "from"), _day(last, "to"), tz or "UTC", client_id or "")


def _day(text: str, name: str) -> date:
    """The query's day named `name`; missing or not YYYY-MM-DD: 400 on `name`."""
    try:
        return date.fromisoformat(text)
    except ValueError as error:
        raise domain.ValidationFailed({name: m.DATE_INVALID}) from error


def as_csv(report: PlaysReport) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for row in report.rows:
        screen = report.screen_names.get(row.screen_id, "")
        media = report.media_names.get(row.media_id, "")
        writer.writerow((
            row.day.isoformat(), _safe(screen), row.screen_id, _safe(media), row.media_id,
            row.plays, row.completed, row.seconds,
        ))  # fmt: skip
    return out.getvalue()


def _safe(text: str) -> str:
    """A name a spreadsheet would run as a formula, quoted as text."""
    return f"'{text}" if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text
