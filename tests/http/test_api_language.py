"""A signed-in user's language (PUT /api/auth/me/language): remembered on the user, so the next
sign-in, from any browser, answers it; anything but "en" or "es" is refused on `language`. On
the memory backend and on Firebase."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.http.api_support import CSRF_HEADER, World
from tests.http.firebase_world import FIREBASE_TOO

from signage_core.validation import messages as m

pytestmark = FIREBASE_TOO
LANGUAGE = "/api/auth/me/language"


def test_a_chosen_language_is_answered_with_the_session_and_at_the_next_sign_in(world: World):
    ann = world.add_user("ann")
    laptop = world.signed_in(ann)
    answer = laptop.put(LANGUAGE, json={"language": "es"})
    assert answer.status_code == 200, answer.text
    assert answer.json()["user"]["language"] == "es"
    assert laptop.get("/api/auth/me").json()["user"]["language"] == "es"
    elsewhere = world.client().login(ann.email)
    assert elsewhere["user"]["language"] == "es"


def test_a_user_who_never_chose_has_no_language(world: World):
    ann = world.add_user("ann")
    assert world.signed_in(ann).get("/api/auth/me").json()["user"]["language"] == ""


def test_choosing_again_replaces_the_language_and_keeps_the_rest(world: World):
    ann = world.add_user("ann")
    api = world.signed_in(ann)
    api.put(LANGUAGE, json={"language": "es"})
    user = api.put(LANGUAGE, json={"language": "en"}).json()["user"]
    assert (user["language"], user["name"], user["email"]) == ("en", ann.name, ann.email)


def test_the_session_shows_the_language_and_the_business_as_they_are_now(world: World):
    ann = world.add_user("ann")
    client = world.add_client(ann)
    api = world.signed_in(ann)
    assert api.get("/api/auth/me").json()["client"]["businessName"] == client.business_name
    api.put(LANGUAGE, json={"language": "es"})
    world.backend.documents.clients.save(replace(client, business_name="Renamed Shop"))
    session = api.get("/api/auth/me").json()
    assert (session["user"]["language"], session["client"]["businessName"]) == (
        "es",
        "Renamed Shop",
    )


@pytest.mark.parametrize("language", ["fr", "ES", "", " es"])
def test_another_language_is_refused_on_language_and_nothing_changes(world: World, language):
    ann = world.add_user("ann")
    api = world.signed_in(ann)
    api.put(LANGUAGE, json={"language": "es"})
    answer = api.put(LANGUAGE, json={"language": language})
    assert answer.status_code == 400
    assert answer.json()["fieldErrors"] == {"language": m.LANGUAGE_UNKNOWN}
    assert api.get("/api/auth/me").json()["user"]["language"] == "es"


def test_nobody_signed_in_is_refused(world: World):
    anonymous = world.client()
    anonymous.prime_csrf()
    assert anonymous.put(LANGUAGE, json={"language": "es"}).status_code == 401


def test_a_change_without_the_csrf_header_is_refused(world: World):
    api = world.signed_in(world.add_user("ann"))
    answer = api.put(LANGUAGE, json={"language": "es"}, headers={CSRF_HEADER: "forged"})
    assert answer.status_code == 403
    assert api.get("/api/auth/me").json()["user"]["language"] == ""
