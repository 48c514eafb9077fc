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


# a sized release name as written ("Meditron-7B", "epfl-llm/meditron-70b")
_SIZED_NAME = re.compile(r"(?<![\w.\-])[A-Za-z][\w.\-]*?\d+(?:\.\d+)?[Bb](?:-[\w.]+)*")


def _untuned_in(said: list[str]) -> tuple[str, str] | None:
    """(the name said, its instruction-tuned successor) for the latest base release (not instruction-tuned) the thread
    names whose lineage row names one (tools.model_lineage), else None."""
    from tools.model_lineage import lineage_of

    for text in reversed(said):
        for m in _SIZED_NAME.finditer(text or ""):
            row = lineage_of(m.group(0))
            if row is not None and not row.instruct and row.instead:
                return m.group(0), row.instead
    return None


def context_alternative(text: str, last: Recommendation | None, said: list[str] | None = None) -> tuple[str, Msg | None]:
    """The turn's text with "(use <model> instead)" when it asks what to use instead, names no model of its own, and
    the thread's model is a base release with an instruction-tuned successor (said: the thread's user messages), or
    the last answer sized its model at that model's maximum context below the length asked; else (`text`, None)."""
    from catalog import registry

    t = text or ""
    if last is None or not last.workload.model or _names_own(t) \
            or not (INSTEAD_ASKED.search(t) or ALTERNATIVE_ASKED.search(t) or MORE_ASKED.search(t)):
        return text, None
    untuned = _untuned_in(said or [])
    if untuned is not None:  # a base model cannot follow "summarise this" whatever its context: its tuned successor
        return f"{t} (use {untuned[1]} instead)", Msg(code="context_alternative.instruct", args={
            "said": untuned[0], "alt": untuned[1]})
    if not last.asked_context:
        return text, None
    from advisor.core.service import longer_context

    try:
        arch = registry.get(last.workload.model)
    except LookupError:
        return text, None
    names = longer_context(arch, last.asked_context, last.workload.language)
    if not names or not arch.max_context:
        return text, None
    alt = names[0]
    note = Msg(code="context_alternative.longer", args={
        "model": arch.name, "max": arch.max_context, "asked": last.asked_context, "alt": alt,
        "alt_max": registry.get(alt).max_context or 0})
    return f"{t} (use {alt} instead)", note
