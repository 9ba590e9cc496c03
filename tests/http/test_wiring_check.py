"""The start-up check of the wiring (`signage_http.wiring.wiring_check`): every injected handler
parameter is what its provider returns, or the app is not built."""

from __future__ import annotations

import pytest
from litestar import Litestar, get
from litestar.di import Provide
from signage_http.routes import api_routes
from signage_http.wiring.dependencies import constant
from signage_http.wiring.injected import Injected
from signage_http.wiring.wiring_check import WiringError, check_wiring
from tests.http.api_support import World


def test_the_portal_is_wired_as_its_handlers_are_typed(shared_world: World):
    assert check_wiring(shared_world.app) >= 64


def test_a_use_case_provided_under_another_use_cases_name_is_caught(shared_world: World):
    provided = shared_world.app.state.providers
    wrong = {**provided, "list_media": constant(provided["get_media"].dependency())}
    with pytest.raises(WiringError) as caught:
        check_wiring(Litestar(api_routes(wrong)))
    message = str(caught.value)
    assert "'list_media' expects ListMedia but its provider returns GetMedia" in message
    assert message.startswith("GET /api/medias (")


def test_a_provider_that_declares_no_type_is_caught():
    @get("/")
    async def page(count: Injected[int]) -> int:
        return count

    def untyped():  # type: ignore[no-untyped-def]
        return 1

    with pytest.raises(WiringError, match="'count' declares no return type"):
        check_wiring(
            Litestar([page], dependencies={"count": Provide(untyped, sync_to_thread=False)})
        )


def test_a_constant_is_provided_as_its_own_type():
    @get("/")
    async def page(count: Injected[int]) -> int:
        return count

    assert check_wiring(Litestar([page], dependencies={"count": constant(1)})) == 1
    with pytest.raises(WiringError, match="expects int but its provider returns str"):
        check_wiring(Litestar([page], dependencies={"count": constant("1")}))
