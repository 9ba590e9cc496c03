"""The OpenAPI schema at /schema lists every API route with its methods."""

from __future__ import annotations

import re

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
