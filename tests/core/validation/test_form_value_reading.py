"""How validators read raw form values: trimming, numbers, booleans, missing keys."""

from __future__ import annotations

from signage_core import validate_login, validate_media, validate_payment, validate_playlist

PLAYLIST = {"playlistName": "Morning", "mediaIds": ["m1"], "clientId": "c1"}


def test_values_that_are_not_text_count_as_missing() -> None:
    assert validate_payment({"packageId": True, "paymentMethod": ["Cash"]}) == {
        "packageId": "Please select a package.",
        "paymentMethod": "Please select a payment method.",
        "paymentReference": "Please provide a payment reference.",
    }


def test_password_is_not_trimmed_but_email_is() -> None:
    assert validate_login({"email": " a@b.co ", "password": " "}) == {}


def test_multipart_string_true_turns_the_logo_on() -> None:
    assert validate_playlist({**PLAYLIST, "showLogo": "true"}) == {
        "logoPosition": "Please choose a logo position"
    }
    assert validate_playlist({**PLAYLIST, "showLogo": "false", "logoPosition": "x"}) == {}


def test_media_ids_may_arrive_as_a_tuple() -> None:
    assert validate_playlist({**PLAYLIST, "mediaIds": ("m1", "m2")}) == {}


def test_media_ids_as_a_plain_string_are_not_a_selection() -> None:
    assert validate_playlist({**PLAYLIST, "mediaIds": "m1"}) == {
        "mediaIds": "Please select at least one media file"
    }


def test_infinite_or_boolean_duration_is_not_a_number() -> None:
    base = {"name": "Clip", "assetType": "youtube", "youtubeUrl": "youtu.be/dQw4w9WgXcQ"}
    for duration in (float("inf"), float("nan"), True):
        assert validate_media({**base, "duration": duration}) == {
            "duration": "Duration must be a number"
        }


def test_edit_may_leave_youtube_url_out_but_not_send_a_bad_one() -> None:
    base = {"name": "Clip", "assetType": "youtube", "mode": "edit"}
    assert validate_media(base) == {}
    assert validate_media({**base, "youtubeUrl": "https://vimeo.com/1"}) == {
        "youtubeUrl": "Invalid YouTube URL."
    }


def test_errors_are_listed_in_form_order() -> None:
    errors = validate_media({"assetType": "video", "duration": -1})
    assert list(errors) == ["name", "file", "duration"]
