"""A follow-up asking what to use instead ("fine, what would you use instead and what does that cost?", 那换什么模型？,
改用什麼？) after an answer whose documents do not fit the model's context (the plan was sized at the model's maximum,
Recommendation.asked_context): it was answered "Nothing … changes the plan". Now the nearest registry model whose
context holds the asked length (advisor.core.service.longer_context: the same family and size first, Llama-2-70B →
Llama-3.1-70B) is the answer: the turn is read as "use <it> instead", so the thread's load (its documents a night, their
length, the window) is re-priced on it by the ordinary follow-up path, and a note says why, first."""

from __future__ import annotations

import re

from advisor.core.licence_alternative_turn import MORE_ASKED, _names_own
from advisor.core.licence_switch import ALTERNATIVE_ASKED
from tools.schema import Msg, Recommendation

# "what would you use instead", "what do you recommend instead", "anything that can?", 改用什么, 换成哪个, 有冇得換
INSTEAD_ASKED = re.compile(r"(?i)\bwhat\s+(?:would|do|should|can|could)\s+you\s+(?:use|pick|run|recommend|suggest|go\s+with)\b"
                           r"|\bwhat\s+(?:model\s+)?(?:would|could|should)\s+(?:work|do\s+it)\b|\binstead\s*\?"
                           r"|(?:改用|换成|換成|换用|換用)\s*(?:什么|什麼|啥|哪个|哪個|咩)")


def context_alternative(text: str, last: Recommendation | None) -> tuple[str, Msg | None]:
    """The turn's text with "(use <model> instead)" when it asks what to use instead, names no model of its own, and
    the last answer sized its model at that model's maximum context below the length asked; else (`text`, None)."""
    from catalog import registry

    t = text or ""
    if last is None or not last.asked_context or not last.workload.model or _names_own(t) \
            or not (INSTEAD_ASKED.search(t) or ALTERNATIVE_ASKED.search(t) or MORE_ASKED.search(t)):
        return text, None
    from advisor.core.service import longer_context

    try:
        arch = registry.get(last.workload.model)
    except LookupError:
        return text, None
    names = longer_context(arch, last.asked_context)
    if not names or not arch.max_context:
        return text, None
    alt = names[0]
    note = Msg(code="context_alternative.longer", args={
        "model": arch.name, "max": arch.max_context, "asked": last.asked_context, "alt": alt,
        "alt_max": registry.get(alt).max_context or 0})
    return f"{t} (use {alt} instead)", note
