"""Licence days never go negative nor up as time passes; package changes compose; deleting a
client leaves none of its payments."""

from datetime import timedelta
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.core.usecases.world import World

from signage_core.entities.catalogue import Package

SETTINGS = settings(max_examples=60, deadline=None)

steps = st.lists(
    st.timedeltas(min_value=timedelta(0), max_value=timedelta(days=5)), min_size=1, max_size=25
)


@SETTINGS
@given(steps, st.booleans())
def test_days_left_is_never_negative_and_never_grows_as_time_passes(advances, paid):
    world = World()
    actor, client = world.customer()
    if paid:
        form = {"clientId": client.id, "packageId": "pkg-basic", "paymentMethod": "PayPal"}
        world.uc.record_payment()(world.staff(), form)
    previous = world.uc.get_licence()(actor).days_left
    for step in advances:
        world.clock.advance(step)
        licence = world.uc.get_licence()(actor)
        assert 0 <= licence.days_left <= previous
        assert licence.expired == (world.clock.now() > licence.expire_date)
        previous = licence.days_left


package_days = st.lists(st.integers(min_value=1, max_value=730), min_size=2, max_size=6)


def client_expiry_after_edits(days_chain):
    """Record a payment with the first package, then edit it through the rest."""
    world = World()
    _, client = world.customer()
    admin = world.staff()
    for index, days in enumerate(days_chain):
        world.docs.catalogue.save_package(
            Package(f"k{index}", f"K{index}", "", Decimal(1), 1, days)
        )
    form = {"clientId": client.id, "packageId": "k0", "paymentMethod": "Cash"}
    payment = world.uc.record_payment()(admin, {**form, "paymentReference": "R"})
    for index in range(1, len(days_chain)):
        payment = world.uc.edit_payment()(admin, payment.id, {"packageId": f"k{index}"})
    return world.docs.clients.get(client.id).expire_date, payment.expire_date


@SETTINGS
@given(package_days)
def test_package_changes_compose(days_chain):
    through_every_step = client_expiry_after_edits(days_chain)
    straight_to_the_last = client_expiry_after_edits([days_chain[0], days_chain[-1]])
    assert through_every_step == straight_to_the_last


payment_counts = st.lists(st.integers(min_value=0, max_value=5), min_size=2, max_size=4)
packages = st.sampled_from(["pkg-basic", "pkg-pro", "pkg-premium"])


@SETTINGS
@given(payment_counts, st.data())
def test_deleting_a_client_leaves_none_of_its_payments(counts, data):
    world = World()
    admin = world.staff()
    clients = [world.customer(f"c{i}@example.com")[1] for i in range(len(counts))]
    amounts = []
    for client, count in zip(clients, counts, strict=True):
        for _ in range(count):
            form = {"clientId": client.id, "packageId": data.draw(packages)}
            world.uc.record_payment()(admin, {**form, "paymentMethod": "PayPal"})
        amounts.append(sum(p.amount for p in world.docs.payments.list_for_client(client.id)))
    victim = data.draw(st.integers(min_value=0, max_value=len(clients) - 1))
    deleted = world.uc.delete_client()(admin, clients[victim].id)
    assert not world.docs.payments.has_payments(clients[victim].id)
    assert deleted.deleted_payments == counts[victim]
    assert Decimal(deleted.total_amount) == amounts[victim]
    survivors = [c for i, c in enumerate(clients) if i != victim]
    for client in survivors:
        assert len(world.docs.payments.list_for_client(client.id)) == counts[clients.index(client)]
