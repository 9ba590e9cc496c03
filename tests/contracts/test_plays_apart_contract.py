"""A play is kept apart from the content (`PlayLog`): on every backend's documents, writing
one never makes a remembered read of the content be read again."""

from __future__ import annotations

from tests.contracts.kept_apart import assert_content_stays_remembered
from tests.contracts.test_play_log_contract import a_play


def test_a_play_ends_no_remembered_read_of_the_content(documents, request):
    assert_content_stays_remembered(documents, request, lambda: documents.plays.append([a_play(1)]))
