"""A client's screen groups: named sets of its screens (a screen may be in several)."""

from __future__ import annotations

from litestar import Controller, delete, get, patch, post
from litestar.params import FromPath, JSONBody
from signage_http.request_path.answers import CLIENT_FEATURE, CONTENT_WRITE, refuses
from signage_http.schemas.screen_groups import (
    CreateGroupBody,
    GroupPage,
    GroupView,
    UpdateGroupBody,
)
from signage_http.wiring.injected import Injected, Me

from signage_core import errors as domain
from signage_core.usecases.screens.groups import (
    CreateGroup,
    DeleteGroup,
    ListGroups,
    UpdateGroup,
)

WRITE = (*CONTENT_WRITE, domain.ExternalServiceFailed)


class ScreenGroupsController(Controller):
    tags = ("screen groups",)

    @get("/", sync_to_thread=True, opt=refuses(*CLIENT_FEATURE))
    def index(self, actor: Me, list_screen_groups: Injected[ListGroups]) -> GroupPage:
        """The Client's groups by name, each with its screens' ids; staff are refused (403)."""
        return GroupPage(items=[GroupView.of(group) for group in list_screen_groups(actor)])

    @post("/", status_code=201, sync_to_thread=True, opt=refuses(*WRITE, domain.NotFound))
    def create(
        self, actor: Me, data: JSONBody[CreateGroupBody], create_screen_group: Injected[CreateGroup]
    ) -> GroupView:
        """A new group: `name` (unique among the client's, whatever its case) and the ids of
        the client's screens in it; another client's screen is 404."""
        group = create_screen_group(actor, data.name, tuple(data.screen_ids))
        return GroupView.of(group)

    @patch("/{group_id:str}", sync_to_thread=True, opt=refuses(*WRITE))
    def edit(
        self,
        actor: Me,
        group_id: FromPath[str],
        data: JSONBody[UpdateGroupBody],
        update_screen_group: Injected[UpdateGroup],
    ) -> GroupView:
        """Only what is sent changes: a new `name`, the group's `screenIds`, or both."""
        return GroupView.of(update_screen_group(actor, group_id, data.changes()))

    @delete("/{group_id:str}", status_code=204, sync_to_thread=True, opt=refuses(*WRITE))
    def remove(
        self, actor: Me, group_id: FromPath[str], delete_screen_group: Injected[DeleteGroup]
    ) -> None:
        """The group goes; its screens stay."""
        delete_screen_group(actor, group_id)
