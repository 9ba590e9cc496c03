"""The `signage` command: `serve`, `users create`, `seed`, `backfill` and the others."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from signage_adapters.archive.contents import portal_data
from signage_adapters.archive.export import export_archive
from signage_adapters.archive.restore import import_archive
from signage_adapters.archive.values import ArchiveError
from signage_adapters.local.private_files import write_private
from signage_http.commands.backfilling import backfill
from signage_http.commands.port_check import port_problem
from signage_http.request_path.log_redaction import redact_logs
from signage_http.wiring.backend_registry import REGISTRY
from signage_http.wiring.composition import portal_from_settings
from signage_http.wiring.portal import Portal
from signage_http.wiring.settings import Settings, SettingsError, settings_from_env
from signage_http.wiring.sweeping import sweep, sweep_at_start

from signage_core.entities.users import Role
from signage_core.errors import Conflict, DomainError

FIRST_ADMIN_FILE = "admin-password.txt"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="signage", description="The signage client portal.")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="start the portal (one worker)")
    serve.add_argument("--host", help="interface to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port to listen on (default 8000)")
    serve.add_argument("--data-dir", type=Path, help="data directory (default ./signage-data)")
    serve.add_argument("--demo", action="store_true", help="add the demo client first (once)")
    swept = "remove stored files no record names, and unfinished writes (older than an hour)"
    commands.add_parser("sweep", help=swept).add_argument("--data-dir", type=Path)
    seed = commands.add_parser("seed", help="write the reference data (packages, business types)")
    seed.add_argument("--data-dir", type=Path)
    filled = "add the helper fields documents written before this portal lack (Firestore)"
    commands.add_parser("backfill", help=filled).add_argument("--data-dir", type=Path)
    demo = commands.add_parser("demo", help="add a demo client with media, a playlist, a payment")
    demo.add_argument("--data-dir", type=Path)
    users = commands.add_parser("users", help="manage users").add_subparsers(
        dest="users_command", required=True
    )
    create = users.add_parser("create", help="create a user account")
    for flag in ("--email", "--password", "--name", "--phone"):
        create.add_argument(flag, required=True)
    create.add_argument("--role", required=True, choices=[role.value for role in Role])
    create.add_argument("--data-dir", type=Path)
    for name, text in (
        ("export", "write every document, file and account to an archive"),
        ("import", "read an archive into this portal (its backend)"),
    ):
        archive = commands.add_parser(name, help=text)
        archive.add_argument("file", type=Path, help="the archive (a .zip file)")
        archive.add_argument("--data-dir", type=Path)
    return parser


def _settings(args: argparse.Namespace) -> Settings:
    return settings_from_env().with_overrides(
        host=getattr(args, "host", None),
        port=getattr(args, "port", None),
        data_dir=getattr(args, "data_dir", None),
    )


def first_start(portal: Portal, settings: Settings) -> None:
    """Seed the reference data, and create the first Admin when there is no user yet."""
    portal.seed_reference_data(settings.paypal.plan_ids)
    try:
        password = portal.use_cases.create_first_admin()(settings.admin_email)
    except DomainError as error:
        print(f"signage: the first Admin {settings.admin_email} was not created: {error}")
        return
    if password is None:
        return
    print(f"Created the Admin account {settings.admin_email} with the password: {password}")
    if REGISTRY.kind(settings.backend).data_in_data_dir:
        path = settings.data_dir / FIRST_ADMIN_FILE
        write_private(path, password)
        print(f"The password is also in {path} (readable only by you). It is not shown again.")
    sys.stdout.flush()


def serve(settings: Settings, *, with_demo: bool = False) -> int:
    from signage_http.app import create_app
    from signage_http.commands.serving import serve_app

    if (problem := port_problem(settings.host, settings.port)) is not None:
        print(f"signage: {problem}", file=sys.stderr)
        return 1
    app = create_app(settings)
    sweep_at_start(app.state.portal, settings)
    first_start(app.state.portal, settings)
    if with_demo:
        add_demo(app.state.portal, settings)
    print(f"Signage portal running at {settings.base_url}/client/", flush=True)
    serve_app(app, settings.host, settings.port, access_log=settings.access_log, tls=settings.tls)
    return 0


def seed(settings: Settings) -> int:
    with portal_from_settings(settings) as portal:
        wrote = portal.seed_reference_data(settings.paypal.plan_ids)
    print("Reference data written." if wrote else "Reference data already present.")
    return 0


def demo(settings: Settings) -> int:
    """The screenshots' demo client, added to this portal (its first start done if needed)."""
    with portal_from_settings(settings) as portal:
        first_start(portal, settings)
        return add_demo(portal, settings)


def add_demo(portal: Portal, settings: Settings) -> int:
    from signage_http.demo.bakery import create_demo, staff_actor

    staff = staff_actor(portal, settings.admin_email)
    if staff is None:
        print("signage: the demo needs an Admin account to record its payment", file=sys.stderr)
        return 1
    try:
        made = create_demo(portal, staff)
    except Conflict as already:
        print(f"signage: {already.message}", file=sys.stderr)
        return 1
    print(f"Added the demo client {made.client.business_name}: sign in as {made.email}")
    print(f"with the password {made.password} (media of every kind, a playlist, a payment).")
    return 0


def create_user(settings: Settings, args: argparse.Namespace) -> int:
    form = {key: getattr(args, key) for key in ("email", "password", "name", "phone", "role")}
    with portal_from_settings(settings) as portal:
        user = portal.create_account(form)
    print(f"Created {user.role.value} {user.email} (id {user.id}).")
    return 0


def export_portal(settings: Settings, file: Path) -> int:
    with portal_from_settings(settings) as portal:
        now = portal.backend.clock.now()
        summary = export_archive(portal_data(portal.backend), file, now)
    print(f"Exported {summary.describe()} to {file}.")
    return 0


def import_portal(settings: Settings, file: Path) -> int:
    with portal_from_settings(settings) as portal:
        summary = import_archive(portal_data(portal.backend), file, settings.import_limits)
    print(f"Imported {summary.describe()} from {file}.")
    return 0


def _run(args: argparse.Namespace) -> int:
    settings = _settings(args)
    if args.command == "serve":
        return serve(settings, with_demo=args.demo)
    if args.command == "seed":
        return seed(settings)
    if args.command == "demo":
        return demo(settings)
    if args.command == "backfill":
        return backfill(settings)
    if args.command == "export":
        return export_portal(settings, args.file)
    if args.command == "import":
        return import_portal(settings, args.file)
    if args.command == "sweep":
        return sweep(settings)
    return create_user(settings, args)


def main(argv: Sequence[str] | None = None) -> int:
    redact_logs()
    args = _parser().parse_args(argv)
    try:
        return _run(args)
    except SettingsError as error:
        print(f"signage: {error}", file=sys.stderr)
        return 2
    except ArchiveError as error:
        print(f"signage: {error}", file=sys.stderr)
        return 1
    except DomainError as error:
        details = getattr(error, "field_errors", {})
        print(f"signage: {error.message} {details or ''}".rstrip(), file=sys.stderr)
        return 1
