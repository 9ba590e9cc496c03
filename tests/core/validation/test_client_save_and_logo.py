"""Client save-time checks, the confirm-password step and the logo rules (spec §5)."""

from __future__ import annotations

import pytest

from signage_core import validate_client_save, validate_confirm_password, validate_logo

TWO_MB = 2 * 1024 * 1024
VALID_SAVE = {"locationNumber": "12", "companyEmail": "info@sunny.example"}


def test_valid_client_passes_the_save_checks() -> None:
    assert validate_client_save(VALID_SAVE) == {}


@pytest.mark.parametrize("location", ["", "abc", "1.5", "-3", None])
def test_save_rejects_a_location_number_that_is_not_a_number(location: object) -> None:
    assert validate_client_save({**VALID_SAVE, "locationNumber": location}) == {
        "locationNumber": "The location number must be a valid number."
    }


def test_save_accepts_a_location_number_sent_as_a_number() -> None:
    assert validate_client_save({**VALID_SAVE, "locationNumber": 7}) == {}


@pytest.mark.parametrize("email", ["", "info", "info@sunny", "in fo@sunny.example"])
def test_save_rejects_a_malformed_company_email(email: str) -> None:
    assert validate_client_save({**VALID_SAVE, "companyEmail": email}) == {
        "companyEmail": "The company email has an invalid format."
    }


def test_confirm_step_needs_the_password() -> None:
    assert validate_confirm_password("") == {"password": "Please enter your password."}
    assert validate_confirm_password(None) == {"password": "Please enter your password."}
    assert validate_confirm_password("my secret") == {}


@pytest.mark.parametrize("content_type", ["image/png", "image/jpeg", "IMAGE/JPEG"])
def test_logo_of_2mb_jpg_or_png_within_1920px_is_accepted(content_type: str) -> None:
    assert validate_logo(TWO_MB, content_type, 1920, 1920) == {}


def test_logo_over_2mb_is_refused() -> None:
    assert validate_logo(TWO_MB + 1, "image/png", 100, 100) == {
        "logo": "Logo must be less than 2MB"
    }


@pytest.mark.parametrize("content_type", ["image/gif", "image/webp", "application/pdf", ""])
def test_logo_of_another_type_is_refused(content_type: str) -> None:
    assert validate_logo(1000, content_type, 100, 100) == {
        "logo": "Only JPG and PNG files are allowed"
    }


@pytest.mark.parametrize(("width", "height"), [(1921, 100), (100, 1921), (4000, 3000)])
def test_logo_larger_than_1920px_is_refused(width: int, height: int) -> None:
    assert validate_logo(1000, "image/png", width, height) == {
        "logo": "Image dimensions must be 1920x1920px or less"
    }


def test_logo_size_is_checked_before_type_and_dimensions() -> None:
    assert validate_logo(TWO_MB + 1, "image/gif", 5000, 5000) == {
        "logo": "Logo must be less than 2MB"
    }
    assert validate_logo(10, "image/gif", 5000, 5000) == {
        "logo": "Only JPG and PNG files are allowed"
    }
