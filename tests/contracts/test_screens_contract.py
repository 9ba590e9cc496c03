"""The ScreenRepository port (`screens`), on every document adapter."""

from dataclasses import replace

from tests.contracts.builders import MOMENT, a_screen, at


def test_a_saved_screen_reads_back_with_every_field(documents):
    documents.screens.save(a_screen())
    assert documents.screens.get("screen-1") == a_screen()


def test_a_new_screen_without_playlist_token_or_sighting_reads_back_so(documents):
    fresh = a_screen(playlist_id="", token_digest="", last_seen_at=None)
    documents.screens.save(fresh)
    assert documents.screens.get("screen-1") == fresh
    assert documents.screens.get("nobody") is None


def test_a_declined_change_writes_nothing(documents):
    documents.screens.save(a_screen())
    assert documents.screens.change("screen-1", lambda s: None) is None
    assert documents.screens.get("screen-1") == a_screen()


def test_a_clients_screens_are_listed_oldest_first_and_counted(documents):
    documents.screens.save(a_screen(id="s2", created_at=at(2)))
    documents.screens.save(a_screen(id="s1", created_at=at(1)))
    documents.screens.save(a_screen(id="s3", created_at=MOMENT))
    documents.screens.save(a_screen(id="other", client_id="client-2"))
    assert [s.id for s in documents.screens.list_for_client("client-1")] == ["s3", "s1", "s2"]
    assert documents.screens.count_for_client("client-1") == 3
    assert documents.screens.count_for_client("nobody") == 0


def test_a_change_stores_what_it_makes_of_the_stored_screen(documents):
    documents.screens.save(a_screen())
    changed = documents.screens.change("screen-1", lambda s: replace(s, name="Till"))
    assert changed == a_screen(name="Till")
    assert documents.screens.get("screen-1") == changed


def test_a_change_of_a_deleted_screen_writes_nothing(documents):
    documents.screens.save(a_screen())
    documents.screens.delete("screen-1")
    documents.screens.delete("missing")
    assert documents.screens.change("screen-1", lambda s: replace(s, name="Back")) is None
    assert documents.screens.get("screen-1") is None
    assert documents.screens.count_for_client("client-1") == 0


def test_places_are_taken_in_order_up_to_the_allowed_number(documents):
    assert documents.screens.take_slot("client-1", 2, "s1") == 1
    assert documents.screens.take_slot("client-1", 2, "s2") == 2
    assert documents.screens.take_slot("client-1", 2, "s3") == 0
    assert documents.screens.take_slot("client-2", 2, "s4") == 1


def test_a_freed_place_is_taken_again(documents):
    documents.screens.take_slot("client-1", 2, "s1")
    documents.screens.take_slot("client-1", 2, "s2")
    documents.screens.free_slot("client-1", 1)
    assert documents.screens.take_slot("client-1", 2, "s3") == 1


def test_deleting_a_screen_frees_its_place(documents):
    slot = documents.screens.take_slot("client-1", 1, "screen-1")
    documents.screens.save(a_screen(slot=slot))
    assert documents.screens.get("screen-1") == a_screen(slot=1)
    documents.screens.delete("screen-1")
    assert documents.screens.take_slot("client-1", 1, "screen-2") == 1
