"""A portal without PayPal settings has no PayPal webhook: anyone posting to it learns that
in one clear 404, and nothing is asked of PayPal or recorded."""

from __future__ import annotations

import json
from pathlib import Path

from signage_adapters.memory.backend import memory_backend
from signage_http.app import create_app
from signage_http.wiring.settings import Settings
from tests.http.api_support import Api


def test_the_webhook_of_a_portal_without_paypal_is_a_clear_404(tmp_path: Path):
    settings = Settings(backend="memory", data_dir=tmp_path / "data", webapp_dir=tmp_path)
    backend = memory_backend()
    app = create_app(settings, backend)  # services from settings: PayPal not configured
    event = {"event_type": "PAYMENT.SALE.COMPLETED", "resource": {"id": "S-1"}}
    with Api(app=app) as stranger:
        answer = stranger.post(
            "/api/paypal/webhook",
            content=json.dumps(event).encode(),
            headers={"content-type": "application/json", "paypal-transmission-id": "x"},
        )
    assert answer.status_code == 404
    assert answer.json() == {
        "code": "paypal_not_configured",
        "message": "PayPal is not configured on this portal.",
        "fieldErrors": {},
    }
    assert backend.documents.payments.list_all() == []
