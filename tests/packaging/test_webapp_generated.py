"""The web app's generated modules (webapp/src/lib/*.gen.ts) are what the server and the core
make today: its API types from the OpenAPI document, its limits and field rules from
signage_core. A change on the server side without `nox -s webapp_types` fails here."""

from __future__ import annotations

import pytest
from tools.webapp_types.generate import (
    API_TYPES,
    OPENAPI_TYPESCRIPT,
    SPEC_RULES,
    api_types_module,
)
from tools.webapp_types.spec_rules import FORMS, spec_rules_module

from signage_core import limits
from signage_core.validation.fields import Check


def test_the_committed_api_types_are_those_of_the_current_openapi_document():
    assert OPENAPI_TYPESCRIPT.is_dir(), "run `npm ci` in webapp: openapi-typescript is missing"
    assert API_TYPES.read_text(encoding="utf-8") == api_types_module(), (
        "webapp/src/lib/api-types.gen.ts is stale: run `nox -s webapp_types`"
    )


def test_the_committed_spec_rules_are_those_of_the_core():
    assert SPEC_RULES.read_text(encoding="utf-8") == spec_rules_module(), (
        "webapp/src/lib/spec-rules.gen.ts is stale: run `nox -s webapp_types`"
    )


def test_the_spec_rules_carry_the_core_limits_and_messages():
    module = spec_rules_module()
    assert f"export const SCREEN_NAME_MAX = {limits.SCREEN_NAME_MAX};" in module
    assert f"export const MAX_MEDIA_BYTES = {limits.MAX_MEDIA_BYTES};" in module
    name_rule = "{ kind: 'minLength', limit: 2, message: \"Name must be at least 2 characters\" }"
    assert name_rule in module


def test_a_check_the_web_app_cannot_read_is_refused(monkeypatch: pytest.MonkeyPatch):
    def opaque(value: str) -> str | None:
        return None

    strange: tuple[Check, ...] = (opaque,)
    monkeypatch.setitem(FORMS, "SCREEN_RULES", {"name": strange})
    with pytest.raises(TypeError, match="a check the web app cannot read"):
        spec_rules_module()
