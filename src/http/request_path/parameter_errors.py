"""What a request's bad values answer (docs/api.md, "Errors" and "Paged lists").

Litestar lists the values it could not read as `[{key, message, source}]`. A bad body
answers 'The request body is not valid.' with Litestar's words per field; a bad query, path
or header parameter answers the text docs/api.md gives for it (`?sort=NAME`: 'Sort by newest
or name.'), never a text about a body the request may not have.
"""

from __future__ import annotations

from typing import Final

from signage_core.validation import messages as m

INVALID_BODY: Final = "The request body is not valid."
STATUS_FILTER_INVALID: Final = "Status must be true or false."  # ours
PARAMETER_INVALID: Final = "This parameter is not valid."  # ours: a parameter without a text
PARAMETER_TEXTS: Final = {
    "limit": m.PAGE_LIMIT_OUT_OF_RANGE,
    "cursor": m.PAGE_CURSOR_INVALID,
    "sort": m.PAGE_SORT_UNKNOWN,
    "status": STATUS_FILTER_INVALID,
}
"""A query parameter's text wherever the parameter is typed (a whole number, a choice)."""

Problem = dict[str, object]


def _problems(extra: object) -> list[Problem]:
    if not isinstance(extra, list):
        return []
    return [item for item in extra if isinstance(item, dict) and item.get("key")]


def _text(problem: Problem) -> str:
    if problem.get("source") == "body":
        return str(problem.get("message", INVALID_BODY))
    return PARAMETER_TEXTS.get(str(problem["key"]), PARAMETER_INVALID)


def invalid_values(extra: object) -> tuple[str, dict[str, str]]:
    """The answer's message and field errors for Litestar's list of bad values: a body's
    text when the body is among them (or nothing says where), else the first parameter's."""
    problems = _problems(extra)
    fields = {str(problem["key"]): _text(problem) for problem in problems}
    from_body = not problems or any(problem.get("source") == "body" for problem in problems)
    message = INVALID_BODY if from_body else next(iter(fields.values()))
    return message, fields
