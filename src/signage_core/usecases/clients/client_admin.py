"""Staff actions on clients: the status switch, Deactivate, and Delete Client and Payments."""

from __future__ import annotations

from dataclasses import dataclass, replace

from signage_core.access import require_admin, require_staff, visible_client
from signage_core.entities.clients import Client
from signage_core.entities.logs import LogAction
from signage_core.entities.users import Actor
from signage_core.ports.blob_storage import BlobStorage
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.schedule_repository import ScheduleRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.rules.money import format_total
from signage_core.usecases.files.stored_objects import logo_object
from signage_core.usecases.files.uploads import discard
from signage_core.usecases.shared.audit import AuditTrail


class SetClientStatus:
    """Staff: the status switch of the clients grid; logged as ToggleClientStatus."""

    action = LogAction.TOGGLE_CLIENT_STATUS

    def __init__(self, clients: ClientRepository, user_logs: UserLogRepository, clock: Clock):
        self._clients = clients
        self._audit = AuditTrail(user_logs, clock)

    def __call__(self, actor: Actor, client_id: str, status: bool) -> Client:
        require_staff(actor)
        visible_client(self._clients, actor, client_id)
        changed = self._clients.update(client_id, lambda c: replace(c, status=status))
        state = "active" if status else "inactive"
        self._audit.record(actor, self.action, f"Client {changed.business_name} set {state}")
        return changed


class DeactivateClient:
    """Staff: the Deactivate choice of the Client Action modal; logged as DeactivateClient."""

    def __init__(self, clients: ClientRepository, user_logs: UserLogRepository, clock: Clock):
        self._set_status = SetClientStatus(clients, user_logs, clock)
        self._set_status.action = LogAction.DEACTIVATE_CLIENT

    def __call__(self, actor: Actor, client_id: str) -> Client:
        return self._set_status(actor, client_id, False)


@dataclass(frozen=True, slots=True)
class DeletedClient:
    client: Client
    deleted_payments: int
    total_amount: str
    """The deleted payments' total, 2 decimals (USD)."""


class DeleteClient:
    """Admin: delete the client and all its payments in one step; the total amount is logged.
    Its screens go next (their places with them), so their device tokens are refused and the
    TVs show a pairing code again, then its screen groups and its schedule entries; a screen
    left by a failure there is refused all the same (`GetManifest`: no client, not paired).
    Its stored logo goes once the record is deleted (best effort: one left behind is swept
    as named by no document)."""

    def __init__(
        self,
        clients: ClientRepository,
        user_logs: UserLogRepository,
        clock: Clock,
        screens: ScreenRepository,
        blobs: BlobStorage,
        groups: ScreenGroupRepository,
        schedules: ScheduleRepository,
    ) -> None:
        self._clients, self._screens, self._blobs = clients, screens, blobs
        self._groups, self._schedules = groups, schedules
        self._audit = AuditTrail(user_logs, clock)

    def __call__(self, actor: Actor, client_id: str) -> DeletedClient:
        require_admin(actor)
        client = visible_client(self._clients, actor, client_id)
        payments = self._clients.delete_with_payments(client.id)
        discard(self._blobs, filter(None, [logo_object(self._blobs, client)]))
        for screen in self._screens.list_for_client(client.id):
            self._screens.delete(screen.id)
        for group in self._groups.for_client(client.id):
            self._groups.delete(group.id)
        self._schedules.delete_for_client(client.id)
        total = format_total(payment.amount for payment in payments)
        note = (
            f"Deleted client {client.business_name} ({client.id}) and {len(payments)} "
            f"payments; total amount {total}"
        )
        self._audit.record(actor, LogAction.DELETE_CLIENT, note)
        return DeletedClient(client=client, deleted_payments=len(payments), total_amount=total)
