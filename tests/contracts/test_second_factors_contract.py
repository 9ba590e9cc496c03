"""The SecondFactors port (each user's authenticator and recovery-code digests), on every
document adapter: memory, SQLite and the Firestore emulator."""

from concurrent.futures import ThreadPoolExecutor

from signage_core.entities.two_factor import SecondFactor

ADA = SecondFactor("uid-ada", "JBSWY3DPEHPK3PXP", True, ("d1", "d2", "d3"), last_step=100)


def test_a_user_without_a_factor_has_none(documents):
    assert documents.second_factors.find("uid-ada") is None


def test_a_saved_factor_reads_back_whole(documents):
    documents.second_factors.save(ADA)
    assert documents.second_factors.find("uid-ada") == ADA


def test_an_unconfirmed_factor_reads_back_unconfirmed(documents):
    documents.second_factors.save(SecondFactor("uid-ada", "JBSWY3DPEHPK3PXP"))
    found = documents.second_factors.find("uid-ada")
    assert (found.confirmed, found.recovery_digests, found.last_step) == (False, (), 0)


def test_a_deleted_factor_is_gone_and_deleting_again_is_harmless(documents):
    documents.second_factors.save(ADA)
    documents.second_factors.delete("uid-ada")
    documents.second_factors.delete("uid-ada")
    assert documents.second_factors.find("uid-ada") is None


def test_a_later_step_is_spent_once(documents):
    documents.second_factors.save(ADA)
    assert documents.second_factors.spend_step("uid-ada", 101) is True
    assert documents.second_factors.spend_step("uid-ada", 101) is False
    assert documents.second_factors.spend_step("uid-ada", 99) is False
    assert documents.second_factors.find("uid-ada").last_step == 101


def test_a_recovery_code_is_spent_once_and_the_others_stay(documents):
    documents.second_factors.save(ADA)
    assert documents.second_factors.spend_recovery_code("uid-ada", "d2") is True
    assert documents.second_factors.spend_recovery_code("uid-ada", "d2") is False
    assert documents.second_factors.find("uid-ada").recovery_digests == ("d1", "d3")


def test_nothing_is_spent_of_an_unconfirmed_or_missing_factor(documents):
    documents.second_factors.save(SecondFactor("uid-ada", "S", False, ("d1",)))
    assert documents.second_factors.spend_recovery_code("uid-ada", "d1") is False
    assert documents.second_factors.spend_step("uid-ada", 5) is False
    assert documents.second_factors.spend_step("uid-bob", 5) is False


def test_two_requests_with_one_recovery_code_spend_it_once(documents):
    documents.second_factors.save(ADA)
    with ThreadPoolExecutor(max_workers=2) as pool:
        spent = list(
            pool.map(
                lambda _: documents.second_factors.spend_recovery_code("uid-ada", "d1"), range(2)
            )
        )
    assert sorted(spent) == [False, True]


def test_a_factor_is_not_a_user(documents):
    documents.second_factors.save(ADA)
    assert documents.users.get("uid-ada") is None
    assert documents.users.list_all() == []
