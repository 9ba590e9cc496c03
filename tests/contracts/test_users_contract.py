"""The UserRepository port (`users`), on every document adapter."""

from dataclasses import replace

from tests.contracts.builders import a_user

from signage_core.entities.users import Role


def test_a_saved_user_reads_back_with_every_field(documents):
    user = a_user()
    documents.users.save(user)
    assert documents.users.get(user.id) == user


def test_a_self_registered_user_reads_back_as_registered(documents):
    user = a_user(id="uid-reg", role=Role.CLIENT, status=True, created_by_admin=False)
    documents.users.save(user)
    assert documents.users.get("uid-reg") == user


def test_a_user_without_creation_time_reads_back_without_one(documents):
    documents.users.save(a_user(created_at=None, phone=""))
    found = documents.users.get("uid-ada")
    assert found is not None
    assert (found.created_at, found.phone) == (None, "")


def test_creation_times_come_back_timezone_aware(documents):
    documents.users.save(a_user())
    found = documents.users.get("uid-ada")
    assert found is not None
    assert found.created_at is not None
    assert found.created_at.utcoffset() is not None


def test_an_unknown_user_is_none(documents):
    assert documents.users.get("nobody") is None


def test_saving_again_replaces_the_document(documents):
    documents.users.save(a_user(name="Ada", status=True))
    documents.users.save(a_user(name="Ada King", status=False))
    found = documents.users.get("uid-ada")
    assert found is not None
    assert (found.name, found.status) == ("Ada King", False)
    assert len(documents.users.list_all()) == 1


def test_find_by_email_ignores_case(documents):
    documents.users.save(a_user(email="ada@example.com"))
    found = documents.users.find_by_email("ADA@Example.COM")
    assert found is not None
    assert found.id == "uid-ada"


def test_find_by_email_of_an_unknown_address_is_none(documents):
    documents.users.save(a_user())
    assert documents.users.find_by_email("grace@example.com") is None


def test_every_user_is_listed_by_name(documents):
    for uid, name in [("u1", "Grace"), ("u2", "Ada"), ("u3", "Margaret")]:
        documents.users.save(a_user(id=uid, name=name, email=f"{uid}@example.com"))
    assert [u.name for u in documents.users.list_all()] == ["Ada", "Grace", "Margaret"]


def test_a_deleted_user_is_gone_and_others_stay(documents):
    documents.users.save(a_user(id="u1"))
    documents.users.save(a_user(id="u2"))
    documents.users.delete("u1")
    assert documents.users.get("u1") is None
    assert [u.id for u in documents.users.list_all()] == ["u2"]


def test_deleting_a_missing_user_is_not_an_error(documents):
    documents.users.delete("nobody")
    assert documents.users.list_all() == []


def test_names_are_sorted_ignoring_case(documents):
    for uid, name in [("u1", "grace"), ("u2", "Margaret"), ("u3", "ada")]:
        documents.users.save(a_user(id=uid, name=name, email=f"{uid}@example.com"))
    assert [u.name for u in documents.users.list_all()] == ["ada", "grace", "Margaret"]


def test_find_by_email_ignores_surrounding_blanks(documents):
    documents.users.save(a_user(email=" ada@example.com"))
    found = documents.users.find_by_email("Ada@Example.com ")
    assert found is not None
    assert found.id == "uid-ada"


def test_a_chosen_language_reads_back_and_a_user_without_one_has_none(documents):
    documents.users.save(a_user(id="es-user", language="es"))
    documents.users.save(a_user(id="undecided"))
    assert documents.users.get("es-user").language == "es"
    assert documents.users.get("undecided").language == ""


def test_saving_a_user_again_keeps_their_language(documents):
    documents.users.save(a_user(language="es"))
    documents.users.save(replace(documents.users.get("uid-ada"), name="Ada King"))
    assert documents.users.get("uid-ada").language == "es"
