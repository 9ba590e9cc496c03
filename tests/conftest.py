"""Plugins every test directory shares."""

pytest_plugins = [
    "pytester",
    "tests.support.emulators",
    "tests.support.faulty_emulators",
    "tests.support.secret_logs",
    "tests.support.cache_verification",
]
