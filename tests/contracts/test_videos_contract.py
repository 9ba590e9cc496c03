"""The VideoRepository port (`videos`), on every document adapter."""

from tests.contracts.builders import MOMENT, a_video, at
from tests.support.firebase_gaps import stored_apart


def test_a_saved_video_reads_back_with_every_field(documents):
    documents.videos.save(a_video())
    assert documents.videos.get("video-1") == a_video()


def test_an_unknown_video_is_none(documents):
    assert documents.videos.get("nobody") is None


def test_a_clients_videos_are_listed_newest_first_without_others(documents):
    documents.videos.save(a_video(id="v1", created_at=at(1)))
    documents.videos.save(a_video(id="v2", created_at=at(2)))
    documents.videos.save(a_video(id="v3", client_id="client-2", created_at=at(3)))
    assert [v.id for v in documents.videos.list_for_client("client-1")] == ["v2", "v1"]


def test_saving_again_replaces_the_video(documents):
    documents.videos.save(a_video(status=True))
    documents.videos.save(a_video(status=False, title="Renamed"))
    assert documents.videos.list_for_client("client-1") == [a_video(status=False, title="Renamed")]


def test_a_deleted_video_is_gone(documents):
    documents.videos.save(a_video())
    documents.videos.delete("video-1")
    documents.videos.delete("missing")
    assert documents.videos.get("video-1") is None


def test_videos_created_at_the_same_moment_list_the_later_stored_first(documents):
    for vid in ["first", "second"]:
        documents.videos.save(a_video(id=vid, created_at=MOMENT))
        stored_apart()
    assert [v.id for v in documents.videos.list_for_client("client-1")] == ["second", "first"]
