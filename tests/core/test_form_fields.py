"""A form given to a use case may carry only that form's fields: a misspelt key is refused,
naming it, instead of being silently ignored."""

import re
from pathlib import Path

import msgspec
import pytest
from signage_http.schemas import requests as bodies
from tests.core.usecases.world import PASSWORD, YOUTUBE_URL, client_form

from signage_core import messages as m
from signage_core.errors import ValidationFailed
from signage_core.paging import PageRequest
from signage_core.validation.accounts import (
    LOGIN_FIELDS,
    REGISTRATION_BODY_FIELDS,
    USER_CREATE_FIELDS,
    USER_EDIT_FIELDS,
)
from signage_core.validation.clients import CLIENT_CREATE_FIELDS, CLIENT_FIELDS
from signage_core.validation.fields import unknown_fields
from signage_core.validation.media import MEDIA_ADD_FIELDS, MEDIA_EDIT_FIELDS, VIDEO_FIELDS
from signage_core.validation.payments import PAYMENT_EDIT_FIELDS, PAYMENT_FIELDS
from signage_core.validation.playlists import PLAYLIST_FIELDS

ROOT = Path(__file__).resolve().parents[2]


def test_unknown_fields_names_every_key_outside_the_form():
    form = {"name": "A", "duraton": "5", "show_banner": True}
    assert unknown_fields(form, MEDIA_ADD_FIELDS) == {
        "duraton": m.UNKNOWN_FIELD,
        "show_banner": m.UNKNOWN_FIELD,
    }
    assert unknown_fields({"name": "A", "duration": "5"}, MEDIA_ADD_FIELDS) == {}


def test_a_misspelt_duration_is_refused_and_nothing_is_stored(world):
    actor, _ = world.customer()
    form = {"name": "Clip", "assetType": "youtube", "youtubeUrl": YOUTUBE_URL, "duraton": 30}
    with pytest.raises(ValidationFailed) as refused:
        world.uc.add_media()(actor, form)
    assert refused.value.field_errors == {"duraton": m.UNKNOWN_FIELD}
    assert world.uc.list_media()(actor, PageRequest()).items == []


def test_a_snake_case_show_banner_is_refused_not_ignored(world):
    actor, _ = world.customer()
    media = world.add_image(actor)
    form = {"playlistName": "Morning", "mediaIds": [media.id], "show_banner": True}
    with pytest.raises(ValidationFailed) as refused:
        world.uc.create_playlist()(actor, {**form, "bannerText": "Hello"})
    assert refused.value.field_errors == {"show_banner": m.UNKNOWN_FIELD}
    assert world.uc.list_playlists()(actor, PageRequest()).items == []


def test_every_form_taking_use_case_refuses_an_unknown_key(world):
    admin = world.staff()
    actor, client = world.customer()
    media = world.add_youtube(actor)
    calls = [
        lambda: world.uc.register()({"name": "Bo", "surname": "X"}),
        lambda: world.uc.login()({"email": "ann@example.com", "password": PASSWORD, "pw": "x"}),
        lambda: world.uc.create_user()(admin, {"nickname": "Bo"}),
        lambda: world.uc.update_user()(admin, actor.user_id, {"nickname": "Bo"}),
        lambda: world.uc.create_client()(admin, client_form(nickname="x")),
        lambda: world.uc.update_client()(actor, client.id, {"nickname": "x"}),
        lambda: world.uc.edit_media()(actor, media.id, {"nickname": "x"}),
        lambda: world.uc.add_video()(actor, {"nickname": "x"}),
        lambda: world.uc.create_playlist()(actor, {"nickname": "x"}),
        lambda: world.uc.record_payment()(admin, {"nickname": "x"}),
    ]
    for call in calls:
        with pytest.raises(ValidationFailed) as refused:
            call()
        assert set(refused.value.field_errors) & {"surname", "pw", "nickname"}


# The HTTP layer turns these bodies into forms (signage_http.schemas.requests.as_form): each field
# must be one its use case knows, or the portal itself would trip on the check.
HTTP_FORMS = [
    (bodies.RegisterBody, REGISTRATION_BODY_FIELDS),
    (bodies.CreateUserBody, USER_CREATE_FIELDS),
    (bodies.UpdateUserBody, USER_EDIT_FIELDS),
    (bodies.CreateClientBody, CLIENT_CREATE_FIELDS),
    (bodies.UpdateClientBody, CLIENT_FIELDS),
    (bodies.UpdateMediaBody, MEDIA_EDIT_FIELDS),
    (bodies.VideoBody, VIDEO_FIELDS),
    (bodies.UpdateVideoBody, VIDEO_FIELDS),
    (bodies.PlaylistBody, PLAYLIST_FIELDS),
    (bodies.PaymentBody, PAYMENT_FIELDS),
    (bodies.UpdatePaymentBody, PAYMENT_EDIT_FIELDS),
]


@pytest.mark.parametrize(("body", "fields"), HTTP_FORMS, ids=lambda x: getattr(x, "__name__", ""))
def test_the_http_bodies_send_only_fields_their_use_case_knows(body, fields):
    names = {field.encode_name for field in msgspec.structs.fields(body)}
    assert names <= fields


def test_the_login_route_and_the_web_apps_media_upload_send_known_fields():
    assert {"email", "password"} <= LOGIN_FIELDS
    source = (ROOT / "webapp/src/features/medias/api/add-media.ts").read_text(encoding="utf-8")
    appended = set(re.findall(r"form\.append\('(\w+)'", source))
    assert appended
    assert appended - {"file", "thumbnail"} <= MEDIA_ADD_FIELDS
