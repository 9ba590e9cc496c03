"""OutboxMailer and SmtpMailer specifics: files and logs, SMTP login and failures."""

import logging
import socket

import pytest
from signage_adapters.local.mail import OutboxMailer, SmtpMailer
from tests.adapters.local.loopback_smtp import LoopbackSmtp

from signage_core.errors import ExternalServiceFailed

BODY = "Reset here: https://portal.example/client/login?reset=abc123 (valid one hour)"


def test_the_outbox_keeps_each_message_as_an_eml_file(tmp_path):
    OutboxMailer(tmp_path / "outbox").send("ada@example.com", "Reset", BODY)
    [file] = (tmp_path / "outbox").iterdir()
    assert file.suffix == ".eml"
    raw = file.read_text()
    assert "To: ada@example.com" in raw
    assert "Subject: Reset" in raw


def test_the_outbox_logs_where_the_message_is_but_never_its_link(tmp_path, caplog):
    with caplog.at_level(logging.DEBUG):
        OutboxMailer(tmp_path / "outbox").send("ada@example.com", "Reset", BODY)
    [file] = (tmp_path / "outbox").iterdir()
    assert str(file) in caplog.text
    assert "abc123" not in caplog.text
    assert "https://portal.example/client/login?reset=abc123" in file.read_text()


def test_an_unwritable_outbox_raises_external_service_failed(tmp_path):
    blocker = tmp_path / "outbox"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(ExternalServiceFailed):
        OutboxMailer(blocker).send("ada@example.com", "Reset", BODY)


def test_smtp_logs_in_when_given_credentials():
    with LoopbackSmtp(credentials=("portal", "s3cret")) as server:
        mailer = SmtpMailer("127.0.0.1", server.port, "p@example.com", "portal", "s3cret", False)
        mailer.send("ada@example.com", "Reset", BODY)
        assert server.delivered() == [("ada@example.com", "Reset", BODY)]


def test_smtp_with_wrong_credentials_raises_external_service_failed():
    with LoopbackSmtp(credentials=("portal", "s3cret")) as server:
        mailer = SmtpMailer("127.0.0.1", server.port, "p@example.com", "portal", "wrong", False)
        with pytest.raises(ExternalServiceFailed):
            mailer.send("ada@example.com", "Reset", BODY)
        assert server.messages == []


def test_a_refused_recipient_raises_external_service_failed():
    with LoopbackSmtp(rejected=("nobody@",)) as server:
        mailer = SmtpMailer("127.0.0.1", server.port, "p@example.com", starttls=False)
        with pytest.raises(ExternalServiceFailed):
            mailer.send("nobody@example.com", "Reset", BODY)


def test_starttls_required_but_not_offered_raises_external_service_failed():
    with LoopbackSmtp() as server:
        mailer = SmtpMailer("127.0.0.1", server.port, "p@example.com", starttls=True)
        with pytest.raises(ExternalServiceFailed):
            mailer.send("ada@example.com", "Reset", BODY)
        assert server.messages == []


def test_an_unreachable_server_raises_external_service_failed():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    mailer = SmtpMailer("127.0.0.1", port, "p@example.com", starttls=False, timeout=2)
    with pytest.raises(ExternalServiceFailed, match="could not be sent"):
        mailer.send("ada@example.com", "Reset", BODY)
