"""The indexes of the core cannot drift: the core's index (signage_core's docstring) reaches
every rule of spec §4-§9 and names only modules and names that exist; the ports index lists
every port module; the limits index (`limits.__all__`) holds every limit."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import signage_core
from signage_core import limits, ports

CORE = Path(signage_core.__file__).parent
ROW = re.compile(r"^\| (§\d|ours) \| ([^|]+) \| (.+) \|$", re.MULTILINE)
MODULE = re.compile(r"`([\w.]+)`(?: \(([^)]*)\))?")
SPEC_RULES = {
    "§4": (
        "a deactivated user cannot log in", "client status; deactivate, or delete",
        "media, playlist, video and payment status", "the user's active media",
        "failed uploads leave no file", "licence expired / trial / days left",
        "an expired licence blocks the write screens", "a new payment renews the client",
        "login opens a log entry, logout closes it",
    ),
    "§5": (
        "the login form", "the registration form", "the add-user form", "the edit-user form",
        "the client / business form", "the logo", "the video form", "the playlist form",
        "the media form", "JPG/PNG/MP4", "the payment form",
    ),
    "§6": (
        "three roles", "self-registration", "creates users of any role", "name, phone and role",
        "only signed-in users", "whose userId is the user", "the user's own, playlists and "
        "payments the client's", "another client's video", "a missing or inactive user",
        "an expired licence blocks write actions",
    ),
    "§7": (
        "the ports", "sign-in, accounts, reset mail, password change", "document reads and "
        "writes", "file uploads", "the video-information service", "the payment provider",
    ),
    "§8": ("every user-facing text", "refusals as exceptions"),
    "§9": (
        "trial days", "logo and media sizes", "thumbnail", "video-sharing links",
        "field maxima", "default business type", "payment methods", "expiry dates",
        "amounts to 2 decimals, packages by price",
    ),
}  # fmt: skip
"""The rules of each section as the spec states them (shortened); the browser's own (the
login screen's modes, geolocation, toasts, chunk sizes, date display) are named in the
index's closing paragraph instead."""
BROWSER_RULES = ("login screen's modes", "geolocation", "toasts", "chunk sizes", "date display")


def _rows() -> list[tuple[str, str, str]]:
    doc = signage_core.__doc__ or ""
    return [(spec, rule.strip(), where) for spec, rule, where in ROW.findall(doc)]


def test_every_rule_of_spec_sections_4_to_9_has_its_row():
    rows = _rows()
    missing = [
        (section, rule)
        for section, rules in SPEC_RULES.items()
        for rule in rules
        if not any(spec == section and rule in text for spec, text, _ in rows)
    ]
    assert missing == []


def test_the_rules_the_core_leaves_to_the_browser_are_named():
    text = " ".join((signage_core.__doc__ or "").split())
    assert [rule for rule in BROWSER_RULES if rule not in text] == []


def test_every_module_and_name_the_core_index_gives_exists():
    wrong = []
    for _, rule, where in _rows():
        for module_name, names in MODULE.findall(where):
            module = importlib.import_module(f"signage_core.{module_name}")
            absent = [n for n in re.findall(r"\w+", names) if not hasattr(module, n)]
            wrong += [(rule, module_name, name) for name in absent]
    assert wrong == []


def test_every_port_module_is_in_the_ports_index():
    listed = set(re.findall(r"^\| `\w+` \| (\w+) \|", ports.__doc__ or "", re.MULTILINE))
    modules = {path.stem for path in (CORE / "ports").glob("*.py")} - {"__init__"}
    assert sorted(modules - listed) == []
    assert sorted(listed - modules) == []


def test_every_port_protocol_is_in_the_ports_index():
    doc = ports.__doc__ or ""
    protocols = {
        name
        for path in (CORE / "ports").glob("*.py")
        for name in re.findall(r"^class (\w+)\(Protocol\)", path.read_text(), re.MULTILINE)
    }
    assert sorted(name for name in protocols if f"`{name}`" not in doc) == []


def test_every_limit_is_in_the_limits_index():
    source = (CORE / "limits.py").read_text(encoding="utf-8")
    named = set(re.findall(r"^([A-Z][A-Z0-9_]*): Final", source, re.MULTILINE))
    assert sorted(named - set(limits.__all__)) == []
    assert sorted(set(limits.__all__) - named) == []
