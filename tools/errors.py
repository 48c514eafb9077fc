"""The one error family. Every domain error is an `AdvisorError` (a `ValueError`), so the CLI,
the Slack handler and the MCP server map it once: a polite message that says what is accepted.

An error may also carry its fact: a message code and its args (advisor/core/messages/workload_error.py words it in
English and Chinese). `str(err)` stays the English text (the CLI, MCP and the contracts read it); a chat reply words
the fact in the reply's language (`fact_of`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tools.schema import Msg


class AdvisorError(ValueError):
    """A value or request the advisor cannot accept; the message says what is accepted."""

    def __init__(self, text: str = "", code: str | None = None, args: Mapping[str, Any] | None = None) -> None:
        super().__init__(text)
        self.code = code
        self.facts: dict[str, Any] = dict(args or {})


def fact_of(err: BaseException) -> Msg | str:
    """What an error says, as a fact to word in a reply's language when it carries a code, else its English text."""
    from tools.schema import Msg

    code = getattr(err, "code", None)
    if isinstance(err, AdvisorError) and isinstance(code, str) and code:
        return Msg(code=code, args=dict(err.facts))
    return str(err)


def error_text(err: BaseException, lang: str | None) -> str:
    """An error worded in `lang` ("en", "zh", "zh-Hant": the script is converted with the reply) through the message
    catalog when it carries a code, else its English text."""
    fact = fact_of(err)
    return fact if isinstance(fact, str) else fact.text(lang or "en")
