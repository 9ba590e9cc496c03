"""Helpers every area uses: domain-error checks, throttles, the audit trail, services."""
