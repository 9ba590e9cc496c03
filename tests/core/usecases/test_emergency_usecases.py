"""Emergency messages in the core: sending (checked field by field, the target worked out
from who sends), the manifests choosing the newest active one, ending by itself and by
Cancel, the list with its counts, and both writes logged."""

from dataclasses import replace
from datetime import timedelta

import pytest

from signage_core.entities.emergencies import EmergencyInput
from signage_core.entities.logs import LogAction
from signage_core.entities.screen_groups import GroupChanges
from signage_core.entities.screen_reports import ReportInput
from signage_core.entities.users import Role
from signage_core.errors import NotFound, ValidationFailed
from signage_core.validation import messages as m


def _paired(world, actor, name="Lobby"):
    started = world.uc.start_pairing()()
    world.uc.create_screen()(actor, name, started.code)
    return world.uc.poll_pairing()(started.code, started.poll_token).device_token


def _message(world, text="Fire drill", hours=1.0, **fields):
    ends = world.clock.now() + timedelta(hours=hours)
    return EmergencyInput(text, "#CC0000", ends, **fields)


def _shown(world, token):
    return world.uc.get_manifest()(token).emergency


def test_a_clients_message_is_on_its_screens_until_its_end_time(world):
    ann, client = world.customer()
    token = _paired(world, ann)
    sent = world.uc.send_emergency()(ann, _message(world, "  Fire drill  ", hours=0.5))
    assert (sent.message.client_id, sent.message.text, sent.message.colour) == (
        client.id, "Fire drill", "#cc0000",
    )  # fmt: skip
    assert (sent.client_name, sent.active, sent.screens, sent.showing) == (
        client.business_name, True, 1, 0,
    )  # fmt: skip
    assert _shown(world, token).id == sent.message.id
    world.clock.advance(timedelta(minutes=30))
    assert _shown(world, token) is None


def test_cancel_ends_it_now_and_both_writes_are_logged(world):
    ann, client = world.customer()
    token = _paired(world, ann)
    sent = world.uc.send_emergency()(ann, _message(world))
    cancelled = world.uc.cancel_emergency()(ann, sent.message.id)
    assert cancelled.message.cancelled_at == world.clock.now()
    assert cancelled.active is False
    assert _shown(world, token) is None
    entries = world.docs.user_logs.list_recent()
    for action in (LogAction.SEND_EMERGENCY, LogAction.CANCEL_EMERGENCY):
        (entry,) = [e for e in entries if e.action is action]
        assert entry.user_id == ann.user_id
        assert sent.message.id in entry.note
        assert client.id in entry.note


def test_the_newest_active_message_is_shown(world):
    ann, _ = world.customer()
    token = _paired(world, ann)
    first = world.uc.send_emergency()(ann, _message(world, "First", hours=2))
    world.clock.advance(timedelta(minutes=1))
    second = world.uc.send_emergency()(ann, _message(world, "Second", hours=1))
    assert _shown(world, token).id == second.message.id
    world.uc.cancel_emergency()(ann, second.message.id)
    assert _shown(world, token).id == first.message.id


def test_staff_send_to_every_clients_screens_or_one_clients(world):
    ann, ann_client = world.customer()
    bob, _ = world.customer("bob@example.com", businessName="Bob's Bar")
    ann_tv, bob_tv = _paired(world, ann), _paired(world, bob)
    staff = world.staff(Role.SUPERVISOR)
    everyone = world.uc.send_emergency()(staff, _message(world, "Storm"))
    assert (everyone.message.client_id, everyone.client_name, everyone.screens) == ("", "", 2)
    assert _shown(world, ann_tv).id == _shown(world, bob_tv).id == everyone.message.id
    world.clock.advance(timedelta(minutes=1))
    only_ann = world.uc.send_emergency()(staff, _message(world, "Ann", client_id=ann_client.id))
    assert _shown(world, ann_tv).id == only_ann.message.id
    assert _shown(world, bob_tv).id == everyone.message.id


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"text": " "}, "text", m.EMERGENCY_TEXT_REQUIRED),
        ({"text": "x" * 201}, "text", m.EMERGENCY_TEXT_TOO_LONG.format(limit=200)),
        ({"colour": "#cc00"}, "colour", m.EMERGENCY_COLOUR_INVALID),
        ({"ends_at": None}, "endsAt", m.EMERGENCY_END_REQUIRED),
        ({"client_id": "c-other"}, "clientId", m.EMERGENCY_CLIENT_NOT_YOURS),
        ({"image_media_id": "nothing"}, "imageMediaId", m.EMERGENCY_IMAGE_UNKNOWN),
    ],
)
def test_a_bad_message_is_refused_naming_its_field(world, changes, field, message):
    ann, _ = world.customer()
    with pytest.raises(ValidationFailed) as refused:
        world.uc.send_emergency()(ann, replace(_message(world), **changes))
    assert refused.value.field_errors[field] == message
    assert world.uc.list_emergencies()(ann) == []


def test_the_end_time_is_in_the_future_and_within_the_cap(world):
    ann, _ = world.customer()
    send = world.uc.send_emergency()
    for hours, message in ((-0.1, m.EMERGENCY_END_PAST), (24.01, m.EMERGENCY_END_TOO_LATE)):
        with pytest.raises(ValidationFailed) as refused:
            send(ann, _message(world, hours=hours))
        assert refused.value.field_errors["endsAt"] == message.format(hours=24)
    assert send(ann, _message(world, hours=24)).active


def test_only_an_image_of_the_clients_own_library_and_none_from_staff(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com", businessName="Bob's Bar")
    ann_image, bob_image = world.add_image(ann), world.add_image(bob)
    with pytest.raises(ValidationFailed):
        world.uc.send_emergency()(ann, _message(world, image_media_id=bob_image.id))
    sent = world.uc.send_emergency()(ann, _message(world, image_media_id=ann_image.id))
    assert (sent.message.image_path, sent.message.image_url) == (
        ann_image.file_path, ann_image.file_url,
    )  # fmt: skip
    with pytest.raises(ValidationFailed) as refused:
        world.uc.send_emergency()(world.staff(), _message(world, image_media_id=ann_image.id))
    assert refused.value.field_errors == {"imageMediaId": m.EMERGENCY_STAFF_TEXT_ONLY}


def test_another_tenant_neither_lists_nor_cancels(world):
    ann, ann_client = world.customer()
    bob, _ = world.customer("bob@example.com", businessName="Bob's Bar")
    sent = world.uc.send_emergency()(ann, _message(world))
    assert world.uc.list_emergencies()(bob) == []
    with pytest.raises(NotFound):
        world.uc.list_emergencies()(bob, ann_client.id)
    with pytest.raises(NotFound):
        world.uc.cancel_emergency()(bob, sent.message.id)
    staff_sees = world.uc.list_emergencies()(world.staff(), ann_client.id)
    assert [status.message.id for status in staff_sees] == [sent.message.id]


def test_showing_follows_the_players_reports_and_the_list_keeps_a_week(world):
    ann, _ = world.customer()
    token = _paired(world, ann)
    sent = world.uc.send_emergency()(ann, _message(world))
    report = ReportInput(world.clock.now(), None, "v1", 0, 0, 0, emergency_id=sent.message.id)
    world.uc.receive_report()(token, report)
    (listed,) = world.uc.list_emergencies()(ann)
    assert (listed.screens, listed.showing) == (1, 1)
    world.clock.advance(timedelta(minutes=3))
    assert world.uc.list_emergencies()(ann)[0].showing == 0
    world.clock.advance(timedelta(days=7, hours=1))
    assert world.uc.list_emergencies()(ann) == []


def _group(world, actor, name, *tokens_and_ids):
    return world.uc.create_screen_group()(actor, name, tuple(tokens_and_ids))


def test_a_message_to_a_group_shows_only_on_its_screens_and_counts_them(world):
    ann, client = world.customer()
    world.pay(client)
    world.docs.catalogue.save_package(replace(world.basic, units=3))
    front, back = _paired(world, ann, "Front"), _paired(world, ann, "Back")
    screens = {s.name: s.id for s in world.docs.screens.list_for_client(client.id)}
    group = _group(world, ann, "Windows", screens["Front"])
    sent = world.uc.send_emergency()(ann, _message(world, group_id=group.id))
    assert (sent.message.group_id, sent.group_name, sent.screens) == (group.id, "Windows", 1)
    assert _shown(world, front).id == sent.message.id
    assert _shown(world, back) is None
    world.uc.update_screen_group()(ann, group.id, GroupChanges(screen_ids=(screens["Back"],)))
    assert (_shown(world, front), _shown(world, back).id) == (None, sent.message.id)


def test_a_group_must_be_the_clients_own_and_staff_name_none(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com")
    bobs = _group(world, bob, "Bob's")
    with pytest.raises(ValidationFailed) as refused:
        world.uc.send_emergency()(ann, _message(world, group_id=bobs.id))
    assert refused.value.field_errors == {"groupId": m.GROUP_NOT_FOUND}
    admin = world.staff(Role.ADMIN)
    with pytest.raises(ValidationFailed) as refused:
        world.uc.send_emergency()(admin, _message(world, group_id=bobs.id))
    assert refused.value.field_errors == {"groupId": m.EMERGENCY_GROUP_CLIENT_ONLY}
