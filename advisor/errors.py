"""One wording for bad input, shared by every front end (CLI exit 2, MCP tool error).

Domain errors are `tools.errors.AdvisorError` (their message already says what is accepted);
pydantic's `ValidationError` is shortened to `field: reason` pairs, without the traceback or the
documentation link pydantic appends, so an agent and a terminal user read the same sentence."""

from __future__ import annotations


def user_message(e: BaseException) -> str | None:
    """The message to show for a bad-input error, or None when `e` is not one (a bug: let it raise)."""
    from pydantic import ValidationError

    from tools.errors import AdvisorError

    if isinstance(e, AdvisorError):
        return str(e)
    if isinstance(e, ValidationError):
        return "; ".join(f"{'.'.join(map(str, err['loc']))}: {err['msg']}" for err in e.errors())
    return None
