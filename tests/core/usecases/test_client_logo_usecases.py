from dataclasses import replace
from datetime import timedelta

import pytest
from signage_adapters.memory.blobs import MemoryBlobStorage
from tests.core.usecases.world import START, signed, upload

from signage_core.errors import ExternalServiceFailed, NotFound, ValidationFailed
from signage_core.ports.blob_storage import PathTaken
from signage_core.usecases.clients.client_logo import UploadClientLogo

MS = int(START.timestamp() * 1000)


def test_a_logo_is_stored_under_the_clients_path_and_linked(world):
    actor, client = world.customer()
    updated = world.uc.upload_client_logo()(actor, client.id, upload(b"png-bytes"), 400, 300)
    assert updated.logo_path == f"clients/logos/{client.id}_{MS}"
    assert updated.logo_url == world.blobs.download_url(updated.logo_path)
    assert b"".join(world.blobs.read(updated.logo_path)) == signed(b"png-bytes")
    assert updated.updated_at == START


def test_a_new_logo_replaces_and_deletes_the_previous_file(world):
    actor, client = world.customer()
    first = world.uc.upload_client_logo()(actor, client.id, upload(b"one"), 10, 10)
    world.clock.advance(timedelta(seconds=1))
    second = world.uc.upload_client_logo()(actor, client.id, upload(b"two"), 10, 10)
    assert world.blobs.paths() == [second.logo_path]
    assert first.logo_path != second.logo_path


def test_a_logo_whose_name_another_server_took_leaves_that_servers_file(world):
    actor, client = world.customer()
    taken = f"clients/logos/{client.id}_{MS}"  # the name this upload will make
    world.blobs.put(taken, [b"the other server's logo"], content_type="image/png")
    with pytest.raises(PathTaken):
        world.uc.upload_client_logo()(actor, client.id, upload(b"png-bytes"), 400, 300)
    assert b"".join(world.blobs.read(taken)) == b"the other server's logo"
    assert world.docs.clients.get(client.id).logo_path == client.logo_path


@pytest.mark.parametrize(
    ("size", "kind", "width", "message"),
    [
        (2 * 1024 * 1024 + 1, "image/png", 10, "Logo must be less than 2MB"),
        (100, "image/gif", 10, "Only JPG and PNG files are allowed"),
        (100, "image/jpeg", 1921, "Image dimensions must be 1920x1920px or less"),
    ],
)
def test_logo_rules_refuse_big_wrong_or_oversized_images(world, size, kind, width, message):
    actor, client = world.customer()
    logo = replace(upload(b"x", kind=kind), size=size)
    with pytest.raises(ValidationFailed) as refused:
        world.uc.upload_client_logo()(actor, client.id, logo, width, 10)
    assert refused.value.field_errors == {"logo": message}
    assert world.blobs.paths() == []


def test_a_stream_longer_than_declared_is_still_held_to_two_megabytes(world):
    actor, client = world.customer()
    big = [signed(b"x" * 1024 * 1024), *[b"x" * 1024 * 1024] * 2]
    logo = replace(upload(), size=10, chunks=big)
    with pytest.raises(ValidationFailed, match="Logo must be less than 2MB"):
        world.uc.upload_client_logo()(actor, client.id, logo, 10, 10)
    assert world.blobs.paths() == []


class FailingBlobs(MemoryBlobStorage):
    def put(self, path, chunks, **kwargs):
        raise OSError("bucket unavailable")


def test_a_storage_failure_reports_error_uploading_logo(world):
    actor, client = world.customer()
    use_case = UploadClientLogo(world.docs.clients, FailingBlobs(), world.clock)
    with pytest.raises(ExternalServiceFailed, match="Error uploading logo"):
        use_case(actor, client.id, upload(), 10, 10)
    assert world.docs.clients.get(client.id).logo_url == ""


def test_another_client_cannot_upload_a_logo(world):
    _, client = world.customer()
    bob = world.signup("bob@example.com", "Bob")
    with pytest.raises(NotFound):
        world.uc.upload_client_logo()(bob, client.id, upload(), 10, 10)
