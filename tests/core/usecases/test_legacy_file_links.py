"""Records of the original portal keep only their files' links: deleting or replacing such a
record finds its objects from the links and deletes them (on the embedded storage here; the
Firebase forms run on the emulators in tests/http/firebase/test_firebase_legacy_files.py)."""

from datetime import timedelta

from tests.core.usecases.world import upload

THUMB = "medias/thumbnails/thumb_1741599000000_photo.jpg"


def keep_only_links(world, collection: str, doc_id: str, *paths: str) -> None:
    """Rewrite the stored document without its path fields, as the original portal kept it."""
    document = world.docs.store.get(collection, doc_id)
    world.docs.store.delete(collection, doc_id)
    world.docs.store.put(collection, doc_id, {k: v for k, v in document.items() if k not in paths})


def media_with_links_only(world, actor) -> tuple[str, list[str]]:
    """A media of `actor` whose file and thumbnail only its links name; its id and paths."""
    media = world.add_image(actor)
    world.blobs.put(THUMB, [b"jpeg"], content_type="image/jpeg")
    world.docs.store.put("medias", media.id, {"thumbnailUrl": world.blobs.download_url(THUMB)})
    keep_only_links(world, "medias", media.id, "filePath", "thumbnailPath")
    return media.id, sorted([media.file_path, THUMB])


def test_deleting_a_media_kept_by_its_links_deletes_its_file_and_thumbnail(world):
    actor, _ = world.customer()
    media_id, paths = media_with_links_only(world, actor)
    assert world.blobs.paths() == paths
    world.uc.delete_media()(actor, media_id)
    assert world.blobs.paths() == []
    assert world.docs.medias.get(media_id) is None


def test_deleting_a_media_whose_links_name_another_site_deletes_the_record_only(world):
    actor, _ = world.customer()
    media_id, paths = media_with_links_only(world, actor)
    elsewhere = {"fileUrl": "https://cdn.example/a.jpg", "thumbnailUrl": "gs://other/t.jpg"}
    world.docs.store.put("medias", media_id, elsewhere)
    world.uc.delete_media()(actor, media_id)
    assert world.docs.medias.get(media_id) is None
    assert world.blobs.paths() == paths


def test_a_new_logo_deletes_the_previous_one_kept_by_its_link(world):
    actor, client = world.customer()
    first = world.uc.upload_client_logo()(actor, client.id, upload(b"one"), 10, 10)
    keep_only_links(world, "clients", client.id, "logoPath")
    world.clock.advance(timedelta(seconds=1))
    second = world.uc.upload_client_logo()(actor, client.id, upload(b"two"), 10, 10)
    assert world.blobs.paths() == [second.logo_path]
    assert first.logo_path != second.logo_path


def test_deleting_a_client_deletes_its_logo_kept_by_path_or_by_link(world):
    admin = world.staff()
    for email, links_only in (("ann@example.com", False), ("bob@example.com", True)):
        actor, client = world.customer(email)
        world.uc.upload_client_logo()(actor, client.id, upload(b"logo"), 10, 10)
        if links_only:
            keep_only_links(world, "clients", client.id, "logoPath")
        world.uc.delete_client()(admin, client.id)
        assert world.blobs.paths() == [], email
