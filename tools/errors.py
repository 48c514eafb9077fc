"""The one error family. Every domain error is an `AdvisorError` (a `ValueError`), so the CLI,
the Slack handler and the MCP server map it once: a polite message that says what is accepted."""

from __future__ import annotations


class AdvisorError(ValueError):
    """A value or request the advisor cannot accept; the message says what is accepted."""
