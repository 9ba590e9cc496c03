"""Issue 27: the package's limit holds under racing claims. Sixteen threads, released together,
each use a live pairing code for one client whose package allows `units` TVs; on every document
adapter (memory, SQLite, the Firestore emulator) no round ends with more screens than Units,
and exactly Units are made when there are codes enough. Deleting a screen lets one more in."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from functools import partial
from typing import Any

import pytest
from tests.contracts.builders import a_client, a_package, a_payment
from tests.support.racing import race

from signage_core.entities.screens import Pairing
from signage_core.entities.users import Actor, Role
from signage_core.errors import ScreenLimitReached
from signage_core.rules.screen_licence import ScreenPolicy
from signage_core.usecases.billing.licence import LicenceGate
from signage_core.usecases.screens.screen_admin import RevokeScreen
from signage_core.usecases.screens.screens import CreateScreen, DeleteScreen
from signage_core.validation import messages as m

RACERS = 16
ROUNDS = 3
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def a_customer(documents: Any, clock: Any, name: str, units: int) -> Actor:
    """A paying client (past the trial's one screen) whose own package allows `units` TVs,
    its licence running."""
    documents.catalogue.save_package(a_package(id=f"pkg-{name}", units=units))
    expires = clock.now() + timedelta(days=30)
    client = a_client(id=name, user_id=f"uid-{name}", package_id=f"pkg-{name}")
    documents.clients.save(replace(client, expire_date=expires))
    documents.payments.save(a_payment(id=f"pay-{name}", client_id=name, status=True))
    return Actor(f"uid-{name}", Role.CLIENT)


def live_codes(documents: Any, clock: Any, prefix: str, how_many: int) -> list[str]:
    """Codes of the TV's shape: `prefix` (4 letters of the alphabet), 'ZZ', then two more."""
    codes = [f"{prefix}ZZ{CODE_LETTERS[n // 32]}{CODE_LETTERS[n % 32]}" for n in range(how_many)]
    for code in codes:
        documents.pairings.save(Pairing(code, "cd" * 32, clock.now() + timedelta(minutes=10)))
    return codes


def create_screen(documents: Any, clock: Any) -> CreateScreen:
    gate = LicenceGate(documents.clients, documents.payments, clock)
    return CreateScreen(
        gate,
        documents.catalogue,
        documents.screens,
        documents.pairings,
        documents.playlists,
        clock,
        documents.attempts,
        documents.payments,
        ScreenPolicy(),
    )


def claim(create: CreateScreen, actor: Actor, code: str) -> str:
    """'paired', or the refusal's text when the limit was reached."""
    try:
        create(actor, f"TV {code}", code)
    except ScreenLimitReached as refused:
        return str(refused)
    return "paired"


def race_claims(documents: Any, clock: Any, actor: Actor, codes: list[str]) -> list[str]:
    create = create_screen(documents, clock)
    return race(*(partial(claim, create, actor, code) for code in codes))


@pytest.mark.parametrize("units", [1, 3])
def test_racing_claims_never_make_more_screens_than_units(documents, clock, units):
    for round_ in range(ROUNDS):
        actor = a_customer(documents, clock, f"client-{units}-{round_}", units)
        codes = live_codes(
            documents, clock, f"R{CODE_LETTERS[round_]}{CODE_LETTERS[units]}Q", RACERS
        )
        results = race_claims(documents, clock, actor, codes)
        screens = documents.screens.list_for_client(f"client-{units}-{round_}")
        assert len(screens) == units
        assert results.count("paired") == units
        text = m.SCREEN_LIMIT_ONE if units == 1 else m.SCREEN_LIMIT.format(units=units)
        assert set(results) == {"paired", text}


def test_a_deleted_screen_lets_exactly_one_more_in(documents, clock):
    actor = a_customer(documents, clock, "client-del", 3)
    race_claims(documents, clock, actor, live_codes(documents, clock, "DELA", RACERS))
    gone = documents.screens.list_for_client("client-del")[0]
    gate = LicenceGate(documents.clients, documents.payments, clock)
    staff = RevokeScreen(documents.screens, documents.clients, documents.user_logs, clock)
    DeleteScreen(gate, documents.screens, staff)(actor, gone.id)
    results = race_claims(documents, clock, actor, live_codes(documents, clock, "DELB", RACERS))
    assert results.count("paired") == 1
    assert len(documents.screens.list_for_client("client-del")) == 3
