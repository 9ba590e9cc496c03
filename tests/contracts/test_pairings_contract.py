"""The PairingRepository port (`screenPairings`), on every document adapter."""

from dataclasses import replace

from tests.contracts.builders import a_pairing


def test_a_saved_pairing_reads_back_by_its_code(documents):
    documents.pairings.save(a_pairing())
    documents.pairings.save(a_pairing(code="ABCDEF", screen_id=""))
    assert documents.pairings.get("K7QX2M") == a_pairing()
    assert documents.pairings.get("ABCDEF") == a_pairing(code="ABCDEF", screen_id="")
    assert documents.pairings.get("ZZZZZZ") is None


def test_a_change_is_stored_unless_it_declines(documents):
    documents.pairings.save(a_pairing(screen_id=""))
    claimed = documents.pairings.change("K7QX2M", lambda p: replace(p, screen_id="s-9"))
    assert claimed == a_pairing(screen_id="s-9")
    assert documents.pairings.change("K7QX2M", lambda p: None) is None
    assert documents.pairings.get("K7QX2M") == claimed
    assert documents.pairings.change("ZZZZZZ", lambda p: p) is None
    assert documents.pairings.get("ZZZZZZ") is None


def test_a_pairing_is_taken_once_and_only_when_accepted(documents):
    documents.pairings.save(a_pairing())
    assert documents.pairings.take("K7QX2M", lambda p: False) is None
    assert documents.pairings.get("K7QX2M") == a_pairing()
    assert documents.pairings.take("K7QX2M", lambda p: p.claimed) == a_pairing()
    assert documents.pairings.take("K7QX2M", lambda p: True) is None
    assert documents.pairings.get("K7QX2M") is None
