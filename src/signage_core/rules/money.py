"""Money amounts, in USD."""

from __future__ import annotations

from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def format_total(amounts: Iterable[Decimal]) -> str:
    """The sum of `amounts` with exactly 2 decimals, rounded half up: '1234.50'."""
    total = sum(amounts, Decimal(0)).quantize(CENT, rounding=ROUND_HALF_UP)
    return f"{total:.2f}"
