"""The PlaylistRepository port (`playlists`), on every document adapter."""

from datetime import UTC, datetime, timedelta

from tests.contracts.builders import MOMENT, a_playlist, at
from tests.support.firebase_gaps import stored_apart


def test_a_saved_playlist_reads_back_with_every_field_and_item_order(documents):
    documents.playlists.save(a_playlist())
    assert documents.playlists.get("playlist-1") == a_playlist()


def test_a_playlist_without_overlays_reads_back_so(documents):
    playlist = a_playlist(
        show_logo=False, logo_position=None, show_banner=False, banner_text="", updated_at=None
    )
    documents.playlists.save(playlist)
    assert documents.playlists.get("playlist-1") == playlist


def test_an_unknown_playlist_is_none(documents):
    assert documents.playlists.get("nobody") is None


def test_a_clients_playlists_are_listed_newest_first_without_others(documents):
    documents.playlists.save(a_playlist(id="p1", created_at=at(2)))
    documents.playlists.save(a_playlist(id="p2", created_at=at(1)))
    documents.playlists.save(a_playlist(id="p3", created_at=at(3), client_id="client-2"))
    assert [p.id for p in documents.playlists.list_for_client("client-1")] == ["p1", "p2"]


def test_count_created_since_includes_the_boundary_and_excludes_older(documents):
    documents.playlists.save(a_playlist(id="older", created_at=MOMENT - timedelta(seconds=1)))
    documents.playlists.save(a_playlist(id="exact", created_at=MOMENT))
    documents.playlists.save(a_playlist(id="newer", created_at=at(10)))
    documents.playlists.save(a_playlist(id="other", created_at=at(10), client_id="client-2"))
    assert documents.playlists.count_created_since("client-1", MOMENT) == 2


def test_saving_again_replaces_the_playlist(documents):
    documents.playlists.save(a_playlist())
    edited = a_playlist(items=a_playlist().items[:1], total_duration=10.0, total_size=2048)
    documents.playlists.save(edited)
    assert documents.playlists.list_for_client("client-1") == [edited]


def test_a_deleted_playlist_is_gone(documents):
    documents.playlists.save(a_playlist())
    documents.playlists.delete("playlist-1")
    documents.playlists.delete("missing")
    assert documents.playlists.list_for_client("client-1") == []


def test_playlists_created_at_the_same_moment_list_the_later_stored_first(documents):
    for pid in ["first", "second"]:
        documents.playlists.save(a_playlist(id=pid, created_at=MOMENT))
        stored_apart()
    assert [p.id for p in documents.playlists.list_for_client("client-1")] == ["second", "first"]


def test_count_created_since_a_month_start_counts_from_its_first_moment(documents):
    month, playlists = datetime(2025, 2, 1, tzinfo=UTC), documents.playlists
    playlists.save(a_playlist(id="last-month", created_at=month - timedelta(microseconds=1)))
    playlists.save(a_playlist(id="first-moment", created_at=month))
    playlists.save(a_playlist(id="next-month", created_at=month + timedelta(days=40)))
    playlists.save(a_playlist(id="other", client_id="client-2", created_at=month))
    assert playlists.count_created_since("client-1", month) == 2
    playlists.save(a_playlist(id="last-month", created_at=month + timedelta(days=1)))
    playlists.delete("next-month")
    assert playlists.count_created_since("client-1", month) == 2
    assert playlists.count_created_since("client-1", datetime(2025, 1, 1, tzinfo=UTC)) == 2
    assert playlists.count_created_since("client-1", datetime(2025, 3, 1, tzinfo=UTC)) == 0
