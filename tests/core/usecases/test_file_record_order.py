"""Issue 28 on the in-memory backend: writes spanning stored files and their record leave no
record without its files and no files without their record, whatever the record write
answers: a refusal removes the new files at once; an unknown outcome (the backend did not
answer in time, the write applied or not) keeps them until the sweep, which removes only
files no record names."""

from datetime import timedelta

import pytest
from tests.core.usecases.world import upload

from signage_core.errors import BackendUnavailable, StorageFull
from signage_core.usecases.files.leftovers import LEFTOVER_AGE
from signage_core.validation import messages as m

POSTER = {"name": "Poster", "assetType": "image"}


def _out(write, *, landed: bool):
    """`write`, cut by an outage: applied first when `landed`, its answer lost either way."""

    def cut(*args, **kwargs):
        if landed:
            write(*args, **kwargs)
        raise BackendUnavailable(m.BACKEND_UNAVAILABLE)

    return cut


def _swept_orphans(world) -> tuple[set[str], set[str]]:
    world.clock.advance(LEFTOVER_AGE + timedelta(minutes=1))
    world.uc.sweep_leftovers()()
    stored, named = set(world.blobs.paths()), world.docs.file_references.referenced_paths()
    return named - stored, stored - named


def test_a_refused_record_write_removes_the_stored_file_at_once(world, monkeypatch):
    actor, _ = world.customer()
    full = StorageFull(m.STORAGE_FULL)
    monkeypatch.setattr(world.docs.medias, "save", lambda media: (_ for _ in ()).throw(full))
    with pytest.raises(StorageFull):
        world.uc.add_media()(actor, POSTER, file=upload())
    assert world.blobs.paths() == []


@pytest.mark.parametrize("landed", [True, False])
def test_an_upload_whose_record_write_is_unknown_keeps_its_file_for_the_sweep(
    world, monkeypatch, landed
):
    actor, _ = world.customer()
    monkeypatch.setattr(world.docs.medias, "save", _out(world.docs.medias.save, landed=landed))
    with pytest.raises(BackendUnavailable):
        world.uc.add_media()(actor, POSTER, file=upload())
    assert len(world.blobs.paths()) == 1
    assert _swept_orphans(world) == (set(), set())
    assert len(world.blobs.paths()) == (1 if landed else 0)


@pytest.mark.parametrize("landed", [True, False])
def test_a_delete_whose_record_delete_is_unknown_keeps_the_files(world, monkeypatch, landed):
    actor, _ = world.customer()
    media = world.add_image(actor)
    medias = world.docs.medias
    monkeypatch.setattr(medias, "delete", _out(medias.delete, landed=landed))
    with pytest.raises(BackendUnavailable):
        world.uc.delete_media()(actor, media.id)
    assert world.blobs.paths() == [media.file_path]
    assert _swept_orphans(world) == (set(), set())


def test_a_file_whose_delete_fails_after_its_record_is_left_to_the_sweep(world, monkeypatch):
    actor, _ = world.customer()
    media = world.add_image(actor)
    monkeypatch.setattr(world.blobs, "delete", _out(lambda path: None, landed=False))
    assert world.uc.delete_media()(actor, media.id) == media
    assert world.docs.medias.get(media.id) is None
    monkeypatch.undo()
    assert _swept_orphans(world) == (set(), set())
    assert world.blobs.paths() == []


@pytest.mark.parametrize("landed", [True, False])
def test_a_logo_whose_record_write_is_unknown_keeps_both_files_for_the_sweep(
    world, monkeypatch, landed
):
    actor, client = world.customer()
    first = world.uc.upload_client_logo()(actor, client.id, upload(b"one"), 10, 10)
    world.clock.advance(timedelta(seconds=1))
    clients = world.docs.clients
    monkeypatch.setattr(clients, "update", _out(clients.update, landed=landed))
    with pytest.raises(BackendUnavailable):
        world.uc.upload_client_logo()(actor, client.id, upload(b"two"), 10, 10)
    assert first.logo_path in world.blobs.paths()
    assert len(world.blobs.paths()) == 2
    assert _swept_orphans(world) == (set(), set())
    assert world.blobs.paths() == [world.docs.clients.get(client.id).logo_path]
