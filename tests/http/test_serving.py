"""How `signage serve` runs the app: what is built before it serves is kept out of the garbage
collector's walks."""

from __future__ import annotations

import gc

import pytest
import uvicorn
from litestar import Litestar
from signage_http.serving import serve_app


@pytest.fixture
def unfrozen():
    yield
    gc.unfreeze()


def test_the_built_app_is_frozen_out_of_the_collectors_walks_before_serving(monkeypatch, unfrozen):
    app = Litestar([])
    seen = {}

    def run(served, **options):
        seen["app"], seen["frozen"] = served, gc.get_freeze_count()
        seen["tracked"] = any(obj is app for obj in gc.get_objects())

    monkeypatch.setattr(uvicorn, "run", run)
    serve_app(app, "127.0.0.1", 0)
    assert seen["app"] is app
    assert seen["frozen"] > 1000
    assert not seen["tracked"]
