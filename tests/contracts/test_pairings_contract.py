"""The PairingRepository port (`screenPairings`), on every document adapter."""

from dataclasses import replace

from tests.contracts.builders import a_pairing, at


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


def test_expired_pairings_are_deleted_and_live_ones_stay(documents):
    documents.pairings.save(a_pairing(code="EXPIRED2", expires_at=at(1)))
    documents.pairings.save(a_pairing(code="EXPIRED3", expires_at=at(2), screen_id=""))
    live = a_pairing(code="LIVENOW4", expires_at=at(3), screen_id="")
    documents.pairings.save(live)
    assert documents.pairings.delete_expired(at(3), at_most=10) == 2
    assert documents.pairings.get("EXPIRED2") is None
    assert documents.pairings.get("EXPIRED3") is None
    assert documents.pairings.get("LIVENOW4") == live


def test_a_sweep_deletes_at_most_the_number_asked(documents):
    for number in range(5):
        documents.pairings.save(a_pairing(code=f"OLDCODE{number + 2}", expires_at=at(1)))
    assert documents.pairings.delete_expired(at(2), at_most=3) == 3
    assert documents.pairings.delete_expired(at(2), at_most=3) == 2
    assert documents.pairings.delete_expired(at(2), at_most=3) == 0
