"""Staff govern any client's screens: list, rename and revoke, each write logged."""

from datetime import timedelta

import pytest

from signage_core.entities.logs import LogAction
from signage_core.entities.screens import ScreenChanges
from signage_core.entities.users import Role
from signage_core.errors import DeviceNotPaired, Forbidden, NotFound, ValidationFailed
from signage_core.validation import messages as m


def _paired(world, actor, name="Lobby"):
    started = world.uc.start_pairing()()
    listed = world.uc.create_screen()(actor, name, started.code)
    token = world.uc.poll_pairing()(started.code, started.poll_token).device_token
    return listed.screen, token


def _entries(world, action):
    return [entry for entry in world.docs.user_logs.list_recent() if entry.action is action]


@pytest.mark.parametrize("role", [Role.SUPERVISOR, Role.ADMIN])
def test_staff_revoke_any_clients_screen_and_the_tv_is_refused(world, role):
    ann, client = world.customer()
    screen, token = _paired(world, ann)
    staff = world.staff(role)
    world.uc.delete_screen()(staff, screen.id)
    with pytest.raises(DeviceNotPaired):
        world.uc.get_manifest()(token)
    assert world.uc.list_screens()(staff, client.id).items == []
    (entry,) = _entries(world, LogAction.REVOKE_SCREEN)
    assert entry.user_id == staff.user_id
    assert entry.note == f"Revoked screen Lobby ({screen.id}) of Ann's Bakery ({client.id})"


def test_a_revoked_screens_place_is_free_for_the_next_tv(world):
    ann, _ = world.customer()  # the basic package: 1 TV
    screen, _ = _paired(world, ann, "First")
    world.uc.delete_screen()(world.staff(), screen.id)
    assert _paired(world, ann, "Second")[0].slot == 1


def test_staff_rename_any_clients_screen_and_the_rename_is_logged(world):
    ann, client = world.customer()
    screen, token = _paired(world, ann)
    staff = world.staff(Role.SUPERVISOR)
    renamed = world.uc.update_screen()(staff, screen.id, ScreenChanges(name=" Window "))
    assert renamed.screen.name == "Window"
    assert world.uc.get_manifest()(token).screen_name == "Window"
    (entry,) = _entries(world, LogAction.RENAME_SCREEN)
    assert entry.note == f"Renamed screen Lobby to Window of Ann's Bakery ({client.id})"


def test_staff_give_no_playlist_and_a_blank_name_is_a_field_error(world):
    ann, _ = world.customer()
    screen, _ = _paired(world, ann)
    update, staff = world.uc.update_screen(), world.staff()
    with pytest.raises(Forbidden):
        update(staff, screen.id, ScreenChanges(playlist_id=""))
    with pytest.raises(ValidationFailed) as refused:
        update(staff, screen.id, ScreenChanges(name="  "))
    assert refused.value.field_errors == {"name": m.SCREEN_NAME_REQUIRED}
    assert _entries(world, LogAction.RENAME_SCREEN) == []


def test_staff_act_on_an_expired_clients_screens(world):
    ann, _ = world.customer()
    screen, token = _paired(world, ann)
    world.clock.advance(timedelta(days=30))
    staff = world.staff()
    world.uc.update_screen()(staff, screen.id, ScreenChanges(name="Old TV"))
    world.uc.delete_screen()(staff, screen.id)
    with pytest.raises(DeviceNotPaired):
        world.uc.get_manifest()(token)


def test_an_unknown_screen_is_not_found_for_staff_and_nothing_is_logged(world):
    staff = world.staff()
    with pytest.raises(NotFound) as missing:
        world.uc.delete_screen()(staff, "no-such-screen")
    assert str(missing.value) == m.SCREEN_NOT_FOUND
    with pytest.raises(NotFound):
        world.uc.update_screen()(staff, "no-such-screen", ScreenChanges(name="X"))
    assert _entries(world, LogAction.REVOKE_SCREEN) == []


def test_an_unknown_client_is_not_found_for_staff(world):
    with pytest.raises(NotFound) as missing:
        world.uc.list_screens()(world.staff(), "no-such-client")
    assert str(missing.value) == m.CLIENT_NOT_FOUND


def test_a_client_still_changes_only_its_own_screens(world):
    ann, _ = world.customer()
    screen, token = _paired(world, ann)
    bob, _ = world.customer("bob@example.com")
    with pytest.raises(NotFound):
        world.uc.delete_screen()(bob, screen.id)
    with pytest.raises(NotFound):
        world.uc.update_screen()(bob, screen.id, ScreenChanges(name="Mine"))
    assert world.uc.get_manifest()(token).screen_name == "Lobby"
    assert _entries(world, LogAction.REVOKE_SCREEN) == []
