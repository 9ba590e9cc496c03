"""Mail: an outbox folder of .eml files (the default), or SMTP with the standard library."""

from __future__ import annotations

import logging
import os
import secrets
import smtplib
import ssl
from email.message import EmailMessage
from pathlib import Path

from signage_core.errors import ExternalServiceFailed
from signage_core.ports.clock import Clock

from ..system_clock import SystemClock
from .codec import time_key
from .private_files import private_dir, private_temporary

logger = logging.getLogger(__name__)

DEFAULT_SENDER = "Signage Portal <no-reply@localhost>"
MAIL_FAILED = "The email could not be sent."


def build_message(sender: str, to: str, subject: str, body: str) -> EmailMessage:
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = sender, to, subject
    message.set_content(body)
    return message


class OutboxMailer:
    """Implements `Mailer`: each message becomes an .eml file (0600 whatever the umask) in
    `outbox_dir` (0700), and where it is is logged, so a single-machine install works
    without a mail server. The log never carries the message's link: a reset link is a
    credential (docs/decisions.md)."""

    def __init__(
        self, outbox_dir: Path, sender: str = DEFAULT_SENDER, *, clock: Clock | None = None
    ) -> None:
        self._outbox = outbox_dir
        self._sender = sender
        self._clock: Clock = clock or SystemClock()

    def send(self, to: str, subject: str, body: str) -> None:
        message = build_message(self._sender, to, subject, body)
        try:
            path = self._write(message)
        except OSError as error:
            raise ExternalServiceFailed(MAIL_FAILED) from error
        logger.info("Mail to %s (%s) written to %s", to, subject, path)

    def _write(self, message: EmailMessage) -> Path:
        private_dir(self._outbox)
        stamp = time_key(self._clock.now()).replace(":", "")
        target = self._outbox / f"{stamp}-{secrets.token_hex(4)}.eml"
        fd, temporary = private_temporary(self._outbox, ".tmp-")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(message.as_bytes())
            os.replace(temporary, target)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        return target


class SmtpMailer:
    """Implements `Mailer` through an SMTP server (STARTTLS and login when configured)."""

    def __init__(
        self,
        host: str,
        port: int,
        sender: str,
        username: str | None = None,
        password: str | None = None,
        starttls: bool = True,
        timeout: float = 10.0,
    ) -> None:
        self._host, self._port, self._sender = host, port, sender
        self._username, self._password = username, password
        self._starttls, self._timeout = starttls, timeout

    def send(self, to: str, subject: str, body: str) -> None:
        message = build_message(self._sender, to, subject, body)
        try:
            with smtplib.SMTP(self._host, self._port, timeout=self._timeout) as smtp:
                if self._starttls:
                    smtp.starttls(context=ssl.create_default_context())
                if self._username:
                    smtp.login(self._username, self._password or "")
                smtp.send_message(message)
        except (smtplib.SMTPException, OSError) as error:
            logger.warning("SMTP delivery to %s failed: %s", to, error)
            raise ExternalServiceFailed(MAIL_FAILED) from error
