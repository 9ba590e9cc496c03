"""The MediaRepository port (`medias`), on every document adapter."""

from datetime import UTC, datetime, timedelta

from tests.contracts.builders import MOMENT, a_media, at
from tests.support.firebase_gaps import stored_apart

from signage_core.entities.media import AssetType


def test_a_saved_media_reads_back_with_every_field(documents):
    documents.medias.save(a_media())
    assert documents.medias.get("media-1") == a_media()


def test_a_youtube_link_without_files_reads_back_so(documents):
    media = a_media(
        asset_type=AssetType.YOUTUBE,
        youtube_url="https://youtu.be/dQw4w9WgXcQ",
        file_url="",
        file_path="",
        thumbnail_path="",
        created_at=None,
    )
    documents.medias.save(media)
    assert documents.medias.get("media-1") == media


def test_an_unknown_media_is_none(documents):
    assert documents.medias.get("nobody") is None


def test_a_users_media_are_listed_newest_first_without_others(documents):
    documents.medias.save(a_media(id="m1", created_at=at(1)))
    documents.medias.save(a_media(id="m2", created_at=at(3)))
    documents.medias.save(a_media(id="m3", created_at=at(2)))
    documents.medias.save(a_media(id="m4", user_id="uid-grace", created_at=at(4)))
    assert [m.id for m in documents.medias.list_for_user("uid-ada")] == ["m2", "m3", "m1"]


def test_active_only_lists_media_with_status_true(documents):
    documents.medias.save(a_media(id="m1", status=True, created_at=at(1)))
    documents.medias.save(a_media(id="m2", status=False, created_at=at(2)))
    documents.medias.save(a_media(id="m3", status=True, created_at=at(3)))
    listed = documents.medias.list_for_user("uid-ada", active_only=True)
    assert [m.id for m in listed] == ["m3", "m1"]


def test_count_by_type_counts_the_users_media_with_every_type_as_a_key(documents):
    for n, kind in enumerate([AssetType.IMAGE, AssetType.IMAGE, AssetType.YOUTUBE]):
        documents.medias.save(a_media(id=f"m{n}", asset_type=kind))
    documents.medias.save(a_media(id="other", user_id="uid-grace", asset_type=AssetType.VIDEO))
    counts = documents.medias.count_by_type("uid-ada")
    assert counts == {AssetType.IMAGE: 2, AssetType.VIDEO: 0, AssetType.YOUTUBE: 1}


def test_count_by_type_of_a_user_without_media_is_all_zero(documents):
    assert documents.medias.count_by_type("uid-ada") == dict.fromkeys(AssetType, 0)


def test_count_created_since_includes_the_boundary_and_excludes_older(documents):
    documents.medias.save(a_media(id="older", created_at=MOMENT - timedelta(microseconds=1)))
    documents.medias.save(a_media(id="exact", created_at=MOMENT))
    documents.medias.save(a_media(id="newer", created_at=at(3)))
    documents.medias.save(a_media(id="undated", created_at=None))
    documents.medias.save(a_media(id="other", user_id="uid-grace", created_at=at(3)))
    assert documents.medias.count_created_since("uid-ada", MOMENT) == 2


def test_saving_again_replaces_the_media(documents):
    documents.medias.save(a_media(status=True))
    documents.medias.save(a_media(status=False, description=""))
    assert documents.medias.list_for_user("uid-ada") == [a_media(status=False, description="")]


def test_a_deleted_media_is_gone(documents):
    documents.medias.save(a_media(id="m1"))
    documents.medias.save(a_media(id="m2"))
    documents.medias.delete("m1")
    documents.medias.delete("missing")
    assert [m.id for m in documents.medias.list_for_user("uid-ada")] == ["m2"]


def test_media_created_at_the_same_moment_list_the_later_stored_first(documents):
    for mid in ["first", "second", "third"]:
        documents.medias.save(a_media(id=mid, created_at=MOMENT))
        stored_apart()
    listed = [m.id for m in documents.medias.list_for_user("uid-ada")]
    assert listed == ["third", "second", "first"]


def test_media_without_a_creation_time_are_listed_last(documents):
    documents.medias.save(a_media(id="undated", created_at=None))
    documents.medias.save(a_media(id="old", created_at=at(-400)))
    documents.medias.save(a_media(id="new", created_at=at(1)))
    assert [m.id for m in documents.medias.list_for_user("uid-ada")] == ["new", "old", "undated"]


def test_count_created_since_a_month_start_counts_from_its_first_moment(documents):
    month = datetime(2025, 2, 1, tzinfo=UTC)
    documents.medias.save(a_media(id="last-month", created_at=month - timedelta(microseconds=1)))
    documents.medias.save(a_media(id="first-moment", created_at=month))
    documents.medias.save(a_media(id="next-month", created_at=month + timedelta(days=40)))
    documents.medias.save(a_media(id="other", user_id="uid-grace", created_at=month))
    assert documents.medias.count_created_since("uid-ada", month) == 2
    documents.medias.save(a_media(id="last-month", created_at=month + timedelta(days=1)))
    documents.medias.delete("next-month")
    assert documents.medias.count_created_since("uid-ada", month) == 2
    assert documents.medias.count_created_since("uid-ada", datetime(2025, 1, 1, tzinfo=UTC)) == 2
    assert documents.medias.count_created_since("uid-ada", datetime(2025, 3, 1, tzinfo=UTC)) == 0
