"""The `signage` command: `serve`, `users create` and `seed`."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from signage_http.backends import Adapters, build_adapters
from signage_http.bootstrap import (
    FIRST_ADMIN_FILE,
    NewAccount,
    create_account,
    create_first_admin,
    seed_reference_data,
    write_secret_file,
)
from signage_http.settings import Settings, SettingsError, settings_from_env

from signage_core.entities.users import Role
from signage_core.errors import DomainError


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="signage", description="The signage client portal.")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="start the portal (one worker)")
    serve.add_argument("--host", help="interface to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port to listen on (default 8000)")
    serve.add_argument("--data-dir", type=Path, help="data directory (default ./signage-data)")
    seed = commands.add_parser("seed", help="write the reference data (packages, business types)")
    seed.add_argument("--data-dir", type=Path)
    users = commands.add_parser("users", help="manage users").add_subparsers(
        dest="users_command", required=True
    )
    create = users.add_parser("create", help="create a user account")
    for flag in ("--email", "--password", "--name", "--phone"):
        create.add_argument(flag, required=True)
    create.add_argument("--role", required=True, choices=[role.value for role in Role])
    create.add_argument("--data-dir", type=Path)
    return parser


def _settings(args: argparse.Namespace) -> Settings:
    return settings_from_env().with_overrides(
        host=getattr(args, "host", None),
        port=getattr(args, "port", None),
        data_dir=getattr(args, "data_dir", None),
    )


def first_start(adapters: Adapters, settings: Settings) -> None:
    """Seed the reference data, and create the first Admin when there is no user yet."""
    seed_reference_data(adapters.documents.catalogue, dict(settings.paypal.plan_ids))
    password = create_first_admin(adapters, settings.admin_email)
    if password is None:
        return
    print(f"Created the Admin account {settings.admin_email} with the password: {password}")
    if settings.backend == "local":
        path = settings.data_dir / FIRST_ADMIN_FILE
        write_secret_file(path, password)
        print(f"The password is also in {path} (readable only by you). It is not shown again.")
    sys.stdout.flush()


def serve(settings: Settings) -> int:
    import uvicorn
    from signage_http.app import create_app

    app = create_app(settings)
    first_start(app.state.container.adapters(), settings)
    print(f"Signage portal running at {settings.base_url}/client/", flush=True)
    uvicorn.run(app, host=settings.host, port=settings.port, workers=1, log_level="info")
    return 0


def seed(settings: Settings) -> int:
    adapters = build_adapters(settings)
    try:
        wrote = seed_reference_data(adapters.documents.catalogue, dict(settings.paypal.plan_ids))
    finally:
        adapters.close()
    print("Reference data written." if wrote else "Reference data already present.")
    return 0


def create_user(settings: Settings, args: argparse.Namespace) -> int:
    account = NewAccount(args.email, args.password, args.name, args.phone, Role(args.role))
    adapters = build_adapters(settings)
    try:
        user = create_account(adapters, account)
    finally:
        adapters.close()
    print(f"Created {user.role.value} {user.email} (id {user.id}).")
    return 0


def _run(args: argparse.Namespace) -> int:
    settings = _settings(args)
    if args.command == "serve":
        return serve(settings)
    if args.command == "seed":
        return seed(settings)
    return create_user(settings, args)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        return _run(args)
    except SettingsError as error:
        print(f"signage: {error}", file=sys.stderr)
        return 2
    except DomainError as error:
        details = getattr(error, "field_errors", {})
        print(f"signage: {error.message} {details or ''}".rstrip(), file=sys.stderr)
        return 1
