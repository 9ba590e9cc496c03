"""The SecondFactors port (each user's authenticator and recovery-code digests), on every
document adapter: memory, SQLite and the Firestore emulator."""

from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from functools import partial

from signage_adapters.documents.repositories.second_factors import (
    SECOND_FACTORS,
    StoredSecondFactors,
)
from tests.support.racing import race

from signage_core.entities.two_factor import SecondFactor

ADA = SecondFactor("uid-ada", "JBSWY3DPEHPK3PXP", True, ("d1", "d2", "d3"), last_step=100)
RACERS = 8


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


def test_eight_requests_racing_with_each_code_spend_it_once(documents):
    documents.second_factors.save(ADA)
    for digest in ADA.recovery_digests:
        spend = partial(documents.second_factors.spend_recovery_code, "uid-ada", digest)
        assert sorted(race(*[spend] * RACERS)) == [False] * (RACERS - 1) + [True]
    assert documents.second_factors.find("uid-ada").recovery_digests == ()


def test_a_new_record_brings_its_codes_back_unspent(documents):
    documents.second_factors.save(ADA)
    documents.second_factors.spend_recovery_code("uid-ada", "d1")
    documents.second_factors.save(ADA)
    assert documents.second_factors.find("uid-ada").recovery_digests == ("d1", "d2", "d3")
    assert documents.second_factors.spend_recovery_code("uid-ada", "d1") is True


def test_a_deleted_record_forgets_its_spent_codes(documents):
    documents.second_factors.save(ADA)
    documents.second_factors.spend_recovery_code("uid-ada", "d1")
    documents.second_factors.delete("uid-ada")
    documents.second_factors.save(ADA)
    assert documents.second_factors.spend_recovery_code("uid-ada", "d1") is True


def test_a_code_spent_by_one_user_stays_another_users(documents):
    documents.second_factors.save(ADA)
    documents.second_factors.save(replace(ADA, user_id="uid-bob"))
    documents.second_factors.spend_recovery_code("uid-ada", "d1")
    assert documents.second_factors.find("uid-bob").recovery_digests == ("d1", "d2", "d3")
    assert documents.second_factors.spend_recovery_code("uid-bob", "d1") is True


def test_a_later_step_leaves_the_recovery_codes_as_they_are(documents):
    documents.second_factors.save(ADA)
    documents.second_factors.spend_recovery_code("uid-ada", "d2")
    documents.second_factors.spend_step("uid-ada", 101)
    assert documents.second_factors.find("uid-ada") == replace(
        ADA, recovery_digests=("d1", "d3"), last_step=101
    )


def test_a_record_of_the_older_shape_reads_and_spends_its_codes_once(store):
    """Enrolled before spent codes were marked: the spent digests were taken out of the
    document's recoveryDigests. It reads as it is and its codes race like the new ones'."""
    older = {"secret": "S", "confirmed": True, "recoveryDigests": ["d1", "d3"], "lastStep": 7}
    store.put(SECOND_FACTORS, "uid-ada", older)
    factors = StoredSecondFactors(store)
    assert factors.find("uid-ada") == SecondFactor("uid-ada", "S", True, ("d1", "d3"), 7)
    spend = partial(factors.spend_recovery_code, "uid-ada", "d3")
    assert sorted(race(*[spend] * RACERS)) == [False] * (RACERS - 1) + [True]
    assert factors.spend_recovery_code("uid-ada", "d2") is False
    assert factors.find("uid-ada").recovery_digests == ("d1",)


def test_a_factor_is_not_a_user(documents):
    documents.second_factors.save(ADA)
    assert documents.users.get("uid-ada") is None
    assert documents.users.list_all() == []
