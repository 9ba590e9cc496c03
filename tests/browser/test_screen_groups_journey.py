"""A client with two paired TVs names a group of them: creates "Front windows" with both,
renames it, takes one screen out, and deletes the group (its screens stay).

The TVs are web players in browser pages of their own, paired from the Screens page by the
codes they show, as a client pairs them."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import (
    client_with_profile,
    go_to,
    heading,
    log_in,
    paid_in_cash,
    pairing_code,
    toast,
)
from tests.support.portal import Portal

pytestmark = pytest.mark.browser


def _pair(page: Page, name: str, code: str) -> None:
    page.get_by_role("button", name="Add Screen").click()
    dialog = page.get_by_role("dialog", name="Add Screen")
    dialog.get_by_label("Name").fill(name)
    dialog.get_by_label("Pairing code").fill(code)
    dialog.get_by_role("button", name="Save").click()
    expect(toast(page, "Screen added successfully.")).to_be_visible()


def _group_form(page: Page, title: str, name: str, ticks: dict[str, bool], done: str) -> None:
    dialog = page.get_by_role("dialog", name=title)
    dialog.get_by_label("Name").fill(name)
    for screen, ticked in ticks.items():
        dialog.get_by_role("checkbox", name=screen).set_checked(ticked)
    dialog.get_by_role("button", name="Save").click()
    expect(toast(page, done)).to_be_visible()


def _row(page: Page, name: str) -> Any:
    return page.get_by_role("row").filter(has=page.get_by_role("rowheader", name=name))


def test_client_groups_two_screens_renames_the_group_takes_one_out_and_deletes_it(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, client = client_with_profile(portal, "Greta")
    paid_in_cash(portal, client["id"], "Standard", "Receipt 2601")  # three TVs
    codes = []
    for _ in range(2):
        tv = open_browser()
        tv.goto("/client/player")
        codes.append(pairing_code(tv))
    page = open_browser(located=True)
    log_in(page, account.email, account.password)
    go_to(page, "Screens")
    _pair(page, "Left window", codes[0])
    _pair(page, "Right window", codes[1])

    page.get_by_role("link", name="Groups").click()
    expect(heading(page, "Groups")).to_be_visible()
    expect(page.get_by_text("No groups yet.")).to_be_visible()
    page.get_by_role("button", name="Add Group").click()
    both = {"Left window": True, "Right window": True}
    _group_form(page, "Add Group", "Front windows", both, "Group added.")
    expect(_row(page, "Front windows")).to_contain_text("2 screens: Left window, Right window")

    page.get_by_role("button", name="Edit group Front windows").click()
    _group_form(page, "Edit Group", "Shop windows", {}, "Group updated.")
    expect(_row(page, "Shop windows")).to_contain_text("2 screens")
    expect(_row(page, "Front windows")).to_have_count(0)

    page.get_by_role("button", name="Edit group Shop windows").click()
    _group_form(page, "Edit Group", "Shop windows", {"Left window": False}, "Group updated.")
    expect(_row(page, "Shop windows")).to_contain_text("1 screen: Right window")

    page.get_by_role("button", name="Delete group Shop windows").click()
    confirm = page.get_by_role("alertdialog", name="Delete group")
    expect(confirm).to_contain_text("Its screens stay.")
    confirm.get_by_role("button", name="Delete").click()
    expect(toast(page, "Group deleted.")).to_be_visible()
    expect(page.get_by_text("No groups yet.")).to_be_visible()

    page.get_by_role("link", name="Back to Screens").click()
    expect(_row(page, "Left window")).to_be_visible()
    expect(_row(page, "Right window")).to_be_visible()
