"""The ScreenGroupRepository port (`screenGroups`), on every document adapter (memory,
SQLite, the Firestore emulator), and what deleting a screen does to its groups."""

from tests.contracts.builders import MOMENT, a_screen, at

from signage_core.entities.screen_groups import ScreenGroup


def a_group(group_id="g1", name="Front windows", members=("s1", "s2"), client_id="c1", days=0):
    return ScreenGroup(group_id, client_id, name, members, at(days) if days else MOMENT)


def test_a_saved_group_reads_back_with_its_members_in_order(documents):
    documents.screen_groups.save(a_group(members=("s2", "s1")))
    assert documents.screen_groups.get("g1") == a_group(members=("s2", "s1"))
    assert documents.screen_groups.get("missing") is None


def test_an_empty_group_reads_back_empty(documents):
    documents.screen_groups.save(a_group(members=()))
    assert documents.screen_groups.get("g1").screen_ids == ()


def test_a_clients_groups_are_listed_by_name_whatever_the_case(documents):
    groups = documents.screen_groups
    groups.save(a_group("g1", "windows", days=1))
    groups.save(a_group("g2", "Bar"))
    groups.save(a_group("g3", "counter", days=2))
    groups.save(a_group("g4", "Aisle", client_id="c2"))
    assert [g.name for g in groups.for_client("c1")] == ["Bar", "counter", "windows"]
    assert groups.for_client("nobody") == ()


def test_saving_again_replaces_the_name_and_members(documents):
    documents.screen_groups.save(a_group())
    documents.screen_groups.save(a_group(name="Back", members=("s3",)))
    assert documents.screen_groups.get("g1") == a_group(name="Back", members=("s3",))


def test_a_deleted_group_is_gone_and_deleting_a_missing_one_does_nothing(documents):
    documents.screen_groups.save(a_group())
    documents.screen_groups.delete("g1")
    documents.screen_groups.delete("missing")
    assert documents.screen_groups.get("g1") is None
    assert documents.screen_groups.for_client("c1") == ()


def test_the_groups_of_a_screen_are_those_of_its_client_that_name_it(documents):
    groups = documents.screen_groups
    groups.save(a_group("g1", "A", ("s1", "s2")))
    groups.save(a_group("g2", "B", ("s2",)))
    groups.save(a_group("g3", "C", ("s1",), client_id="c2"))
    assert [g.id for g in groups.groups_of_screen("c1", "s1")] == ["g1"]
    assert [g.id for g in groups.groups_of_screen("c1", "s2")] == ["g1", "g2"]
    assert groups.groups_of_screen("c1", "s9") == ()


def test_a_deleted_screen_leaves_every_group_and_the_groups_stay(documents):
    documents.screens.save(a_screen(id="s1", client_id="c1"))
    documents.screen_groups.save(a_group("g1", "A", ("s1", "s2")))
    documents.screen_groups.save(a_group("g2", "B", ("s1",)))
    documents.screens.delete("s1")
    assert documents.screen_groups.get("g1").screen_ids == ("s2",)
    assert documents.screen_groups.get("g2").screen_ids == ()


def test_an_edit_of_a_deleted_group_writes_nothing_and_says_so(documents):
    documents.screen_groups.save(a_group())
    assert documents.screen_groups.save_existing(a_group(name="Back")) is True
    assert documents.screen_groups.get("g1").name == "Back"
    documents.screen_groups.delete("g1")
    assert documents.screen_groups.save_existing(a_group(name="Again")) is False
    assert documents.screen_groups.get("g1") is None
