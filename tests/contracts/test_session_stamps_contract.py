"""The SessionStamps port (each user's session stamp), on every document adapter."""


def test_a_user_whose_sessions_never_ended_has_the_empty_stamp(documents):
    assert documents.session_stamps.current("uid-ada") == ""


def test_a_saved_stamp_is_the_current_one(documents):
    documents.session_stamps.save("uid-ada", "stamp-1")
    assert documents.session_stamps.current("uid-ada") == "stamp-1"


def test_a_new_stamp_replaces_the_old(documents):
    documents.session_stamps.save("uid-ada", "stamp-1")
    documents.session_stamps.save("uid-ada", "stamp-2")
    assert documents.session_stamps.current("uid-ada") == "stamp-2"


def test_each_user_has_their_own_stamp(documents):
    documents.session_stamps.save("uid-ada", "stamp-1")
    assert documents.session_stamps.current("uid-bob") == ""
    documents.session_stamps.save("uid-bob", "stamp-2")
    assert documents.session_stamps.current("uid-ada") == "stamp-1"


def test_a_stamp_is_not_a_user(documents):
    documents.session_stamps.save("uid-ada", "stamp-1")
    assert documents.users.get("uid-ada") is None
    assert documents.users.list_all() == []
