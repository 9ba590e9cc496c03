"""A kept manifest is never wrong for longer than the change marks' staleness bound: after
each kind of change, made by another process where the backend has one (another Firestore
client, another SQLite connection), the manifest a polling screen gets equals what a process
that kept nothing computes; and the change did change that answer. On every backend's
documents (memory, SQLite, the Firestore emulator). No clock moves between the change and the
check (but for the licence's own end), so a kept manifest is only renewed by a mark."""

from __future__ import annotations

from dataclasses import replace
from datetime import time, timedelta
from typing import Any

import pytest
from tests.contracts.builders import a_package
from tests.contracts.emergency_builders import a_message
from tests.contracts.manifest_polls import Polling, an_entry, other_process

from signage_core.entities.emergencies import EVERY_CLIENT
from signage_core.entities.payments import PaymentMethod
from signage_core.entities.player import ScreenMode
from signage_core.entities.schedules import TargetKind
from signage_core.errors import DeviceNotPaired
from signage_core.rules.screens import secret_digest
from signage_core.usecases.billing.renewals import new_payment, record_renewal

LISTENER_MARGIN = 5.0
"""Seconds beyond the bound for the emulator's listener on a loaded machine."""


def _edit_playlist(docs: Any, polling: Polling) -> None:
    playlist = docs.playlists.get("p1")
    assert docs.playlists.save_existing(replace(playlist, name="Evening", items=playlist.items[:1]))


def _switch_media_off(docs: Any, polling: Polling) -> None:
    assert docs.medias.save_existing(replace(docs.medias.get("m1"), status=False))


def _pay(docs: Any, polling: Polling) -> None:
    package = a_package(days=30)
    payment = new_payment("c1", package, polling.clock.now(), PaymentMethod.CASH)
    record_renewal(docs.payments, payment, package, polling.clock.now())


def _lunch(docs: Any, polling: Polling) -> None:
    """An entry of group g1 playing p2 (m2 alone) all day, every day."""
    playlist = docs.playlists.get("p1")
    docs.playlists.save(replace(playlist, id="p2", name="Lunch", items=playlist.items[1:]))
    docs.schedules.save(an_entry(days=frozenset(range(7)), start=time(0), end=time(0)))


def _group_emptied(docs: Any, polling: Polling) -> None:
    assert docs.screen_groups.save_existing(replace(docs.screen_groups.get("g1"), screen_ids=()))


def _licence_end(polling: Polling) -> None:
    polling.clock.advance(timedelta(days=40))


def _emergency(client_id: str) -> Any:
    return lambda docs, polling: docs.emergencies.save(a_message(client_id, polling.clock.now()))


def _cancel(docs: Any, polling: Polling) -> None:
    (message,) = docs.emergencies.list_ending_since("c1", polling.clock.now())
    docs.emergencies.save(replace(message, cancelled_at=polling.clock.now()))


CHANGES = {
    "an emergency message to the client's screens": _emergency("c1"),
    "an emergency message to every client's screens": _emergency(EVERY_CLIENT),
    "an emergency message cancelled": _cancel,
    "a playlist edited": _edit_playlist,
    "a media switched off": _switch_media_off,
    "a media deleted": lambda docs, polling: docs.medias.delete("m2"),
    "a screen renamed": lambda docs, polling: docs.screens.change(
        "s1", lambda s: replace(s, name="Till")
    ),
    "a screen's playlist taken away": lambda docs, polling: docs.screens.change(
        "s1", lambda s: replace(s, playlist_id="")
    ),
    "a screen paired again (its old token revoked)": lambda docs, polling: docs.screens.change(
        "s1", lambda s: replace(s, token_digest=secret_digest("another"))
    ),
    "a screen deleted (revoked)": lambda docs, polling: docs.screens.delete("s1"),
    "a client deactivated": lambda docs, polling: docs.clients.update(
        "c1", lambda c: replace(c, status=False)
    ),
    "an owner deactivated": lambda docs, polling: docs.users.save_existing(
        replace(docs.users.get("u1"), status=False)
    ),
    "a client deleted": lambda docs, polling: docs.clients.delete_with_payments("c1"),
    "a payment after the licence ended": _pay,
    "a schedule entry written": _lunch,
    "a schedule entry deleted": lambda docs, polling: docs.schedules.delete("e1"),
    "a scheduled playlist switched off": lambda docs, polling: docs.playlists.save_existing(
        replace(docs.playlists.get("p2"), status=False)
    ),
    "a scheduled playlist's media switched off": lambda docs, polling: docs.medias.save_existing(
        replace(docs.medias.get("m2"), status=False)
    ),
    "the screen taken out of the scheduled group": _group_emptied,
    "the screen's time zone set": lambda docs, polling: docs.screens.change(
        "s1", lambda s: replace(s, time_zone="Asia/Tokyo")
    ),
}
PREPARED = {
    "a payment after the licence ended": _licence_end,
    "an emergency message cancelled": lambda polling: _emergency("c1")(polling.documents, polling),
    "a schedule entry deleted": lambda polling: _lunch(polling.documents, polling),
    "a scheduled playlist switched off": lambda polling: _lunch(polling.documents, polling),
    "a scheduled playlist's media switched off": lambda polling: _lunch(polling.documents, polling),
    "the screen taken out of the scheduled group": lambda polling: _lunch(
        polling.documents, polling
    ),
    "the screen's time zone set": lambda polling: _schedule_in_hours(polling),
}


def _schedule_in_hours(polling: Polling) -> None:
    """An entry of the screen from 11:00 to 15:00 every day (its slices move with the zone)."""
    entry = an_entry(target_kind=TargetKind.SCREEN, target_id="s1", days=frozenset(range(7)))
    _lunch(polling.documents, polling)
    polling.documents.schedules.save(replace(entry, id="e2", start=time(11), end=time(15)))


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_after_a_change_the_polled_manifest_is_a_fresh_one_within_the_bound(
    change: str, documents: Any
):
    polling = Polling(documents)
    PREPARED.get(change, lambda polling: None)(polling)
    before = polling.poll()
    writer = other_process(documents)
    CHANGES[change](writer, polling)
    fresh = polling.fresh()
    assert fresh != before  # the change changes the answer
    bound = documents.change_marks.staleness + LISTENER_MARGIN
    assert polling.settled(within=bound) == fresh


def test_a_licence_ending_suspends_the_screen_on_time_without_any_write(documents: Any):
    polling = Polling(documents)
    assert polling.poll().mode is ScreenMode.PLAY
    polling.clock.advance(timedelta(days=30 + 3, seconds=1))  # the end plus the grace
    suspended = polling.poll()
    assert suspended.mode is ScreenMode.SUSPENDED
    assert suspended == polling.fresh()


def test_an_emergency_message_leaves_the_manifest_at_its_end_time_without_any_write(
    documents: Any,
):
    polling = Polling(documents)
    message = a_message("c1", polling.clock.now())
    documents.emergencies.save(message)
    shown = polling.poll().emergency
    assert (shown.id, shown.text, shown.ends_at) == (message.id, message.text, message.ends_at)
    polling.clock.advance(message.ends_at - polling.clock.now())
    assert polling.poll().emergency is None
    assert polling.poll() == polling.fresh()


def test_the_newest_active_message_is_shown_and_another_clients_never(documents: Any):
    polling = Polling(documents)
    now = polling.clock.now()
    everyone = a_message(EVERY_CLIENT, now - timedelta(minutes=1))
    mine = a_message("c1", now - timedelta(minutes=2))
    for message in (everyone, mine, a_message("c2", now)):
        documents.emergencies.save(message)
    assert polling.poll().emergency.id == everyone.id


def test_a_revoked_token_is_refused_at_once_by_the_process_that_revoked_it(documents: Any):
    polling = Polling(documents)
    polling.poll()
    documents.screens.delete("s1")
    assert polling.poll() is DeviceNotPaired


def test_the_schedule_moves_on_with_the_hour_without_any_write(documents: Any):
    polling = Polling(documents)
    _lunch(documents, polling)
    before = polling.poll()
    polling.clock.advance(timedelta(hours=1))
    after = polling.poll()
    assert after == polling.fresh()
    assert after.schedule.until == before.schedule.until + timedelta(hours=1)
