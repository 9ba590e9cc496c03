"""Benchmarks, run by `nox -s bench`."""
