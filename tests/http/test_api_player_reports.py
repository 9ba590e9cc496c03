"""`POST /api/player/report` (issue 24): by the device token only, a bad report a 400 that
names each field and keeps the last good one, and the Screens list (the client's and
staff's) showing the state, what plays and the copies; another tenant never sees it."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from tests.http.api_support import Api, World
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.scene import add_media
from tests.http.screens_support import Box, pair

from signage_core.entities.users import Role

pytestmark = FIREBASE_TOO


def _playing(world: World) -> tuple[Api, Box, str, str]:
    """A client's screen with a one-media playlist: (api, box, client id, media id)."""
    user = world.add_user("rita")
    client = world.add_client(user)
    api = world.signed_in(user)
    media = add_media(world, user, name="Window poster").id
    playlist = api.post("/api/playlists", json={"playlistName": "Shop", "mediaIds": [media]})
    box, _ = pair(world, api, playlistId=playlist.json()["id"])
    return api, box, client.id, media


def _body(world: World, media_id: str, **changes: Any) -> dict[str, Any]:
    now = world.clock.now()
    showing = {"mediaId": media_id, "mediaKind": "image",
               "since": (now - timedelta(seconds=8)).isoformat()}  # fmt: skip
    return {"sentAt": now.isoformat(), "manifestVersion": "v7", "filesKept": 2,
            "filesTotal": 2, "bytesKept": 4096, "showing": showing, **changes}  # fmt: skip


def _send(box: Box, body: dict[str, Any], token: str | None = None) -> Any:
    bearer = box.device_token if token is None else token
    headers = {"Authorization": f"Bearer {bearer}"}
    return box.api.post("/api/player/report", json=body, headers=headers)


def test_a_report_shows_on_the_screens_list_as_online_and_now_playing(world: World):
    api, box, _, media = _playing(world)
    answer = _send(box, _body(world, media))
    assert (answer.status_code, answer.json()) == (200, {"kept": True}), answer.text
    assert "set-cookie" not in answer.headers
    screen = api.get("/api/screens").json()["items"][0]
    assert (screen["state"], screen["status"]) == ("online", "online")
    playing = screen["nowPlaying"]
    shown = (playing["mediaId"], playing["name"], playing["kind"])
    assert shown == (media, "Window poster", "image")
    assert screen["copies"] == {"kept": 2, "total": 2, "bytes": 4096}
    assert (screen["manifestVersion"], screen["lastOutage"]) == ("v7", None)


def test_a_silent_screen_plays_from_its_copies_then_is_offline(world: World):
    api, box, _, media = _playing(world)
    _send(box, _body(world, media))
    heard = world.clock.now()
    world.clock.advance(timedelta(minutes=5))
    screen = api.get("/api/screens").json()["items"][0]
    assert screen["state"] == "playingFromCopies"
    assert screen["stateSince"].startswith(heard.isoformat()[:19])
    world.clock.advance(timedelta(days=1))
    assert api.get("/api/screens").json()["items"][0]["state"] == "offline"


def test_a_wrong_or_missing_token_is_refused(world: World):
    _, box, _, media = _playing(world)
    screen_id = box.device_token.split(".")[0]
    assert _send(box, _body(world, media), token=f"{screen_id}.nope").status_code == 401
    assert box.api.post("/api/player/report", json=_body(world, media)).status_code == 401


def test_a_bad_report_is_a_400_naming_its_fields_and_the_last_good_one_stays(world: World):
    api, box, _, media = _playing(world)
    _send(box, _body(world, media))
    bad = _send(box, _body(world, media, filesKept=3, bytesKept=-5))
    assert bad.status_code == 400, bad.text
    assert bad.json()["fieldErrors"] == {
        "bytesKept": "A whole number from 0 to 1000000000000000.",
        "filesKept": "Files kept cannot be more than the files the manifest names.",
    }
    assert api.get("/api/screens").json()["items"][0]["copies"]["bytes"] == 4096


def test_a_body_of_another_shape_is_a_400(world: World):
    _, box, _, media = _playing(world)
    assert _send(box, {**_body(world, media), "extra": 1}).status_code == 400
    assert _send(box, {**_body(world, media), "filesKept": "two"}).status_code == 400
    assert _send(box, {"sentAt": "yesterday"}).status_code == 400


def test_staff_see_the_state_and_another_tenant_sees_nothing(world: World):
    _, box, client_id, media = _playing(world)
    _send(box, _body(world, media))
    staff = world.signed_in(world.add_user("sam", Role.SUPERVISOR))
    listed = staff.get("/api/screens", params={"clientId": client_id}).json()["items"]
    seen = [(s["state"], s["nowPlaying"]["name"]) for s in listed]
    assert seen == [("online", "Window poster")]
    other = world.add_user("otto")
    world.add_client(other)
    tenant = world.signed_in(other)
    assert tenant.get("/api/screens").json()["items"] == []
    assert tenant.get("/api/screens", params={"clientId": client_id}).status_code == 404


def test_a_screen_back_from_an_outage_tells_how_long_it_was_away(world: World):
    api, box, _, media = _playing(world)
    lost = world.clock.now() - timedelta(minutes=30)
    _send(box, _body(world, media, offlineSince=lost.isoformat(), offlineSeconds=1500))
    outage = api.get("/api/screens").json()["items"][0]["lastOutage"]
    assert outage["seconds"] == 1500
    assert outage["since"].startswith(lost.isoformat()[:19])


def _skip(world: World, media_id: str, ago: timedelta, **changes: Any) -> dict[str, Any]:
    at = (world.clock.now() - ago).isoformat()
    return {"mediaId": media_id, "reason": "load-timeout", "count": 3, "lastAt": at, **changes}


def test_skips_reported_show_on_the_screens_list_with_the_media_name(world: World):
    api, box, client_id, media = _playing(world)
    skips = [_skip(world, media, timedelta(minutes=2), reason="media-error", count=4)]
    assert _send(box, _body(world, media, skips=skips)).json() == {"kept": True}
    shown = api.get("/api/screens").json()["items"][0]["skips"]
    assert [(s["mediaId"], s["name"], s["reason"], s["count"]) for s in shown] == [
        (media, "Window poster", "media-error", 4)
    ]
    staff = world.signed_in(world.add_user("sam", Role.SUPERVISOR))
    listed = staff.get("/api/screens", params={"clientId": client_id}).json()["items"]
    assert [s["name"] for s in listed[0]["skips"]] == ["Window poster"]


def test_a_skip_time_is_shifted_by_the_players_clock_offset(world: World):
    api, box, _, media = _playing(world)
    behind = world.clock.now() - timedelta(hours=3)  # the box's clock is 3 hours behind
    body = _body(world, media, showing=None, sentAt=behind.isoformat())
    skipped = (behind - timedelta(seconds=30)).isoformat()
    _send(box, {**body, "skips": [_skip(world, media, timedelta(0), lastAt=skipped)]})
    shown = api.get("/api/screens").json()["items"][0]["skips"][0]
    expected = world.clock.now() - timedelta(seconds=30)
    assert shown["lastAt"].startswith(expected.isoformat()[:19])


def test_a_new_skip_is_kept_at_once_and_old_or_foreign_skips_are_not_shown(world: World):
    api, box, _, media = _playing(world)
    _send(box, _body(world, media))
    stranger = _skip(world, "not-in-the-playlist", timedelta(minutes=1))
    old = _skip(world, media, timedelta(hours=2))
    assert _send(box, _body(world, media, skips=[stranger])).json() == {"kept": True}
    assert api.get("/api/screens").json()["items"][0]["skips"] == []
    assert _send(box, _body(world, media, skips=[stranger, old])).json() == {"kept": True}
    assert api.get("/api/screens").json()["items"][0]["skips"] == []


def test_bad_skips_are_a_400_naming_the_field(world: World):
    _, box, _, media = _playing(world)
    ahead = _skip(world, media, timedelta(minutes=-5))
    cases = {
        "skips.reason": [_skip(world, media, timedelta(0), reason="bored")],
        "skips.count": [_skip(world, media, timedelta(0), count=0)],
        "skips.lastAt": [ahead],
        "skips": [_skip(world, f"m{i}", timedelta(0)) for i in range(11)],
    }
    for field, skips in cases.items():
        bad = _send(box, _body(world, media, skips=skips))
        assert bad.status_code == 400, bad.text
        assert field in bad.json()["fieldErrors"], bad.text
    twice = _send(box, _body(world, media, skips=[ahead, ahead]))
    assert twice.json()["fieldErrors"]["skips"] == "Each media at most once."


def test_skips_of_another_shape_are_a_400(world: World):
    _, box, _, media = _playing(world)
    skip = _skip(world, media, timedelta(0))
    shapes = ("many", [1], [{"mediaId": media}], [{**skip, "x": 1}], [{**skip, "count": 2**70}],
              [{**skip, "lastAt": "0001-01-01T00:00:00+00:00"}])  # fmt: skip
    for skips in shapes:
        assert _send(box, _body(world, media, skips=skips)).status_code == 400, skips
