"""A client's weekly schedule (issue 26): its entries, and what one screen plays day by day."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from litestar import Controller, delete, get, patch, post
from litestar.params import FromPath, JSONBody, QueryParameter
from signage_http.request_path.answers import CLIENT_FEATURE, CONTENT_WRITE, refuses
from signage_http.schemas.schedules import (
    CreateEntryBody,
    ScheduleEntryView,
    SchedulePage,
    UpdateEntryBody,
    WeekView,
)
from signage_http.wiring.injected import Injected, Me

from signage_core import errors as domain
from signage_core.usecases.screens.schedule_week import ScheduleWeek
from signage_core.usecases.screens.schedules import (
    CreateEntry,
    DeleteEntry,
    ListSchedule,
    UpdateEntry,
)

READ = (*CLIENT_FEATURE, domain.NotFound, domain.ValidationFailed)
WRITE = (*CONTENT_WRITE, domain.ExternalServiceFailed)


class SchedulesController(Controller):
    tags = ("schedules",)

    @get("/", sync_to_thread=True, opt=refuses(*READ))
    def index(
        self,
        actor: Me,
        list_schedule: Injected[ListSchedule],
        client_id: Annotated[str, QueryParameter(name="clientId")] = "",
    ) -> SchedulePage:
        """The Client's entries, the oldest first, and its time zone; staff name the client
        (`?clientId=`, required)."""
        return SchedulePage.of(list_schedule(actor, client_id))

    @get("/week", sync_to_thread=True, opt=refuses(*READ))
    def week(
        self,
        actor: Me,
        schedule_week: Injected[ScheduleWeek],
        screen_id: Annotated[str, QueryParameter(name="screenId")],
        first: Annotated[date | None, QueryParameter(name="from")] = None,
        days: Annotated[int, QueryParameter(name="days")] = 7,
    ) -> WeekView:
        """What the screen plays from `from` (default: today in its zone) for `days` (1..14),
        each day cut at its local midnight: a Client's own screen, any screen for staff."""
        return WeekView.of(schedule_week(actor, screen_id, first, days))

    @post("/", status_code=201, sync_to_thread=True, opt=refuses(*WRITE))
    def create(
        self,
        actor: Me,
        data: JSONBody[CreateEntryBody],
        create_schedule_entry: Injected[CreateEntry],
    ) -> ScheduleEntryView:
        """A new entry of the Client's schedule (its target and playlist its own); an overlap
        with an entry of the same target and priority is refused naming both."""
        return ScheduleEntryView.of(create_schedule_entry(actor, data.form()))

    @patch("/{entry_id:str}", sync_to_thread=True, opt=refuses(*WRITE))
    def edit(
        self,
        actor: Me,
        entry_id: FromPath[str],
        data: JSONBody[UpdateEntryBody],
        update_schedule_entry: Injected[UpdateEntry],
    ) -> ScheduleEntryView:
        """Only what is sent changes; the entry is checked again whole."""
        return ScheduleEntryView.of(update_schedule_entry(actor, entry_id, data.changes()))

    @delete("/{entry_id:str}", status_code=204, sync_to_thread=True, opt=refuses(*WRITE))
    def remove(
        self, actor: Me, entry_id: FromPath[str], delete_schedule_entry: Injected[DeleteEntry]
    ) -> None:
        """The entry goes."""
        delete_schedule_entry(actor, entry_id)
