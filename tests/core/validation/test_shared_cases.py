"""Runs tests/cases/validation_cases.json (shared with the web app's zod schemas) against the
Python validators: both sides must give the same field → message for the same form values."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest

from signage_core import (
    FieldErrors,
    validate_client_form,
    validate_login,
    validate_media,
    validate_payment,
    validate_playlist,
    validate_registration,
    validate_user_create,
    validate_user_edit,
    validate_video,
)

CASES_FILE = Path(__file__).resolve().parents[2] / "cases" / "validation_cases.json"
VALIDATORS: dict[str, Callable[[Mapping[str, object]], FieldErrors]] = {
    "login": validate_login,
    "registration": validate_registration,
    "userCreate": validate_user_create,
    "userEdit": validate_user_edit,
    "client": validate_client_form,
    "media": validate_media,
    "video": validate_video,
    "playlist": validate_playlist,
    "payment": validate_payment,
}
CASES: list[dict[str, Any]] = json.loads(CASES_FILE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES, ids=[f"{c['form']}: {c['name']}" for c in CASES])
def test_validator_gives_the_shared_expected_errors(case: dict[str, Any]) -> None:
    assert VALIDATORS[case["form"]](case["values"]) == case["expected"]


def test_every_case_names_a_known_form_and_has_only_the_documented_keys() -> None:
    for case in CASES:
        assert case["form"] in VALIDATORS
        assert set(case) == {"form", "name", "values", "expected"}


def test_cases_cover_every_form() -> None:
    assert {case["form"] for case in CASES} == set(VALIDATORS)


def test_cases_cover_every_form_message_of_the_validators() -> None:
    produced = {message for case in CASES for message in case["expected"].values()}
    required_messages = {
        "Email is required", "Invalid email", "Password is required", "Name is required",
        "Phone is required", "Please enter your password to confirm.", "Name is required.",
        "Phone is required.", "Phone must contain only numbers.", "Required field",
        "Invalid email format", "It must be a number", "Invalid YouTube URL.",
        "Make sure all fields are complete before saving.", "Please enter a playlist name",
        "Please select at least one media file", "No client ID found",
        "Please select a video file", "Please select a package.",
        "Please provide a payment reference.",
    }  # fmt: skip
    assert required_messages <= produced


def test_case_names_are_unique_within_a_form() -> None:
    keys = [(case["form"], case["name"]) for case in CASES]
    assert len(keys) == len(set(keys))
