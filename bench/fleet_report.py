"""The fleet bench's phases and its table."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

from bench.fleet_load import Record

GOAL_RATIO, GOAL_CLIENT_P99, GOAL_MANIFEST_P99, GOAL_RSS = 0.8, 50.0, 100.0, 300.0


def _cut(values: list[float], percent: int) -> float:
    if len(values) < 2:
        return values[0] if values else float("nan")
    return statistics.quantiles(values, n=100)[percent - 1]


def _span(records: list[Record]) -> float:
    return max(r[0] for r in records) - min(r[0] for r in records) if len(records) > 1 else 0.0


@dataclass
class Phase:
    name: str
    cpu_share: float
    """The server's share of one core through the phase (all its processes)."""
    fast_rate: float = 0.0
    fast_p99: float = 0.0
    client: list[Record] = field(default_factory=list)
    polls: list[Record] = field(default_factory=list)

    @property
    def client_rate(self) -> float:
        return self.fast_rate or (len(self.client) / _span(self.client) if self.client else 0.0)

    @property
    def client_p99(self) -> float:
        return self.fast_p99 or _cut([r[2] for r in self.client], 99)

    def columns(self) -> str:
        polls = [r[2] for r in self.polls]
        rate = len(self.polls) / _span(self.polls) if self.polls else 0.0
        lag = _cut([r[1] for r in self.polls + self.client], 99)
        statuses = sorted({int(r[3]) for r in self.polls})
        return (
            f"{self.client_rate:8.0f} {self.client_p99:8.1f} | {rate:6.0f} {_cut(polls, 50):6.1f}"
            f" {_cut(polls, 99):7.1f} {lag:7.1f} | {self.cpu_share:4.0%} {statuses}"
        )


def print_report(phases: list[Phase], rss: float, strangers: str) -> None:
    print(f"{'phase':<40} client: req/s  p99 ms | polls/s p50 ms p99 ms lag p99 | server answers")
    for phase in phases:
        print(f"{phase.name:<40} {phase.columns()}")
    baseline, fast, paced = phases[0], phases[3], phases[4]
    ratio = fast.client_rate / baseline.client_rate
    polls = [r for phase in phases for r in phase.polls]
    cookies = sum(int(r[4]) for r in polls)
    print(f"(b)/(a) client rate: {ratio:.2f} (goal >= {GOAL_RATIO})")
    manifest_p99 = _cut([r[2] for r in paced.polls], 99)
    print(f"(c) client p99 {paced.client_p99:.1f} ms (goal <= {GOAL_CLIENT_P99:.0f})")
    print(f"(c) manifest p99 {manifest_p99:.1f} ms (goal <= {GOAL_MANIFEST_P99:.0f})")
    print(f"server peak RSS {rss:.1f} MiB (goal <= {GOAL_RSS:.0f})")
    print(f"manifest answers with Set-Cookie: {cookies} of {len(polls)}")
    print(f"unknown, wrong and revoked tokens: {strangers}")
