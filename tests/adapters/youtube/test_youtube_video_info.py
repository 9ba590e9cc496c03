"""YouTubeVideoInfo against a loopback server speaking the Data API v3 `videos.list` JSON."""

import logging

import pytest
from signage_adapters.youtube import YouTubeVideoInfo
from tests.support.loopback_http import LoopbackServer, Reply

from signage_core.entities.videos import VideoDetails
from signage_core.errors import ExternalServiceFailed, NotFound

VIDEO_ID = "dQw4w9WgXcQ"
KEY = "test-api-key"
COULD_NOT_GET = "Could not get information from the video."


def video_item(title="Never Gonna Give You Up", duration="PT3M33S"):
    return {
        "kind": "youtube#video",
        "etag": "etag-1",
        "id": VIDEO_ID,
        "snippet": {
            "title": title,
            "thumbnails": {
                "default": {"url": "https://i.ytimg.com/vi/x/default.jpg", "width": 120},
                "high": {"url": "https://i.ytimg.com/vi/x/hq.jpg", "width": 480, "height": 360},
            },
        },
        "contentDetails": {"duration": duration, "definition": "hd"},
        "statistics": {"viewCount": "1"},
    }


def list_answer(*items):
    return {"kind": "youtube#videoListResponse", "items": list(items), "pageInfo": {}}


def google_error(status, reason, domain="youtube.quota"):
    errors = [{"message": "no", "domain": domain, "reason": reason}]
    return Reply.json(status, {"error": {"code": status, "message": "no", "errors": errors}})


@pytest.fixture
def server():
    with LoopbackServer() as running:
        yield running


@pytest.fixture
def youtube(server):
    adapter = YouTubeVideoInfo(KEY, base_url=server.url, timeout=0.5, retry_delay=0.0)
    yield adapter
    adapter.close()


def test_fetch_returns_title_high_thumbnail_and_duration(server, youtube):
    server.route("GET", "/videos", Reply.json(200, list_answer(video_item())))

    details = youtube.fetch(VIDEO_ID)

    assert details == VideoDetails(
        video_id=VIDEO_ID,
        title="Never Gonna Give You Up",
        thumbnail_url="https://i.ytimg.com/vi/x/hq.jpg",
        duration_seconds=213,
    )


def test_one_request_with_id_parts_and_key_serves_everything(server, youtube):
    server.route("GET", "/videos", Reply.json(200, list_answer(video_item())))

    youtube.fetch(VIDEO_ID)

    (request,) = server.requests
    assert request.query == {"id": [VIDEO_ID], "part": ["snippet,contentDetails,statistics"]}
    assert request.header("X-Goog-Api-Key") == KEY


def test_the_api_key_is_never_in_the_url_httpx_logs(server, youtube, caplog):
    server.route("GET", "/videos", Reply.json(200, list_answer(video_item())))

    with caplog.at_level(logging.DEBUG):
        youtube.fetch(VIDEO_ID)

    assert "HTTP Request: GET" in caplog.text
    assert KEY not in caplog.text


def test_base_url_with_a_path_prefix_is_kept(server):
    server.route("GET", "/youtube/v3/videos", Reply.json(200, list_answer(video_item())))
    adapter = YouTubeVideoInfo(KEY, base_url=f"{server.url}/youtube/v3", retry_delay=0.0)

    assert adapter.fetch(VIDEO_ID).title == "Never Gonna Give You Up"


def test_live_stream_duration_p0d_is_zero_seconds(server, youtube):
    server.route("GET", "/videos", Reply.json(200, list_answer(video_item(duration="P0D"))))

    assert youtube.fetch(VIDEO_ID).duration_seconds == 0


def test_empty_items_means_no_data_for_this_video(server, youtube):
    server.route("GET", "/videos", Reply.json(200, list_answer()))

    with pytest.raises(NotFound) as raised:
        youtube.fetch(VIDEO_ID)
    assert raised.value.message == "No data found for this video."


@pytest.mark.parametrize(
    "reply",
    [
        google_error(403, "quotaExceeded"),
        google_error(400, "keyInvalid", domain="usageLimits"),
        google_error(403, "forbidden", domain="global"),
        Reply.text(404, "Not Found", content_type="text/html"),
        Reply.text(200, "{not json"),
        Reply.text(200, "<html>captive portal</html>", content_type="text/html"),
        Reply.json(200, ["not", "an", "object"]),
        Reply.json(200, {"kind": "youtube#videoListResponse"}),
        Reply.json(200, {"items": ["not an object"]}),
        Reply.json(200, list_answer({"id": VIDEO_ID, "snippet": {"title": "x"}})),
        Reply.json(200, list_answer({**video_item(), "contentDetails": {}})),
        Reply.json(200, list_answer({**video_item(), "snippet": {"title": "no thumbnails"}})),
        Reply.json(200, list_answer(video_item(title=None))),
        Reply.json(200, list_answer(video_item(duration="3:33"))),
        Reply.json(200, list_answer(video_item(duration=213))),
    ],
    ids=[
        "quota-exceeded",
        "key-invalid",
        "forbidden",
        "http-404",
        "malformed-json",
        "html-body",
        "json-array",
        "no-items-field",
        "item-not-object",
        "no-content-details",
        "no-duration",
        "no-high-thumbnail",
        "title-not-string",
        "duration-not-iso",
        "duration-not-string",
    ],
)
def test_error_answers_and_malformed_answers_could_not_get_information(server, youtube, reply):
    server.route("GET", "/videos", reply)

    with pytest.raises(ExternalServiceFailed) as raised:
        youtube.fetch(VIDEO_ID)
    assert raised.value.message == COULD_NOT_GET


def test_a_5xx_is_retried_once_and_the_retry_answer_is_used(server, youtube):
    success = Reply.json(200, list_answer(video_item()))
    server.route("GET", "/videos", google_error(503, "backendError"), success)

    assert youtube.fetch(VIDEO_ID).duration_seconds == 213
    assert len(server.requests) == 2


def test_two_5xx_answers_fail_after_exactly_one_retry(server, youtube):
    server.route("GET", "/videos", google_error(500, "backendError"))

    with pytest.raises(ExternalServiceFailed) as raised:
        youtube.fetch(VIDEO_ID)
    assert raised.value.message == COULD_NOT_GET
    assert len(server.requests) == 2


def test_a_dropped_connection_is_retried_once(server, youtube):
    server.route("GET", "/videos", Reply.drop(), Reply.json(200, list_answer(video_item())))

    assert youtube.fetch(VIDEO_ID).title == "Never Gonna Give You Up"
    assert len(server.requests) == 2


def test_connections_dropped_twice_could_not_get_information(server, youtube):
    server.route("GET", "/videos", Reply.drop())

    with pytest.raises(ExternalServiceFailed):
        youtube.fetch(VIDEO_ID)
    assert len(server.requests) == 2


def test_client_errors_are_not_retried(server, youtube):
    server.route("GET", "/videos", google_error(403, "quotaExceeded"))

    with pytest.raises(ExternalServiceFailed):
        youtube.fetch(VIDEO_ID)
    assert len(server.requests) == 1


def test_a_timeout_could_not_get_information_without_a_retry(server):
    server.route("GET", "/videos", Reply.json(200, list_answer(video_item()), delay=5.0))
    adapter = YouTubeVideoInfo(KEY, base_url=server.url, timeout=1.0, retry_delay=0.0)

    with pytest.raises(ExternalServiceFailed) as raised:
        adapter.fetch(VIDEO_ID)
    assert raised.value.message == COULD_NOT_GET
    assert len(server.requests) == 1


def test_an_unreachable_service_could_not_get_information():
    with LoopbackServer() as stopped:
        url = stopped.url
    adapter = YouTubeVideoInfo(KEY, base_url=url, timeout=0.5, retry_delay=0.0)

    with pytest.raises(ExternalServiceFailed) as raised:
        adapter.fetch(VIDEO_ID)
    assert raised.value.message == COULD_NOT_GET


def test_the_api_key_never_appears_in_the_error(server, youtube):
    server.route("GET", "/videos", google_error(400, "keyInvalid"))

    with pytest.raises(ExternalServiceFailed) as raised:
        youtube.fetch(VIDEO_ID)
    assert KEY not in str(raised.value)
    assert raised.value.__cause__ is None


@pytest.mark.parametrize("key", [None, "", "   "])
def test_without_a_key_it_is_not_configured_and_offers_the_public_thumbnail(key):
    adapter = YouTubeVideoInfo(key, base_url="http://127.0.0.1:9")

    assert adapter.configured is False
    assert adapter.fetch(VIDEO_ID) == VideoDetails(
        video_id=VIDEO_ID,
        title="",
        thumbnail_url=f"https://i.ytimg.com/vi/{VIDEO_ID}/hqdefault.jpg",
        duration_seconds=0,
    )


def test_with_a_key_it_is_configured(youtube):
    assert youtube.configured is True
