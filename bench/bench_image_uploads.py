"""Peak memory of the server under 8 image uploads at once, ordinary and hostile (issue 22).

A real `signage serve` (uvicorn, one worker, local backend) with one Client account. Idle is
its resident memory once it has stored one ordinary image; each round then resets the peak
(`/proc/<pid>/clear_refs`) and reads it (`VmHWM`) after 8 uploads sent at once to
POST /api/medias: 8 ordinary 640x400 photos (the baseline, same run), then 8 hostile ones,
three bombs (the probe's 13,000 x 13,000 PNG, a JPEG header declaring 65,000 x 65,000, a
progressive JPEG header declaring 9,000 x 9,000) and five large images within the limits, the
costliest to decode that the portal still accepts, in three rounds. Goal: peak <= idle +
150 MiB.
Run: `python -m bench bench_image_uploads`.
"""

from __future__ import annotations

import asyncio
import io
import tempfile
import time
from pathlib import Path

import httpx
from signage_http.demo.pictures import drawing
from tests.support.image_bombs import jpeg_declaring, png_bomb

from bench.bench_api import _free_port, seed, serve, sign_in
from bench.bench_logins import _memory_kib

UPLOADS = 8
ROUNDS = 3
"""Hostile rounds, one after the other: what the first leaves held must not add up."""
Upload = tuple[str, bytes, str]


def _encoded(name: str, size: tuple[int, int], **options: object) -> Upload:
    kind = "PNG" if name.endswith(".png") else "JPEG"
    buffer = io.BytesIO()
    drawing(size, "peru", name).save(buffer, kind, **options)
    return name, buffer.getvalue(), f"image/{kind.lower()}"


def _hostile() -> list[Upload]:
    return [
        ("probe-13000x13000.png", png_bomb(13_000, 13_000), "image/png"),
        ("header-65000x65000.jpg", jpeg_declaring(65_000, 65_000), "image/jpeg"),
        ("progressive-9000x9000.jpg", jpeg_declaring(9_000, 9_000, True), "image/jpeg"),
        _encoded("photo-40mp.jpg", (8_000, 5_000), quality=90),
        _encoded("png-40mp.png", (8_000, 5_000)),
        _encoded("png-19mp.png", (5_800, 3_300)),
        _encoded("progressive-29mp.jpg", (6_400, 4_600), progressive=True),
        _encoded("progressive-444-16mp.jpg", (4_000, 3_950), progressive=True, subsampling=0),
    ]


def _ordinary() -> list[Upload]:
    return [_encoded(f"photo-{index}.jpg", (640, 400), quality=85) for index in range(UPLOADS)]


async def _upload_all(port: int, cookie: str, files: list[Upload]) -> list[int]:
    csrf = cookie.split("csrftoken=")[1].split(";")[0]
    headers = {"Cookie": cookie, "X-CSRFToken": csrf}
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=300) as http:
        answers = await asyncio.gather(
            *(
                http.post(
                    "/api/medias",
                    data={"name": file[0], "assetType": "image"},
                    files={"file": file},
                    headers=headers,
                )
                for file in files
            )
        )
    return [answer.status_code for answer in answers]


def _round(pid: int, port: int, cookie: str, files: list[Upload]) -> tuple[float, list[int]]:
    """(the server's peak resident memory in MiB while `files` are uploaded at once, statuses)"""
    Path(f"/proc/{pid}/clear_refs").write_text("5")  # the peak starts again from now
    statuses = asyncio.run(_upload_all(port, cookie, files))
    return _memory_kib(pid, "VmHWM") / 1024, statuses


def _measure(data_dir: Path, rounds: dict[str, list[Upload]]) -> list[str]:
    port = _free_port()
    server = serve(data_dir, port)
    try:
        cookie = asyncio.run(sign_in(port))
        asyncio.run(_upload_all(port, cookie, _ordinary()[:1]))
        time.sleep(1)
        idle = _memory_kib(server.pid, "VmRSS") / 1024
        lines = [f"idle (after one ordinary upload) {idle:6.1f} MiB"]
        for name, files in rounds.items():
            peak, statuses = _round(server.pid, port, cookie, files)
            time.sleep(1)
            held = _memory_kib(server.pid, "VmRSS") / 1024 - idle
            lines.append(
                f"{name:<28} peak {peak:6.1f} MiB (+{peak - idle:5.1f} over idle); "
                f"held after: +{held:5.1f} MiB; answers {sorted(statuses)}"
            )
        return lines
    finally:
        server.terminate()
        server.wait(timeout=10)


def run() -> None:
    hostile = _hostile()
    rounds = {"8 ordinary photos at once": _ordinary()}
    rounds.update({f"8 hostile at once, round {n}": hostile for n in range(1, ROUNDS + 1)})
    for file in hostile:
        print(f"  {file[0]:<28} {len(file[1]) / 1024:8.0f} KB")
    with tempfile.TemporaryDirectory() as tmp:
        seed(Path(tmp) / "data", 0)
        for line in _measure(Path(tmp) / "data", rounds):
            print(line)
    print(f"goal: peak <= idle + 150 MiB with {UPLOADS} hostile uploads at once")
