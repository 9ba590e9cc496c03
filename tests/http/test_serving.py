"""How `signage serve` runs the app: what is built before it serves is kept out of the garbage
collector's walks, and what large allocations free goes back to the system."""

from __future__ import annotations

import gc
import subprocess
import sys

import pytest
import uvicorn
from litestar import Litestar
from signage_http.commands.serving import serve_app


@pytest.fixture
def unfrozen():
    yield
    gc.unfreeze()


def test_the_built_app_is_frozen_out_of_the_collectors_walks_before_serving(monkeypatch, unfrozen):
    app = Litestar([])
    seen = {}

    def run(served, **options):
        seen["app"], seen["frozen"] = served, gc.get_freeze_count()
        seen["tracked"] = any(obj is app for obj in gc.get_objects())

    monkeypatch.setattr(uvicorn, "run", run)
    serve_app(app, "127.0.0.1", 0)
    assert seen["app"] is app
    assert seen["frozen"] > 1000
    assert not seen["tracked"]


FREED_PROBE = """
import ctypes, sys
from pathlib import Path
from signage_http.commands.serving import map_large_allocations
if sys.argv[1] == "mapped":
    assert map_large_allocations()
libc = ctypes.CDLL(None)
libc.malloc.restype, libc.malloc.argtypes = ctypes.c_void_p, [ctypes.c_size_t]
libc.free.argtypes = [ctypes.c_void_p]
def resident():
    status = Path("/proc/self/status").read_text().splitlines()
    return int(next(line for line in status if line.startswith("VmRSS:")).split()[1]) * 1024
libc.free(libc.malloc(16 << 20))  # glibc alone raises its threshold to 16 MiB from here
before = resident()
blocks, pins = [], []
for _ in range(10):
    blocks.append(libc.malloc(4 << 20))
    ctypes.memset(blocks[-1], 1, 4 << 20)
    pins.append(libc.malloc(256 << 10))  # in use: the heap cannot shrink past the block
for block in blocks:
    libc.free(block)
print(resident() - before)
"""


def _held_after_freeing_40_mib(mode: str) -> int:
    command = [sys.executable, "-c", FREED_PROBE, mode]
    return int(subprocess.run(command, capture_output=True, text=True, check=True).stdout)


def test_large_allocations_go_back_to_the_system_when_freed():
    assert _held_after_freeing_40_mib("mapped") < 4 * 1024 * 1024
    assert _held_after_freeing_40_mib("default") > 32 * 1024 * 1024


def test_serving_maps_large_allocations_on_their_own(monkeypatch, unfrozen):
    calls = []
    monkeypatch.setattr(uvicorn, "run", lambda served, **options: None)
    monkeypatch.setattr(
        "signage_http.commands.serving.map_large_allocations", lambda: calls.append(1)
    )
    serve_app(Litestar([]), "127.0.0.1", 0)
    assert calls == [1]
