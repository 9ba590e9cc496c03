"""RememberedAnswers: an answer's JSON is encoded once for what it is made of, and again as
soon as that changes; a list page is made of its entities, its cursor and its link window."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import msgspec
import pytest
from litestar import Request
from signage_adapters.local.blobs import LocalBlobStorage
from signage_adapters.memory.clock import ManualClock
from signage_http.request_path.remembered_answers import ReadyAnswer, RememberedAnswers
from signage_http.schemas.content import MediaView
from signage_http.schemas.pages import MediaPage, listed

from signage_core.entities.media import AssetType, Media
from signage_core.limits import BROWSER_LINK_WINDOW
from signage_core.paging import Page
from signage_core.usecases.files.stored_files import BrowserLinks

pytestmark = pytest.mark.usefixtures("counting_reads")  # they count what is encoded again
START = datetime(2025, 1, 15, 12, 0, tzinfo=UTC)
PATH = "medias/photo.jpg"


class Shown:
    """The page's views as the media list makes them, counting how often it makes them."""

    def __init__(self, links: BrowserLinks) -> None:
        self.links, self.made = links, 0

    def page(self, page: Page[Media]) -> MediaPage:
        self.made += 1
        return MediaPage(*listed(page, lambda media: MediaView.of(media, self.links)))


def setting(tmp_path):
    clock = ManualClock(START)
    blobs = LocalBlobStorage(tmp_path, b"secret", "/files", clock=clock)
    blobs.put(PATH, [b"jpeg"], content_type="image/jpeg")
    links = BrowserLinks(blobs, clock)
    media = Media("m1", "Photo", AssetType.IMAGE, "u1", "a@b.c", file_url=blobs.download_url(PATH))
    return RememberedAnswers(), Shown(links), media, clock


def answered(pages: RememberedAnswers, shown: Shown, page: Page[Media]) -> dict:
    response = pages.page(MediaPage, page, shown.links, lambda: shown.page(page))
    return msgspec.json.decode(response.content)


def test_the_same_entities_in_the_same_window_are_encoded_once(tmp_path):
    pages, shown, media, _ = setting(tmp_path)
    first = answered(pages, shown, Page([media], "next"))
    again = answered(pages, shown, Page([media], "next"))
    assert again == first
    assert shown.made == 1
    assert first["items"][0]["name"] == "Photo"
    assert first["nextCursor"] == "next"


def test_a_changed_entity_is_shown_as_it_is_now(tmp_path):
    pages, shown, media, _ = setting(tmp_path)
    answered(pages, shown, Page([media], None))
    renamed = answered(pages, shown, Page([replace(media, name="Renamed")], None))
    assert renamed["items"][0]["name"] == "Renamed"
    assert shown.made == 2


def test_another_cursor_is_another_page(tmp_path):
    pages, shown, media, _ = setting(tmp_path)
    answered(pages, shown, Page([media], "more"))
    last = answered(pages, shown, Page([media], None))
    assert last["nextCursor"] is None


def test_the_next_link_window_gives_new_links(tmp_path):
    pages, shown, media, clock = setting(tmp_path)
    first = answered(pages, shown, Page([media], None))
    clock.advance(BROWSER_LINK_WINDOW)
    later = answered(pages, shown, Page([media], None))
    assert later["items"][0]["fileUrl"] != first["items"][0]["fileUrl"]
    assert "/files/medias/photo.jpg?" in later["items"][0]["fileUrl"]


def test_past_its_limit_the_oldest_page_is_forgotten(tmp_path):
    _, shown, media, _ = setting(tmp_path)
    pages = RememberedAnswers(kept=2)
    first = Page([media], None)
    for cursor in (None, "a", "b"):
        answered(pages, shown, Page(first.items, cursor))
    answered(pages, shown, first)
    assert shown.made == 4


class Made:
    def __init__(self) -> None:
        self.times = 0

    def view(self, value: dict) -> dict:
        self.times += 1
        return value


def decoded(response) -> object:
    return msgspec.json.decode(response.content)


def test_an_answer_made_of_equal_values_is_encoded_once():
    answers, made = RememberedAnswers(), Made()
    for _ in range(2):
        answer = answers.answer(dict, "u1", {"count": 1}, lambda: made.view({"count": 1}))
    assert (decoded(answer), made.times) == ({"count": 1}, 1)


def test_an_answer_made_of_another_value_is_made_again():
    answers, made = RememberedAnswers(), Made()
    answers.answer(dict, "u1", {"count": 1}, lambda: made.view({"count": 1}))
    answer = answers.answer(dict, "u1", {"count": 2}, lambda: made.view({"count": 2}))
    assert (decoded(answer), made.times) == ({"count": 2}, 2)


def test_answers_under_other_keys_are_kept_apart():
    answers, made = RememberedAnswers(), Made()
    answers.answer(dict, "u1", {"count": 1}, lambda: made.view({"user": "u1"}))
    answer = answers.answer(dict, "u2", {"count": 1}, lambda: made.view({"user": "u2"}))
    assert (decoded(answer), made.times) == ({"user": "u2"}, 2)


def request(method: str) -> Request:
    return Request({"type": "http", "method": method, "headers": [], "path": "/"})  # type: ignore[typeddict-item]


AS_LITESTAR_ASKS = {"background": None, "cookies": [], "headers": {}, "status_code": 200}
"""What Litestar passes for a route that adds nothing of its own."""


def test_a_ready_answer_is_the_same_asgi_response_for_every_get():
    answer = ReadyAnswer(b'{"count":1}')
    first = answer.to_asgi_response(None, request("GET"), **AS_LITESTAR_ASKS)
    again = answer.to_asgi_response(None, request("GET"), **AS_LITESTAR_ASKS)
    assert again is first
    assert (first.body, first.status_code) == (b'{"count":1}', 200)
    assert first.headers["content-type"] == "application/json"


@pytest.mark.parametrize(
    ("method", "added"),
    [
        ("GET", {"headers": {"x-route": "1"}}),
        ("GET", {"background": object()}),
        ("POST", {}),
        ("HEAD", {}),
    ],
)
def test_a_ready_answer_gets_a_response_of_its_own_when_the_route_adds_to_it(method, added):
    answer = ReadyAnswer(b"{}")
    ready = answer.to_asgi_response(None, request("GET"), **AS_LITESTAR_ASKS)
    own = answer.to_asgi_response(None, request(method), **{**AS_LITESTAR_ASKS, **added})
    assert own is not ready
    assert own.body == b"{}"
