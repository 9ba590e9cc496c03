"""The package's build backend: setuptools', with the web app built first for a wheel or an
sdist, so both carry it (`src/http/static`, package data of `signage_http`).

From a checkout (webapp/ present) the web app is built with npm when its output is missing or
was built from other sources (`webapp_build`); a build that fails stops the package's build.
From an sdist (no webapp/), the built web app it carries is used as it is. Editable installs
build nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import (  # noqa: F401 (the hooks this backend does not change)
    build_editable,
    get_requires_for_build_editable,
    get_requires_for_build_sdist,
    get_requires_for_build_wheel,
    prepare_metadata_for_build_editable,
    prepare_metadata_for_build_wheel,
)
from webapp_build import ensure_webapp


def build_wheel(
    wheel_directory: str,
    config_settings: dict[str, Any] | None = None,
    metadata_directory: str | None = None,
) -> str:
    ensure_webapp(Path.cwd())
    return str(_setuptools.build_wheel(wheel_directory, config_settings, metadata_directory))


def build_sdist(sdist_directory: str, config_settings: dict[str, Any] | None = None) -> str:
    ensure_webapp(Path.cwd())
    return str(_setuptools.build_sdist(sdist_directory, config_settings))
