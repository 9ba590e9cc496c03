"""Plugins every test directory shares."""

pytest_plugins = [
    "pytester",
    "tests.support.emulators",
    "tests.support.secret_logs",
    "tests.support.cache_verification",
]
