from datetime import UTC, datetime, timedelta

import pytest
from signage_adapters.memory.backend import memory_backend
from signage_adapters.memory.clock import ManualClock, SystemClock
from signage_adapters.memory.mail import MemoryMailer, SentMail
from signage_adapters.memory.payment_provider import MemoryPaymentProvider
from signage_adapters.memory.video_info import MemoryVideoInfo

from signage_core.entities.videos import VideoDetails
from signage_core.errors import NotFound
from signage_core.ports.payment_provider import Subscription

START = datetime(2025, 1, 1, tzinfo=UTC)


def test_manual_clock_moves_only_when_told():
    clock = ManualClock(START)
    assert clock.now() == START
    assert clock.advance(timedelta(days=2)) == START + timedelta(days=2)
    clock.set(START)
    assert clock.now() == START


def test_manual_clock_refuses_naive_datetimes():
    with pytest.raises(ValueError, match="timezone-aware"):
        ManualClock(datetime(2025, 1, 1))


def test_system_clock_is_timezone_aware_utc():
    assert SystemClock().now().utcoffset() == timedelta(0)


def test_mailer_keeps_sent_messages_in_order():
    mailer = MemoryMailer()
    mailer.send("a@x.com", "Hi", "one")
    mailer.send("b@x.com", "Hi", "two")
    assert [m.body for m in mailer.outbox] == ["one", "two"]
    assert mailer.sent_to("A@X.com") == [SentMail("a@x.com", "Hi", "one")]


def test_video_info_answers_known_videos_and_not_found_otherwise():
    info = MemoryVideoInfo()
    details = VideoDetails("dQw4w9WgXcQ", "Title", "https://img/hq.jpg", 212)
    info.add(details)
    assert info.fetch("dQw4w9WgXcQ") == details
    with pytest.raises(NotFound, match=r"No data found for this video\."):
        info.fetch("xxxxxxxxxxx")
    assert MemoryVideoInfo(configured=False).configured is False


def test_payment_provider_reports_subscriptions_and_checks_webhook_signatures():
    provider = MemoryPaymentProvider("secret")
    provider.add_subscription(Subscription("I-1", "ACTIVE", "P-1"))
    assert provider.get_subscription("I-1").plan_id == "P-1"
    with pytest.raises(NotFound):
        provider.get_subscription("I-2")
    body = b'{"event_type": "X"}'
    assert provider.verify_webhook({"X-Memory-Signature": provider.sign(body)}, body)
    assert not provider.verify_webhook({"X-Memory-Signature": provider.sign(b"{}")}, body)
    assert not provider.verify_webhook({}, body)


def test_memory_backend_shares_one_clock_between_adapters():
    clock = ManualClock(START)
    backend = memory_backend(clock)
    meta = backend.blobs.put("a/b", [b"x"], content_type="text/plain")
    assert backend.clock is clock
    assert meta.time_created == START
    assert backend.documents.users.list_all() == []
