"""The URL table cannot drift: every prefix `ROUTES` mounts is a row of the table in
`signage_http.routes`' docstring, with its controller, and the table names no other."""

from __future__ import annotations

import re

from signage_http import routes

ROW = re.compile(r"^\| (/\S*) +\| (\w+) +\|", re.MULTILINE)


def test_every_mounted_prefix_is_in_the_url_table_with_its_controller():
    table = dict(ROW.findall(routes.__doc__ or ""))
    mounted = {prefix: controller.__name__ for prefix, controller in routes.ROUTES}
    assert {p: c for p, c in mounted.items() if table.get(p) != c} == {}
    assert sorted(set(table) - set(mounted)) == []
