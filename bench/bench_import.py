"""Peak memory of `signage import` on a crafted 1 MB archive (a zip bomb: a documents member
padded with 1000 MiB of JSON whitespace, its checksum right), local backend.

Each import runs in its own process and reports its peak resident memory (ru_maxrss). The
baseline, same run, is importing the archive the bomb was made from (the demo client).
Before issue 22 the bomb took 2.1 GB; goal: refused, peak within 50 MiB of the baseline.
Also shown: the same member padded with 60 MiB, just under the default member cap, which
imports (whitespace is valid JSON): the most one documents member costs with the defaults.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from signage_http.cli import main

MIB = 1024 * 1024
BOMB_MIB, UNDER_CAP_MIB = 1000, 60
PADDED = "documents/userLogs.json"
PEAK = (
    "import resource, sys; from signage_http.cli import main; code = main(sys.argv[1:]); "
    "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss); raise SystemExit(code)"
)


def _good_archive(folder: Path) -> Path:
    with open(os.devnull, "w") as quiet:
        sys.stdout, saved = quiet, sys.stdout
        try:
            main(["demo", "--data-dir", str(folder / "source")])
            main(["export", str(folder / "good.zip"), "--data-dir", str(folder / "source")])
        finally:
            sys.stdout = saved
    return folder / "good.zip"


def _bomb(good: Path, target: Path, padding_mib: int) -> Path:
    with zipfile.ZipFile(good) as source, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED,
                                                          compresslevel=9) as out:  # fmt: skip
        manifest = json.loads(source.read("manifest.json"))
        for name in source.namelist():
            if name not in ("manifest.json", PADDED):
                out.writestr(name, source.read(name))
        manifest["members"][PADDED] = _padded(out, source.read(PADDED), padding_mib)
        out.writestr("manifest.json", json.dumps(manifest))
    return target


def _padded(out: zipfile.ZipFile, content: bytes, padding_mib: int) -> dict[str, object]:
    digest, block = hashlib.sha256(), b" " * MIB
    with out.open(PADDED, "w", force_zip64=True) as member:
        for _ in range(padding_mib):
            member.write(block)
            digest.update(block)
        member.write(content)
        digest.update(content)
    return {"size": padding_mib * MIB + len(content), "sha256": digest.hexdigest()}


def _peak_mib(archive: Path, data_dir: Path) -> tuple[float, int]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNAGE_")}
    args = ["import", str(archive), "--data-dir", str(data_dir)]
    done = subprocess.run([sys.executable, "-c", PEAK, *args], capture_output=True, text=True,
                          env={**env, "SIGNAGE_BACKEND": "local"}, check=False)  # fmt: skip
    return int(done.stdout.split()[-1]) / 1024, done.returncode


def run() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        good = _good_archive(folder)
        base, base_code = _peak_mib(good, folder / "baseline")
        for padding in (BOMB_MIB, UNDER_CAP_MIB):
            bomb = _bomb(good, folder / f"bomb-{padding}.zip", padding)
            peak, code = _peak_mib(bomb, folder / f"target-{padding}")
            print(
                f"archive of {bomb.stat().st_size / MIB:.2f} MiB, one member padded with "
                f"{padding} MiB: peak {peak:6.1f} MiB (exit {code}, {peak - base:+.1f} MiB)"
            )
    print(f"baseline, the archive it was made from: peak {base:6.1f} MiB (exit {base_code}); "
          "goal: the bomb refused within 50 MiB of it")  # fmt: skip
