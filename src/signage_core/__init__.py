"""signage_core: the pure domain of the signage client portal.

The public API (licence rules, expiry rules, playlist totals, YouTube helpers and the form
validators) is re-exported here; see docs/library.md.
"""
