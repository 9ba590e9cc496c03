"""The adapter kit's memory of reads (`documents.remembered`): an answer is given again only
under the stamp it was read under, and past its size the oldest is forgotten first."""

from __future__ import annotations

import pytest
from signage_adapters.documents.remembered import RememberedReads


class Counted:
    def __init__(self, answer: object) -> None:
        self.answer, self.runs = answer, 0

    def __call__(self) -> object:
        self.runs += 1
        return self.answer


def test_an_answer_is_given_again_under_the_same_stamp_only():
    remembered, read = RememberedReads(), Counted("first")
    assert remembered.recall(1, "k", read) == "first"
    assert remembered.recall(1, "k", read) == "first"
    assert read.runs == 1
    read.answer = "second"
    assert remembered.recall(2, "k", read) == "second"
    assert read.runs == 2


def test_past_its_size_the_oldest_answer_is_forgotten_first():
    remembered = RememberedReads(kept=2)
    reads = {key: Counted(key) for key in "abc"}
    for key in "abc":
        remembered.recall(0, key, reads[key])
    for key in "bc":
        remembered.recall(0, key, reads[key])
    remembered.recall(0, "a", reads["a"])
    assert {key: read.runs for key, read in reads.items()} == {"a": 2, "b": 1, "c": 1}


def test_a_read_that_raises_is_not_remembered():
    remembered, runs = RememberedReads(), []

    def failing() -> object:
        runs.append(1)
        raise LookupError("gone")

    for _ in range(2):
        with pytest.raises(LookupError):
            remembered.recall(0, "k", failing)
    assert len(runs) == 2
