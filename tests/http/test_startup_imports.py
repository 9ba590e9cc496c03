"""A portal on the local backend starts without the libraries only other settings need: the
Firebase and Google clients (SIGNAGE_BACKEND=firebase) and httpx (a YouTube API key, PayPal
settings). Each would add to every start-up (docs/performance.md, bench_startup)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

OPTIONAL = ("httpx", "firebase_admin", "google", "grpc")
START = """
import json, sys
from pathlib import Path
from signage_http.app import create_app
from signage_http.cli import first_start
from signage_http.wiring.settings import settings_from_env

settings = settings_from_env().with_overrides(data_dir=Path(sys.argv[1]), host=None, port=None)
app = create_app(settings)
first_start(app.state.portal, settings)
print(json.dumps(sorted({name.split(".")[0] for name in sys.modules})))
"""


def _modules_after_start(data_dir: Path, **settings: str) -> set[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNAGE_")}
    done = subprocess.run(
        [sys.executable, "-c", START, str(data_dir)],
        env={**env, **settings},
        capture_output=True,
        text=True,
        check=True,
    )
    return set(json.loads(done.stdout.splitlines()[-1]))


def test_a_local_portal_starts_without_optional_client_libraries(tmp_path: Path):
    loaded = _modules_after_start(tmp_path / "data")
    assert "litestar" in loaded
    assert loaded.isdisjoint(OPTIONAL)


def test_a_youtube_api_key_loads_the_http_client(tmp_path: Path):
    loaded = _modules_after_start(tmp_path / "data", SIGNAGE_YOUTUBE_API_KEY="key")
    assert "httpx" in loaded
