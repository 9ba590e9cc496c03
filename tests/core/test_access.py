"""Spec §6's permissions, public in `signage_core.access`, as library users call them."""

import re

import pytest

from signage_core import access
from signage_core.entities.users import Actor, Role
from signage_core.entities.videos import Video
from signage_core.errors import Forbidden, NotFound, ProfileIncomplete

ADMIN = Actor("a1", Role.ADMIN)
SUPERVISOR = Actor("s1", Role.SUPERVISOR)


def test_only_staff_pass_the_staff_check_and_only_an_admin_the_admin_check(world):
    client = world.signup()
    access.require_staff(SUPERVISOR)
    access.require_admin(ADMIN)
    for refused, check in ((client, access.require_staff), (SUPERVISOR, access.require_admin)):
        with pytest.raises(Forbidden, match="not authorized"):
            check(refused)
    with pytest.raises(Forbidden):
        access.require_client_role(ADMIN)


def test_a_client_sees_only_its_own_client_and_user_records(world):
    ann, ann_client = world.customer()
    bob = world.signup("bob@example.com", "Bob")
    assert access.own_client(ann, world.docs.clients) == ann_client
    with pytest.raises(ProfileIncomplete, match=re.escape("Please complete your client profile.")):
        access.own_client(bob, world.docs.clients)
    assert access.can_see_client(SUPERVISOR, ann_client)
    assert not access.can_see_client(bob, ann_client)
    with pytest.raises(NotFound, match=re.escape("The client does not exist.")):
        access.visible_client(world.docs.clients, bob, ann_client.id)
    assert access.visible_user(world.docs.users, ann, ann.user_id).email == "ann@example.com"
    with pytest.raises(NotFound, match=re.escape("User not found.")):
        access.visible_user(world.docs.users, bob, ann.user_id)


def test_media_belong_to_the_user_who_added_them(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com")
    media = world.add_image(ann)
    assert access.own_media(world.docs.medias, ann, media.id) == media
    with pytest.raises(NotFound, match="Media not found"):
        access.own_media(world.docs.medias, bob, media.id)


def test_another_clients_video_is_not_theirs_to_edit(world):
    _, ann_client = world.customer()
    _, bob_client = world.customer("bob@example.com")
    video = Video("v1", "Intro", "https://youtu.be/dQw4w9WgXcQ", "thumb.jpg", ann_client.id)
    access.require_video_owner(video, ann_client)
    with pytest.raises(Forbidden, match=re.escape("You are not authorized to edit this video.")):
        access.require_video_owner(video, bob_client)
