"""SweepLeftovers removes the stored objects no document names once they are older than the
window, keeps every object a media or a client names and anything recent, and reports how
many it removed (on the in-memory adapters; the SIGKILL rounds in tests/http run it on disk)."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from tests.contracts.builders import a_client, a_media
from tests.core.usecases.world import World

from signage_core.usecases.files.leftovers import LEFTOVER_AGE, SweepReport

ORPHAN = "medias/1736940000000_killed.jpg"


def _store(world: World, *paths: str) -> None:
    for path in paths:
        world.blobs.put(path, [b"bytes"], content_type="image/jpeg")


def test_an_old_object_no_document_names_is_removed_and_counted(world: World):
    media = a_media()
    world.docs.medias.save(media)
    _store(world, media.file_path, media.thumbnail_path, ORPHAN)
    world.clock.advance(LEFTOVER_AGE + timedelta(seconds=1))
    assert world.uc.sweep_leftovers()() == SweepReport(unreferenced=1, partials=0)
    assert world.blobs.paths() == sorted([media.file_path, media.thumbnail_path])


def test_a_recent_object_without_a_record_is_left_to_its_upload(world: World):
    _store(world, ORPHAN)
    world.clock.advance(LEFTOVER_AGE - timedelta(seconds=1))
    assert world.uc.sweep_leftovers()() == SweepReport(unreferenced=0, partials=0)
    assert world.blobs.paths() == [ORPHAN]


def test_a_logo_and_a_file_named_only_by_its_link_are_kept(world: World):
    client = a_client(logo_path="clients/logos/c1_1", logo_url="/files/clients/logos/c1_1?x=1")
    linked = "medias/1736944245000_old%20app.mp4"
    media = replace(a_media(id="m2"), file_path="", thumbnail_path="", thumbnail_url="")
    media = replace(media, file_url=f"https://h/v0/b/bk/o/{linked.replace('/', '%2F')}?t=1")
    world.docs.clients.save(client)
    world.docs.medias.save(media)
    _store(world, "clients/logos/c1_1", "medias/1736944245000_old app.mp4")
    world.clock.advance(LEFTOVER_AGE * 2)
    assert world.uc.sweep_leftovers()().unreferenced == 0
    assert len(world.blobs.paths()) == 2
