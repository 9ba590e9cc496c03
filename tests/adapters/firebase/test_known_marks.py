"""What a process knows of the change marks: its own bumps at once, the listener's deliveries
in the order they come, except an older state of its own delivered after a newer bump."""

from __future__ import annotations

from signage_adapters.documents.change_marks import NONE
from signage_adapters.firebase.known_marks import KnownMarks

SCOPE = "client_c1"


def bumped(known: KnownMarks, mark: str) -> None:
    known.bumping(SCOPE, mark)
    known.bumped(SCOPE, mark)


def test_an_own_bump_is_known_at_once():
    known = KnownMarks()
    bumped(known, "a")
    assert known.get(SCOPE) == "a"


def test_a_late_delivery_of_an_older_own_bump_does_not_take_the_newer_back():
    known = KnownMarks()
    bumped(known, "a")
    bumped(known, "b")
    known.delivered(SCOPE, "a")
    assert known.get(SCOPE) == "b"
    known.delivered(SCOPE, "b")
    assert known.get(SCOPE) == "b"


def test_a_delivery_that_comes_before_its_write_returns_is_taken():
    known = KnownMarks()
    known.bumping(SCOPE, "a")
    known.delivered(SCOPE, "a")
    assert known.get(SCOPE) == "a"


def test_another_processs_mark_is_taken_while_an_own_bump_is_on_its_way():
    known = KnownMarks()
    bumped(known, "a")
    known.delivered(SCOPE, "theirs")
    assert known.get(SCOPE) == "theirs"
    known.delivered(SCOPE, "a")
    assert known.get(SCOPE) == "a"


def test_after_the_latest_own_bump_is_delivered_an_older_one_is_forgotten():
    known = KnownMarks()
    bumped(known, "a")
    bumped(known, "b")
    known.delivered(SCOPE, "b")
    known.delivered(SCOPE, "theirs")
    known.delivered(SCOPE, "a")  # not its own any more: a state someone wrote again
    assert known.get(SCOPE) == "a"


def test_an_older_own_state_is_taken_when_the_newer_write_failed():
    known = KnownMarks()
    bumped(known, "a")
    known.bumping(SCOPE, "b")
    known.failed(SCOPE, "b")
    known.delivered(SCOPE, "theirs")
    known.delivered(SCOPE, "a")
    assert known.get(SCOPE) == "a"


def test_a_removed_mark_reads_as_never_bumped():
    known = KnownMarks()
    bumped(known, "a")
    known.delivered(SCOPE, "a")
    known.removed(SCOPE)
    assert known.get(SCOPE) == NONE
