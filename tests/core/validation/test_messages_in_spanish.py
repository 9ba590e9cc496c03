"""Every text of `signage_core.validation.messages` reads in Spanish in the web app: the
catalogue `webapp/src/lib/spec-messages.es.ts` translates it, keyed by the English text, its
`{name}` templates matched as `lib/spec-translator.ts` matches them. A template is filled as
the server fills it; a throttle's wait as `wait_in_words` writes it (1 minute, 15 minutes),
which must come out Spanish too."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from string import Formatter

import pytest

from signage_core.usecases.shared.throttle import wait_in_words
from signage_core.validation import messages

CATALOGUE = Path(__file__).resolve().parents[3] / "webapp" / "src" / "lib" / "spec-messages.es.ts"
QUOTED = r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\""
ENTRY = re.compile(rf"^\s*({QUOTED})\s*:\s*({QUOTED}),", re.MULTILINE)
WAITS = [wait_in_words(60), wait_in_words(15 * 60)]


def spanish() -> dict[str, str]:
    body = CATALOGUE.read_text(encoding="utf-8").split("const es", 1)[1]
    return {ast.literal_eval(key): ast.literal_eval(text) for key, text in ENTRY.findall(body)}


def translated(text: str, catalogue: dict[str, str]) -> str:
    """`translator(catalog)(text)` of spec-translator.ts: the exact entry, else the first
    template whose English matches, its `{name}` parts carried over; else the text."""
    if text in catalogue:
        return catalogue[text]
    for english, spanish_text in catalogue.items():
        parts = re.split(r"(\{\w+\})", english)
        pattern = "".join("(.+?)" if re.fullmatch(r"\{\w+\}", p) else re.escape(p) for p in parts)
        found = re.fullmatch(pattern, text) if "{" in english else None
        if found:
            names = [p[1:-1] for p in parts if re.fullmatch(r"\{\w+\}", p)]
            for name, value in zip(names, found.groups(), strict=True):
                spanish_text = spanish_text.replace(f"{{{name}}}", value)
            return spanish_text
    return text


def filled(template: str) -> list[str]:
    """The texts the server makes of `template`: each wait, other names with a sample."""
    names = {name for _, name, _, _ in Formatter().parse(template) if name}
    if "wait" in names:
        return [template.format(wait=wait) for wait in WAITS]
    return [template.format(**dict.fromkeys(names, "Ada"))]


TEXTS = {
    f"{name}: {text}": text
    for name, value in sorted(vars(messages).items())
    if name.isupper() and isinstance(value, str)
    for text in filled(value)
}


@pytest.mark.parametrize("text", list(TEXTS.values()), ids=list(TEXTS))
def test_every_message_has_its_spanish_text(text: str) -> None:
    assert translated(text, spanish()) != text, f"{text!r} has no Spanish in {CATALOGUE.name}"


@pytest.mark.parametrize("wait", WAITS)
def test_a_throttles_wait_comes_out_in_spanish(wait: str) -> None:
    catalogue = spanish()
    throttled = [name for name, value in vars(messages).items() if "{wait}" in str(value)]
    assert throttled, "the throttles' texts live in messages"
    for name in throttled:
        answer = translated(getattr(messages, name).format(wait=wait), catalogue)
        assert "minute" not in answer, (name, answer)
        assert "minuto" in answer, (name, answer)
