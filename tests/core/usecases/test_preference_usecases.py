"""ChooseLanguage: a user's language for every screen, remembered on their user."""

from __future__ import annotations

from dataclasses import replace

import pytest

from signage_core.entities.users import LANGUAGES, Role
from signage_core.errors import AccessDenied, ValidationFailed
from signage_core.validation import messages as m


def test_a_client_and_staff_each_remember_their_own_language(world):
    client, admin = world.signup(), world.staff(Role.ADMIN)
    world.uc.choose_language()(client, "es")
    assert world.docs.users.get(client.user_id).language == "es"
    assert world.docs.users.get(admin.user_id).language == ""
    assert world.uc.current_session()(client).user.language == "es"


def test_the_portal_offers_english_and_spanish():
    assert LANGUAGES == ("en", "es")


@pytest.mark.parametrize("language", ["", "fr", "Spanish", "ES"])
def test_another_language_is_refused_and_nothing_is_saved(world, language):
    actor = world.signup()
    with pytest.raises(ValidationFailed) as refused:
        world.uc.choose_language()(actor, language)
    assert refused.value.field_errors == {"language": m.LANGUAGE_UNKNOWN}
    assert world.docs.users.get(actor.user_id).language == ""


def test_a_deactivated_user_cannot_choose(world):
    actor = world.signup()
    world.docs.users.save(replace(world.docs.users.get(actor.user_id), status=False))
    with pytest.raises(AccessDenied):
        world.uc.choose_language()(actor, "es")
