"""Spec §7 storage paths come from `signage_core.storage_paths`, in the spec's shapes, unique
without asking the storage which names are free."""

from datetime import UTC, datetime

from signage_adapters.memory.blobs import MemoryBlobStorage
from signage_adapters.memory.clock import ManualClock
from signage_adapters.memory.video_info import MemoryVideoInfo
from signage_adapters.pillow_thumbnails import PillowThumbnailer
from tests.core.usecases.world import START, upload

from signage_core.storage_paths import (
    UploadStamps,
    logo_path,
    media_path,
    path_in_link,
    safe_filename,
    thumbnail_path,
    timestamp,
)
from signage_core.usecases.billing.licence import LicenceGate
from signage_core.usecases.clients.client_logo import UploadClientLogo
from signage_core.usecases.content.media_upload import AddMedia

MOMENT = datetime(2025, 1, 15, 12, 30, 45, 123_000, tzinfo=UTC)
MS = 1736944245123


def test_the_paths_follow_spec_section_7_exactly():
    assert timestamp(MOMENT) == MS
    assert logo_path("client-1", MS) == f"clients/logos/client-1_{MS}"
    assert media_path(MS, "Menú de invierno.mp4") == f"medias/{MS}_Men_de_invierno.mp4"
    assert thumbnail_path(MS, "menu.mp4") == f"medias/thumbnails/thumb_{MS}_menu.jpg"


def test_upload_stamps_follow_the_clock_and_never_repeat():
    clock = ManualClock(MOMENT)
    stamps = UploadStamps(clock)
    assert [stamps.next(), stamps.next(), stamps.next()] == [MS, MS + 1, MS + 2]
    clock.set(datetime(2025, 1, 15, 12, 31, tzinfo=UTC))
    assert stamps.next() == timestamp(clock.now())


def test_a_file_name_can_never_become_a_path_of_its_own():
    assert safe_filename("../../etc/passwd") == "passwd"
    assert safe_filename("..\\..\\boot.ini") == "boot.ini"
    assert safe_filename("...") == "file"
    assert len(safe_filename("x" * 300 + ".png")) == 100


class NoProbing(MemoryBlobStorage):
    """Storage that fails any lookup: a path must not depend on what is already stored."""

    def metadata(self, path):
        raise AssertionError(f"probed {path}")


def test_two_logos_in_one_millisecond_keep_separate_files_without_probing_storage(world):
    actor, client = world.customer()
    blobs = NoProbing()
    use_case = UploadClientLogo(world.docs.clients, blobs, world.clock)
    first = use_case(actor, client.id, upload(b"one"), 10, 10)
    stored_first = b"".join(blobs.read(first.logo_path))
    second = use_case(actor, client.id, upload(b"two"), 10, 10)
    assert first.logo_path != second.logo_path
    assert blobs.paths() == [second.logo_path]
    assert stored_first.endswith(b"one")


def test_two_media_files_of_one_name_in_one_millisecond_never_probe_storage(world):
    actor, _ = world.customer()
    blobs = NoProbing()
    gate = LicenceGate(world.docs.clients, world.docs.payments, world.clock)
    add_media = AddMedia(
        world.docs.medias, blobs, PillowThumbnailer(), gate, world.clock, MemoryVideoInfo()
    )
    form = {"name": "Poster", "assetType": "image"}
    first = add_media(actor, form, file=upload(b"one"))
    second = add_media(actor, form, file=upload(b"two"))
    assert first.file_path != second.file_path
    assert world.clock.now() == START
    assert b"".join(blobs.read(first.file_path)).endswith(b"one")


def test_a_stored_link_names_its_object_path():
    firebase = "https://firebasestorage.googleapis.com/v0/b/app.appspot.com/o/medias%2F1_a%20b.jpg"
    assert path_in_link(f"{firebase}?alt=media&token=t") == "medias/1_a b.jpg"
    assert path_in_link("/files/clients/logos/c1_5?expires=9&signature=ab") == "clients/logos/c1_5"
    assert path_in_link("https://portal.example/files/medias/2_x.mp4") == "medias/2_x.mp4"
    assert path_in_link("https://i.ytimg.com/vi/abc/hqdefault.jpg") == ""
    assert path_in_link("") == ""
