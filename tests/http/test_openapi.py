"""The OpenAPI schema at /schema lists every API route with its methods."""

from __future__ import annotations

import re
from typing import Any

from litestar.routes import HTTPRoute
from tests.http.api_support import World

IGNORED_METHODS = {"HEAD", "OPTIONS"}


def _schema_path(path: str) -> str:
    return re.sub(r"\{(\w+):\w+\}", r"{\1}", path)


def test_every_api_route_is_in_the_schema_with_its_methods(world: World):
    schema = world.client().get("/schema/openapi.json").json()
    documented = {
        (path, method.upper()) for path, item in schema["paths"].items() for method in item
    }
    served = {
        (_schema_path(route.path), method)
        for route in world.app.routes
        if isinstance(route, HTTPRoute) and route.path.startswith(("/api/", "/files/"))
        for method in route.methods - IGNORED_METHODS
    }
    assert len(served) >= 45
    assert served <= documented


def test_uploads_document_their_multipart_bodies(world: World):
    schema = world.client().get("/schema/openapi.json").json()
    for path in ("/api/medias", "/api/clients/{client_id}/logo"):
        body = schema["paths"][path]["post"]["requestBody"]["content"]
        assert "multipart/form-data" in body


def test_the_swagger_ui_is_served(world: World):
    answer = world.client().get("/schema/swagger")
    assert answer.status_code == 200
    assert "swagger" in answer.text.lower()


def _responses(world: World, method: str, path: str) -> dict[str, Any]:
    schema = world.client().get("/schema/openapi.json").json()
    responses: dict[str, Any] = schema["paths"][path][method]["responses"]
    return responses


def test_errors_are_documented_as_the_error_body_the_api_sends(world: World):
    schema = world.client().get("/schema/openapi.json").json()
    body = schema["components"]["schemas"]["ErrorBody"]
    assert set(body["properties"]) == {"code", "message", "fieldErrors"}
    refusal = _responses(world, "patch", "/api/medias/{media_id}")["400"]
    assert refusal["content"]["application/json"]["schema"]["$ref"].endswith("/ErrorBody")
    assert "status_code" not in str(schema["paths"])


def test_each_route_documents_the_refusals_its_kind_can_give(world: World):
    assert set(_responses(world, "post", "/api/medias")) == {
        "201", "400", "401", "403", "409", "413", "415", "503", "507"
    }  # fmt: skip
    assert set(_responses(world, "get", "/api/config")) == {"200"}
    assert set(_responses(world, "get", "/api/users/{user_id}")) == {"200", "401", "404", "503"}


def test_throttled_sign_ins_and_pairings_document_retry_after(world: World):
    for path in ("/api/auth/login", "/api/auth/password-reset", "/api/screens"):
        throttled = _responses(world, "post", path)["429"]
        assert "too_many_attempts" in throttled["description"]
        assert throttled["headers"]["Retry-After"]["required"] is True


def test_the_webhook_documents_payments_not_configured(world: World):
    assert (
        "paypal_not_configured"
        in _responses(world, "post", "/api/paypal/webhook")["404"]["description"]
    )


def test_stored_files_are_documented_as_binary(world: World):
    success = _responses(world, "get", "/files/{path}")["200"]
    assert success["content"] == {"*/*": {"schema": {"type": "string", "format": "binary"}}}


def _operations(world: World) -> list[tuple[str, str, dict[str, Any]]]:
    schema = world.client().get("/schema/openapi.json").json()
    return [(m, p, op) for p, item in schema["paths"].items() for m, op in item.items()]


def test_every_body_can_be_refused_as_invalid_or_too_large(world: World):
    for method, path, operation in _operations(world):
        if "requestBody" in operation:
            assert {"400", "413"} <= set(operation["responses"]), f"{method} {path}"


def test_every_write_but_the_webhook_and_a_box_pairing_documents_the_csrf_refusal(world: World):
    exempt = {"/api/paypal/webhook", "/api/player/pairings"}
    for method, path, operation in _operations(world):
        refusal = operation["responses"].get("403", {}).get("description", "")
        expected = method != "get" and path not in exempt
        assert ("csrf_failed" in refusal) == expected, f"{method} {path}"


def test_only_session_routes_document_the_missing_session(world: World):
    public = {"/api/auth/register", "/api/auth/login", "/api/auth/password-reset"}
    public |= {"/api/auth/password-reset/confirm", "/api/paypal/webhook", "/api/config"}
    public |= {"/files/{path}", "/api/player/pairings", "/api/player/pairings/{code}"}
    public |= {"/api/player/manifest", "/api/player/files/{screen_id}/{path}", "/api/auth/session"}
    public |= {"/api/player/plays", "/api/player/report"}
    for method, path, operation in _operations(world):
        unauthenticated = operation["responses"].get("401", {}).get("description", "")
        assert ("unauthenticated" in unauthenticated) == (path not in public), f"{method} {path}"


def test_the_player_routes_document_their_tokens_not_a_session(world: World):
    assert set(_responses(world, "post", "/api/player/pairings")) == {"201", "429", "502", "503"}
    assert set(_responses(world, "get", "/api/player/pairings/{code}")) == {"200", "404", "503"}
    manifest = _responses(world, "get", "/api/player/manifest")
    assert set(manifest) == {"200", "304", "401", "503"}
    assert "ETag" in manifest["200"]["headers"]
    assert "content" not in manifest["304"]
    assert "device_not_paired" in manifest["401"]["description"]


def test_screen_writes_document_the_screen_limit(world: World):
    assert "screen_limit" in _responses(world, "post", "/api/screens")["409"]["description"]
