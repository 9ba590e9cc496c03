"""Spec §9's limits are named once in `signage_core.limits` and every rule reads them."""

from datetime import UTC, datetime, timedelta

import pytest
from tests.core.usecases.world import signed, upload

from signage_core import limits
from signage_core.errors import ValidationFailed
from signage_core.rules.expiry import new_client_expiry
from signage_core.rules.youtube import youtube_file_size
from signage_core.validation.accounts import validate_registration
from signage_core.validation.clients import validate_client_form, validate_logo
from signage_core.validation.media import validate_media

MB = 1024 * 1024


def test_the_limits_are_those_of_spec_section_9():
    assert (limits.MAX_LOGO_BYTES, limits.MAX_LOGO_SIDE) == (2 * MB, 1920)
    assert limits.MAX_MEDIA_BYTES == 10 * MB
    assert limits.MAX_THUMBNAIL_BYTES == 2 * MB
    assert limits.NEW_CLIENT_TRIAL_DAYS == 7
    assert limits.YOUTUBE_BYTES_PER_SECOND == 2048
    assert (limits.NAME_MIN, limits.NAME_MAX, limits.PASSWORD_MIN) == (2, 80, 6)
    assert limits.LOCATION_NUMBER_MAX == 3
    maxima = (limits.BUSINESS_NAME_MAX, limits.CONTACT_NAME_MAX, limits.CLIENT_PHONE_MAX)
    assert maxima == (120, 100, 15)
    assert (limits.COMPANY_EMAIL_MAX, limits.WEBSITE_MAX) == (100, 100)


def test_the_validators_refuse_one_past_each_limit():
    over = {"name": "x" * (limits.NAME_MAX + 1), "phone": "1", "email": "a@b.co"}
    assert "name" in validate_registration({**over, "password": "x" * limits.PASSWORD_MIN})
    short = {**over, "name": "Ann", "password": "x" * (limits.PASSWORD_MIN - 1)}
    assert "password" in validate_registration(short)
    form = {"businessName": "x" * (limits.BUSINESS_NAME_MAX + 1), "locationNumber": "1234"}
    errors = validate_client_form(form)
    assert errors["businessName"] == "Maximum 120 characters"
    assert errors["locationNumber"] == "Maximum 3 characters"
    assert validate_logo(limits.MAX_LOGO_BYTES, "image/png", 10, 10) == {}
    assert validate_logo(limits.MAX_LOGO_BYTES + 1, "image/png", 10, 10) != {}
    side = limits.MAX_LOGO_SIDE
    assert validate_logo(1, "image/png", side + 1, side) != {}
    media = {"name": "A", "assetType": "image", "fileName": "a.png", "contentType": "image/png"}
    assert validate_media({**media, "fileSize": limits.MAX_MEDIA_BYTES}) == {}
    assert validate_media({**media, "fileSize": limits.MAX_MEDIA_BYTES + 1}) != {}


def test_the_expiry_and_link_size_rules_use_the_named_constants():
    now = datetime(2025, 1, 1, tzinfo=UTC)
    assert new_client_expiry(now) == now + timedelta(days=limits.NEW_CLIENT_TRIAL_DAYS)
    assert youtube_file_size(10) == 10 * limits.YOUTUBE_BYTES_PER_SECOND


def test_a_video_thumbnail_over_two_megabytes_is_refused_by_the_library(world):
    actor, _ = world.customer()
    video = upload(b"v" * 10, "clip.mp4", "video/mp4")
    thumb = upload(b"x" * limits.MAX_THUMBNAIL_BYTES, "t.jpg", "image/jpeg")
    form = {"name": "Clip", "assetType": "video", "duration": 8}
    with pytest.raises(ValidationFailed) as refused:
        world.uc.add_media()(actor, form, file=video, thumbnail=thumb)
    assert refused.value.field_errors == {"thumbnail": "The thumbnail must be 2MB or less."}
    assert world.blobs.paths() == []


def test_a_thumbnail_of_exactly_two_megabytes_is_kept(world):
    actor, _ = world.customer()
    video = upload(b"v" * 10, "clip.mp4", "video/mp4")
    exact = limits.MAX_THUMBNAIL_BYTES - len(signed(b"", "image/jpeg"))
    thumb = upload(b"x" * exact, "t.jpg", "image/jpeg")
    form = {"name": "Clip", "assetType": "video", "duration": 8}
    media = world.uc.add_media()(actor, form, file=video, thumbnail=thumb)
    assert media.thumbnail_path
