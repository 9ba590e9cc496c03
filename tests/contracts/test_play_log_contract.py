"""The players' plays (`PlayLog`), on every backend's documents (memory, SQLite, the
Firestore emulator): a batch is read back by its client and start, a batch sent again
keeps each play once, a batch past one commit's limit keeps every play, clients never see
each other's, and the dropped counts only grow."""

from __future__ import annotations

from datetime import timedelta

from signage_adapters.documents.repositories.plays import PER_COMMIT
from tests.contracts.conftest import START

from signage_core.entities.plays import Play


def a_play(sequence: int, client: str = "c1", screen: str = "s1", **changes: object) -> Play:
    fields: dict[str, object] = {
        "screen_id": screen, "sequence": sequence, "client_id": client, "media_id": "m1",
        "playlist_id": "p1", "started_at": START + timedelta(seconds=10 * sequence),
        "ended_at": START + timedelta(seconds=10 * sequence + 8), "offset_ms": 0,
        "completed": True,
    }  # fmt: skip
    return Play(**{**fields, **changes})  # type: ignore[arg-type]


def _all(documents, client: str = "c1") -> list[Play]:
    found = documents.plays.between(client, START - timedelta(days=1), START + timedelta(days=1))
    return sorted(found, key=lambda play: (play.screen_id, play.sequence))


def test_a_client_without_plays_has_none(documents):
    assert _all(documents) == []
    assert documents.plays.dropped("c1") == {}


def test_a_batch_is_read_back_whole(documents):
    plays = [a_play(1), a_play(2, completed=False, offset_ms=-1500), a_play(3, screen="s2")]
    documents.plays.append(plays)
    assert _all(documents) == sorted(plays, key=lambda play: (play.screen_id, play.sequence))


def test_a_batch_sent_again_keeps_each_play_once(documents):
    plays = [a_play(1), a_play(2)]
    documents.plays.append(plays)
    documents.plays.append([*plays, a_play(3)])
    assert [play.sequence for play in _all(documents)] == [1, 2, 3]


def test_the_same_sequence_on_two_screens_is_two_plays(documents):
    documents.plays.append([a_play(1, screen="s1"), a_play(1, screen="s2")])
    assert len(_all(documents)) == 2


def test_a_client_never_sees_another_clients_plays(documents):
    documents.plays.append([a_play(1, client="c1"), a_play(1, client="c2", screen="s9")])
    assert [play.screen_id for play in _all(documents, "c2")] == ["s9"]


def test_plays_are_found_by_their_start_on_the_servers_clock(documents):
    """`at` is the player's start plus its offset: the range is by the server's clock."""
    late_clock = a_play(1, offset_ms=3_600_000)  # the player's clock an hour behind
    documents.plays.append([late_clock, a_play(2)])
    hour = START + timedelta(hours=1)
    found = documents.plays.between("c1", hour, hour + timedelta(minutes=1))
    assert [play.sequence for play in found] == [1]
    found = documents.plays.between("c1", START, START + timedelta(minutes=1))
    assert [play.sequence for play in found] == [2]


def test_a_batch_past_one_commits_limit_keeps_every_play(documents):
    plays = [a_play(n) for n in range(PER_COMMIT + 20)]
    documents.plays.append(plays)
    assert len(_all(documents)) == PER_COMMIT + 20


def test_the_dropped_count_only_grows(documents):
    documents.plays.note_dropped("s1", "c1", 40)
    documents.plays.note_dropped("s1", "c1", 12)  # an older batch, sent again
    documents.plays.note_dropped("s2", "c2", 3)
    assert documents.plays.dropped("c1") == {"s1": 40}
    documents.plays.note_dropped("s1", "c1", 41)
    assert documents.plays.dropped("c1") == {"s1": 41}
