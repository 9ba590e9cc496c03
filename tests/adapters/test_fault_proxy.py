"""The fault proxy of the outage tests does what each mode says, on a loopback echo server."""

from __future__ import annotations

import socket
import socketserver
import threading
import time
from collections.abc import Iterator

import pytest
from tests.support.fault_proxy import FaultProxy, Mode


class _Echo(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        while data := self.request.recv(1024):
            self.request.sendall(data)


@pytest.fixture
def proxy() -> Iterator[FaultProxy]:
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _Echo)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    fronted = FaultProxy(server.server_address[1])
    yield fronted
    fronted.close()
    server.shutdown()
    server.server_close()


def _echo(proxy: FaultProxy, sock: socket.socket | None = None) -> bytes:
    sock = sock or socket.create_connection(("127.0.0.1", proxy.port), timeout=1.0)
    sock.sendall(b"ping")
    return sock.recv(16)


def test_pass_forwards_both_ways(proxy):
    assert _echo(proxy) == b"ping"


def test_hang_holds_an_open_connection_until_passing_again(proxy):
    sock = socket.create_connection(("127.0.0.1", proxy.port), timeout=0.5)
    assert _echo(proxy, sock) == b"ping"
    proxy.switch(Mode.HANG)
    with pytest.raises(TimeoutError):
        _echo(proxy, sock)
    proxy.switch(Mode.PASS)
    assert sock.recv(16) == b"ping"


def test_drop_closes_open_and_new_connections(proxy):
    sock = socket.create_connection(("127.0.0.1", proxy.port), timeout=0.5)
    proxy.switch(Mode.DROP)
    assert sock.recv(16) == b""
    assert _echo(proxy) == b""


def test_reset_aborts_connections(proxy):
    sock = socket.create_connection(("127.0.0.1", proxy.port), timeout=0.5)
    proxy.switch(Mode.RESET)
    with pytest.raises(ConnectionResetError):
        _echo(proxy, sock)


def test_delay_makes_every_chunk_late(proxy):
    proxy.switch(Mode.DELAY, delay=0.2)
    started = time.monotonic()
    assert _echo(proxy) == b"ping"
    assert time.monotonic() - started >= 0.6


def test_a_connection_dropped_before_its_pump_starts_ends_quietly(proxy):
    """A switch to drop can close a connection between its accept and its pump's start: the
    pump ends it (no thread dies with a Bad file descriptor) and closes the other side."""
    closed, other_end = socket.socketpair()
    sink, peer = socket.socketpair()
    closed.close()
    proxy._pump(closed, sink)
    assert sink.fileno() == -1
    peer.settimeout(1.0)
    assert peer.recv(16) == b""
    other_end.close()
    peer.close()
