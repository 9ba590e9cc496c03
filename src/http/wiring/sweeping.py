"""The sweep of what a killed server left in the blob storage (`SweepLeftovers`): run by
`signage sweep` on any backend, and by `signage serve` at each start on the embedded one;
its report is one line."""

from __future__ import annotations

from signage_http.wiring.backend_registry import REGISTRY
from signage_http.wiring.composition import portal_from_settings
from signage_http.wiring.portal import Portal
from signage_http.wiring.settings import Settings

from signage_core.usecases.files.leftovers import LEFTOVER_AGE, SweepReport

# The backends swept at each start declare it (`BackendKind.swept_at_start`): the embedded
# one's sweep is a walk of its files folder and one read of the media and client documents.
# Firebase's would list the whole bucket (a paid operation per 1,000 objects) and read every
# media and client document (a paid read each) on every start: it is left to `signage
# sweep`, run when the operator chooses.


def sweep_line(report: SweepReport) -> str:
    minutes = int(LEFTOVER_AGE.total_seconds() // 60)
    return (
        f"Swept the stored files: removed {report.unreferenced} without a record and "
        f"{report.partials} unfinished writes (older than {minutes} minutes)."
    )


def sweep_at_start(portal: Portal, settings: Settings) -> None:
    if REGISTRY.kind(settings.backend).swept_at_start:
        print(sweep_line(portal.use_cases.sweep_leftovers()()), flush=True)


def sweep(settings: Settings) -> int:
    with portal_from_settings(settings) as portal:
        print(sweep_line(portal.use_cases.sweep_leftovers()()))
    return 0
