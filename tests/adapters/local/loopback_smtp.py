"""A tiny SMTP server on 127.0.0.1 for mailer tests (EHLO, AUTH PLAIN, MAIL, RCPT, DATA)."""

from __future__ import annotations

import base64
import socketserver
import threading
from types import TracebackType

from tests.contracts.delivered import Mail, as_mail


class _Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, owner: LoopbackSmtp) -> None:
        super().__init__(("127.0.0.1", 0), _Session)
        self.owner = owner


class _Session(socketserver.StreamRequestHandler):
    server: _Server

    def handle(self) -> None:
        self._reply("220 loopback ESMTP")
        while line := self.rfile.readline():
            verb, _, argument = line.decode("utf-8").rstrip("\r\n").partition(" ")
            if not self._answer(verb.upper(), argument):
                return

    def _answer(self, verb: str, argument: str) -> bool:
        owner = self.server.owner
        if verb == "EHLO":
            auth = ["250-AUTH PLAIN"] if owner.credentials else []
            self._reply(*["250-loopback", *auth, "250 8BITMIME"])
        elif verb == "AUTH":
            self._reply("235 ok" if self._authenticated(argument) else "535 bad credentials")
        elif verb == "RCPT" and any(bad in argument for bad in owner.rejected):
            self._reply("550 no such user")
        elif verb == "DATA":
            self._reply("354 go ahead")
            owner.messages.append(self._read_data())
            self._reply("250 queued")
        elif verb == "QUIT":
            self._reply("221 bye")
            return False
        elif verb in ("HELO", "MAIL", "RCPT", "RSET", "NOOP"):
            self._reply("250 ok")
        else:
            self._reply("502 not implemented")
        return True

    def _authenticated(self, argument: str) -> bool:
        mechanism, _, encoded = argument.partition(" ")
        if mechanism.upper() != "PLAIN" or not encoded:
            return False
        _, user, password = base64.b64decode(encoded).decode("utf-8").split("\x00")
        return (user, password) == self.server.owner.credentials

    def _read_data(self) -> bytes:
        lines = []
        while (line := self.rfile.readline()) not in (b".\r\n", b""):
            lines.append(line[1:] if line.startswith(b".") else line)
        return b"".join(lines)

    def _reply(self, *lines: str) -> None:
        self.wfile.write("".join(f"{line}\r\n" for line in lines).encode("utf-8"))


class LoopbackSmtp:
    """`with LoopbackSmtp() as server:` listens on `server.port`; `delivered()` lists the
    messages received. `credentials` makes it require AUTH PLAIN; `rejected` refuses
    recipients containing any of those strings."""

    def __init__(
        self, credentials: tuple[str, str] | None = None, rejected: tuple[str, ...] = ()
    ) -> None:
        self.credentials = credentials
        self.rejected = rejected
        self.messages: list[bytes] = []
        self._server = _Server(self)
        self.port: int = self._server.server_address[1]

    def delivered(self) -> list[Mail]:
        return [as_mail(raw) for raw in self.messages]

    def __enter__(self) -> LoopbackSmtp:
        threading.Thread(target=self._server.serve_forever, args=(0.02,), daemon=True).start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self._server.shutdown()
        self._server.server_close()
