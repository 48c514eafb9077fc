"""One wording for bad input, shared by every front end (CLI exit 2, MCP tool error).

Domain errors are `tools.errors.AdvisorError` (their message already says what is accepted);
pydantic's `ValidationError` is shortened to `field: reason` pairs, without the traceback or the
documentation link pydantic appends, so an agent and a terminal user read the same sentence."""

from __future__ import annotations

ECHO_MAX = 200  # characters of any one value (a run without a space) an error message repeats back
LINE_MAX = 2000  # characters of one line of an error message (MCP's bound before it was everyone's)
ERROR_MAX = 16_000  # characters of a whole error message: a refused sheet's 50 listed lines fit (catalog.db)


def bounded(text: str, most: int = ERROR_MAX) -> str:
    """An error message as every surface shows it (CLI, MCP, LangChain, Slack's log): a value repeated back is cut
    after ECHO_MAX characters with its length said, each line after LINE_MAX, the whole after `most`. Before, an
    unknown GPU name of 30,000 invisible characters came back as a 180 kB error line from the CLI and 100–300 k
    characters from the LangChain tools, while MCP cut it."""
    import re

    # the kept part and its "…" are ECHO_MAX characters together: cut again (by another surface), nothing changes
    text = re.sub(rf"\S{{{ECHO_MAX}}}\S+", lambda m: m.group()[:ECHO_MAX - 1] + f"… ({len(m.group()):,} characters)",
                  text)
    text = "\n".join(ln if len(ln) <= LINE_MAX else ln[:LINE_MAX - 1] + "…" for ln in text.split("\n"))
    return text if len(text) <= most else text[:most - 1] + "…"


def user_message(e: BaseException) -> str | None:
    """The message to show for a bad-input error, or None when `e` is not one (a bug: let it raise)."""
    from pydantic import ValidationError

    from tools.errors import AdvisorError

    if isinstance(e, AdvisorError):
        return bounded(str(e))
    if isinstance(e, ValidationError):
        # a validator's own words (tools.schema.distinct_items …) without pydantic's "Value error, " prefix
        return bounded("; ".join(f"{'.'.join(map(str, err['loc']))}: {err['msg'].removeprefix('Value error, ')}"
                                 for err in e.errors()))
    return None


NOT_UTF8 = ("the text holds bytes that are not UTF-8 (typed or passed in another encoding, such as GBK or Big5?); "
            "give it as UTF-8 text (a UTF-8 terminal, or `iconv -t UTF-8`)")


def not_utf8(e: BaseException) -> bool:
    """True for the error that text with undecodable bytes raises where it meets an encoder (SQLite, a file, the
    terminal): Python keeps such argv and stdin bytes as lone surrogates (PEP 383), which no UTF-8 text holds.
    Before, `ask` exited 1 with "unexpected UnicodeEncodeError … please report it"."""
    if isinstance(e, UnicodeEncodeError):
        return "surrogate" in (e.reason or "")
    return isinstance(e, UnicodeDecodeError)
