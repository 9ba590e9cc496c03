"""Sending and cancelling emergency messages (issue 26). A Client sends one to all its
screens, with an image of its own library if it likes; staff send a text to one client's
screens or to every client's. Every message has an end time (at most the cap from now) and
ends by itself then; Cancel ends it early. Each send and cancel is in the audit log
(SendEmergency, CancelEmergency). The saves bump the change mark of the screens it targets
(`marked.emergencies`), so their kept manifests are built again at their next poll."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, timedelta

from signage_core.access import own_client, require_client_role, visible_client
from signage_core.entities.clients import Client
from signage_core.entities.emergencies import (
    EVERY_CLIENT,
    EmergencyInput,
    EmergencyMessage,
    EmergencyStatus,
)
from signage_core.entities.logs import LogAction
from signage_core.entities.media import AssetType, Media
from signage_core.entities.users import Actor
from signage_core.errors import NotFound, ValidationFailed
from signage_core.ids import new_id
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.emergency_repository import EmergencyRepository
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.usecases.screens._emergency_writes import Emergencies
from signage_core.usecases.screens.emergency_list import EmergencyStatuses
from signage_core.validation import messages as m
from signage_core.validation.emergencies import MAX_HOURS, validate_emergency
from signage_core.validation.fields import FieldErrors


class SendEmergency(Emergencies):
    def __init__(
        self,
        emergencies: EmergencyRepository,
        clients: ClientRepository,
        statuses: EmergencyStatuses,
        user_logs: UserLogRepository,
        clock: Clock,
        medias: MediaRepository,
        groups: ScreenGroupRepository,
        cap: timedelta = timedelta(hours=MAX_HOURS),
    ) -> None:
        super().__init__(emergencies, clients, statuses, user_logs, clock)
        self._medias, self._groups, self._cap = medias, groups, cap

    def __call__(self, actor: Actor, sent: EmergencyInput) -> EmergencyStatus:
        """The message sent, from now until its end time; ValidationFailed naming every
        broken field; NotFound for a client staff may not see."""
        now = self._clock.now()
        client_id, errors = self._client_id(actor, sent)
        image, image_errors = self._image(actor, sent)
        group_errors = self._group_errors(actor, client_id, sent.group_id)
        errors = {**validate_emergency(sent, now, self._cap), **errors, **image_errors}
        errors |= group_errors
        if errors or sent.ends_at is None:
            raise ValidationFailed(errors or {"endsAt": m.EMERGENCY_END_REQUIRED})
        message = EmergencyMessage(
            new_id(), client_id, sent.text.strip(), sent.colour.strip().lower(), now,
            sent.ends_at.astimezone(UTC),
            actor.user_id, actor.email, image.id if image else "",
            image.file_path if image else "", image.file_url if image else "",
            group_id=sent.group_id or "",
        )  # fmt: skip
        self._saved(actor, message, LogAction.SEND_EMERGENCY)
        return self._status(message, now)

    def _client_id(self, actor: Actor, sent: EmergencyInput) -> tuple[str, FieldErrors]:
        """The client whose screens it targets (EVERY_CLIENT: every client's), and the
        error of a Client naming one."""
        if actor.is_staff:
            chosen = sent.client_id or ""
            return (visible_client(self._clients, actor, chosen).id if chosen else EVERY_CLIENT), {}
        client = self._own(actor)
        if sent.client_id is not None:
            return client.id, {"clientId": m.EMERGENCY_CLIENT_NOT_YOURS}
        return client.id, {}

    def _own(self, actor: Actor) -> Client:
        require_client_role(actor)
        return own_client(actor, self._clients, m.NO_CLIENT_FOR_USER)

    def _group_errors(self, actor: Actor, client_id: str, group_id: str | None) -> FieldErrors:
        """A group is a Client's own (staff send to clients, not to groups)."""
        if group_id is None:
            return {}
        if actor.is_staff:
            return {"groupId": m.EMERGENCY_GROUP_CLIENT_ONLY}
        group = self._groups.get(group_id)
        return {} if group and group.client_id == client_id else {"groupId": m.GROUP_NOT_FOUND}

    def _image(self, actor: Actor, sent: EmergencyInput) -> tuple[Media | None, FieldErrors]:
        """The image media of the sender's library it shows, or the field's error."""
        if sent.image_media_id is None:
            return None, {}
        if actor.is_staff:
            return None, {"imageMediaId": m.EMERGENCY_STAFF_TEXT_ONLY}
        media = self._medias.get(sent.image_media_id)
        if media and media.user_id == actor.user_id and media.asset_type is AssetType.IMAGE:
            return media, {}
        return None, {"imageMediaId": m.EMERGENCY_IMAGE_UNKNOWN}


class CancelEmergency(Emergencies):
    def __call__(self, actor: Actor, message_id: str) -> EmergencyStatus:
        """The message, ended now unless it had ended; NotFound for another tenant's."""
        message = self._visible(actor, message_id)
        now = self._clock.now()
        if message.ended_at > now:
            message = replace(message, cancelled_at=now)
            self._saved(actor, message, LogAction.CANCEL_EMERGENCY)
        return self._status(message, now)

    def _visible(self, actor: Actor, message_id: str) -> EmergencyMessage:
        """Staff see every message; a Client only those to its own screens."""
        message = self._emergencies.get(message_id)
        if message is None:
            raise NotFound(m.EMERGENCY_NOT_FOUND)
        if actor.is_staff:
            return message
        require_client_role(actor)
        client = self._clients.find_by_user(actor.user_id)
        if client is None or message.client_id != client.id:
            raise NotFound(m.EMERGENCY_NOT_FOUND)
        return message
