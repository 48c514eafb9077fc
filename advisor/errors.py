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
        # a validator's own words (tools.schema.distinct_items …) without pydantic's "Value error, " prefix
        return "; ".join(f"{'.'.join(map(str, err['loc']))}: {err['msg'].removeprefix('Value error, ')}"
                         for err in e.errors())
    return None


NOT_UTF8 = ("the text holds bytes that are not UTF-8 (typed or passed in another encoding, such as GBK or Big5?); "
            "give it as UTF-8 text (a UTF-8 terminal, or `iconv -t UTF-8`)")


def not_utf8(e: BaseException) -> bool:
    """True for the error that text with undecodable bytes raises where it meets an encoder (SQLite, a file, the
    terminal): Python keeps such argv and stdin bytes as lone surrogates (PEP 383), which no UTF-8 text holds.
    Before, `ask` exited 1 with "unexpected UnicodeEncodeError … please report it" (review attack4 N4-5)."""
    if isinstance(e, UnicodeEncodeError):
        return "surrogate" in (e.reason or "")
    return isinstance(e, UnicodeDecodeError)
