"""Deletes are final (issue 22): an update racing a delete of the same record never brings it
back, on every repository with both, on every document adapter.

Each case seeds a record, updates it (True when the update wrote) and deletes it the way the
portal does; `present` looks for it by id and in its list. Whichever move wins a race, the
record is gone once both have ended: updated then deleted, or deleted and the update refused.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

import pytest
from tests.contracts.builders import (
    a_client,
    a_media,
    a_pairing,
    a_payment,
    a_playlist,
    a_screen,
    a_user,
    a_video,
)
from tests.support.racing import race

from signage_core.errors import NotFound

ROUNDS = 8
Move = Callable[[Any, str], Any]


@dataclass(frozen=True)
class Case:
    seed: Move
    update: Move
    delete: Move
    present: Move


def ids(entities: list[Any]) -> set[str]:
    return {entity.id for entity in entities}


def refused_as_not_found(move: Callable[[], Any]) -> bool:
    """True when `move` wrote; False when it raised the repository's NotFound."""
    try:
        move()
    except NotFound:
        return False
    return True


def seed_client_with_payment(docs: Any, i: str) -> None:
    docs.clients.save(a_client(id=f"client-{i}"))
    docs.payments.save(a_payment(id=i, client_id=f"client-{i}", reference=f"R-{i}"))


def renewal(docs: Any, i: str) -> bool:
    """A payment recorded for the client, which renews it in the same transaction. (Its
    payment is the client delete's to find.)"""
    payment = a_payment(id=f"new-{i}", client_id=i, reference=f"N-{i}")
    return refused_as_not_found(lambda: docs.payments.save_with_client(payment, lambda c, _: c))


CASES = {
    "medias": Case(
        lambda docs, i: docs.medias.save(a_media(id=i)),
        lambda docs, i: docs.medias.save_existing(a_media(id=i, name="Edited")),
        lambda docs, i: docs.medias.delete(i),
        lambda docs, i: docs.medias.get(i) or i in ids(docs.medias.list_for_user("uid-ada")),
    ),
    "playlists": Case(
        lambda docs, i: docs.playlists.save(a_playlist(id=i)),
        lambda docs, i: docs.playlists.save_existing(a_playlist(id=i, status=False)),
        lambda docs, i: docs.playlists.delete(i),
        lambda docs, i: (
            docs.playlists.get(i) or i in ids(docs.playlists.list_for_client("client-1"))
        ),
    ),
    "videos": Case(
        lambda docs, i: docs.videos.save(a_video(id=i)),
        lambda docs, i: docs.videos.save_existing(a_video(id=i, title="Edited")),
        lambda docs, i: docs.videos.delete(i),
        lambda docs, i: docs.videos.get(i) or i in ids(docs.videos.list_for_client("client-1")),
    ),
    "users": Case(
        lambda docs, i: docs.users.save(a_user(id=i, email=f"{i}@example.com")),
        lambda docs, i: docs.users.save_existing(
            a_user(id=i, email=f"{i}@example.com", status=True)
        ),
        lambda docs, i: docs.users.delete(i),
        lambda docs, i: docs.users.get(i) or i in ids(docs.users.list_all()),
    ),
    "payments": Case(
        seed_client_with_payment,
        lambda docs, i: docs.payments.save_existing(
            a_payment(id=i, client_id=f"client-{i}", reference=f"R-{i}", status=True)
        ),
        lambda docs, i: docs.clients.delete_with_payments(f"client-{i}"),
        lambda docs, i: docs.payments.get(i) or i in ids(docs.payments.list_all()),
    ),
    "clients": Case(
        lambda docs, i: docs.clients.save(a_client(id=i)),
        lambda docs, i: refused_as_not_found(
            lambda: docs.clients.update(i, lambda client: replace(client, status=True))
        ),
        lambda docs, i: docs.clients.delete_with_payments(i),
        lambda docs, i: docs.clients.get(i) or i in ids(docs.clients.list_all()),
    ),
    "renewals": Case(
        lambda docs, i: docs.clients.save(a_client(id=i)),
        renewal,
        lambda docs, i: docs.clients.delete_with_payments(i),
        lambda docs, i: docs.clients.get(i) or i in ids(docs.clients.list_all()),
    ),
    "screens": Case(
        lambda docs, i: docs.screens.save(a_screen(id=i, client_id=f"client-{i}")),
        lambda docs, i: docs.screens.change(i, lambda s: replace(s, name="Till")) is not None,
        lambda docs, i: docs.screens.delete(i),
        lambda docs, i: docs.screens.get(i) or docs.screens.count_for_client(f"client-{i}"),
    ),
    "pairings": Case(
        lambda docs, i: docs.pairings.save(a_pairing(code=i, screen_id="")),
        lambda docs, i: docs.pairings.change(i, lambda p: replace(p, screen_id="s-9")) is not None,
        lambda docs, i: docs.pairings.take(i, lambda p: True),
        lambda docs, i: docs.pairings.get(i),
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_an_update_of_a_deleted_record_is_refused_and_writes_nothing(documents, name):
    case = CASES[name]
    case.seed(documents, "r1")
    assert case.update(documents, "r1") is True
    case.delete(documents, "r1")
    assert case.update(documents, "r1") is False
    assert not case.present(documents, "r1")


@pytest.mark.parametrize("name", sorted(CASES))
def test_an_update_racing_a_delete_never_brings_the_record_back(documents, name):
    case = CASES[name]
    for round_ in range(ROUNDS):
        record = f"r{round_}"
        case.seed(documents, record)
        race(partial(case.update, documents, record), partial(case.delete, documents, record))
        assert not case.present(documents, record), f"round {round_}: {name} came back"
