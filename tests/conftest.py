"""Plugins every test directory shares."""

pytest_plugins = ["tests.support.emulators"]
