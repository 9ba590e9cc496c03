"""A TCP proxy in front of an emulator's port that a test switches, while requests run, to
pass, drop (close connections, new ones closed at once), delay (latency on every chunk),
hang (accept and hold every byte, never answer) or reset (RST on every connection).

Threads and the standard library only: one thread accepts, two pump each connection. A chunk
is judged when it arrives, so a connection opened before a switch obeys the new mode at once
(the Google clients keep their connections open)."""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
import time
from enum import Enum

POLL = 0.05


class Mode(Enum):
    PASS = "pass"
    DROP = "drop"
    DELAY = "delay"
    HANG = "hang"
    RESET = "reset"


class FaultProxy:
    def __init__(self, target_port: int, target_host: str = "127.0.0.1") -> None:
        self._target = (target_host, target_port)
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(POLL)
        self.port: int = self._listener.getsockname()[1]
        self.mode, self.delay = Mode.PASS, 0.0
        self._changed = threading.Condition()
        self._open: set[socket.socket] = set()
        self._closed = False
        threading.Thread(target=self._accept, daemon=True, name="fault-proxy").start()

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def switch(self, mode: Mode, delay: float = 0.0) -> None:
        """From now on every connection, open or new, behaves as `mode`."""
        with self._changed:
            self.mode, self.delay = mode, delay
            self._changed.notify_all()
        if mode in (Mode.DROP, Mode.RESET):
            for sock in list(self._open):
                self._end(sock, rst=mode is Mode.RESET)

    def close(self) -> None:
        self._closed = True
        self.switch(Mode.DROP)
        self._listener.close()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        self._open.add(client)
        if self._gate(client) is False:
            return
        try:
            upstream = socket.create_connection(self._target, timeout=5)
        except OSError:
            self._end(client, rst=False)
            return
        self._open.add(upstream)
        threading.Thread(target=self._pump, args=(upstream, client), daemon=True).start()
        self._pump(client, upstream)

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            source.settimeout(POLL)
        except OSError:  # a switch to drop or reset closed it before this thread began
            self._end(sink, rst=self.mode is Mode.RESET)
            return
        while True:
            try:
                data = source.recv(65536)
            except TimeoutError:
                continue
            except OSError:
                data = b""
            if not data or self._gate(source) is False:
                self._end(sink, rst=self.mode is Mode.RESET)
                self._end(source, rst=self.mode is Mode.RESET)
                return
            with contextlib.suppress(OSError):
                sink.sendall(data)

    def _gate(self, sock: socket.socket) -> bool:
        """Whether a chunk (or a new connection) may go on: it waits while the proxy hangs,
        is late while it delays, and ends the connection while it drops or resets."""
        with self._changed:
            while self.mode is Mode.HANG and not self._closed:
                self._changed.wait(POLL)
            mode, delay = self.mode, self.delay
        if mode is Mode.DELAY:
            time.sleep(delay)
        if mode in (Mode.DROP, Mode.RESET):
            self._end(sock, rst=mode is Mode.RESET)
            return False
        return True

    def _end(self, sock: socket.socket, *, rst: bool) -> None:
        """Close; with `rst`, abortively (SO_LINGER 0 sends a TCP reset)."""
        self._open.discard(sock)
        with contextlib.suppress(OSError):
            if rst:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            else:
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()
