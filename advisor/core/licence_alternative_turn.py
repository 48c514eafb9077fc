"""A follow-up that asks what to use instead ("ok so what do we use instead, and what does that cost?", "alternatives?",
那换什么？, 咁用咩好？) after an answer whose named model's licence bars the thread's business use (a row of
catalog/data/licences.json that names a permissive alternative: FLUX.1 [dev] → FLUX.1 [schnell], Ministral-8B →
Qwen3-8B, SegFormer → Mask2Former) is read as naming that alternative: the turn's text gains "use <alternative>
instead", so the thread's load (its images a day, its users, its place) is re-sized on it by the ordinary follow-up
path. It was answered with turn 1 repeated word for word (no model, no figure read in the follow-up).

The registry's own rows (catalog/data/models.json `license.alternative`) are switched by advisor/core/licence_switch;
this module covers the licence table's rows, which name models the registry holds no row for. Nothing is guessed: the
alternative is the row's own, read with the licence from the model's card.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from advisor.core.licence_switch import ALTERNATIVE_ASKED
from tools.named_licences import NamedLicence, named_licences
from tools.schema import Msg

# "alternatives?", "any alternative?", "what are the options then", "other options?", 有替代吗, 有冇其他選擇, 其他选择
MORE_ASKED = re.compile(
    r"(?i)\balternatives?\b|\b(?:other|any)\s+options?\b|\bwhat\s+(?:are\s+)?(?:the\s+)?options\b"
    r"|(?:其他|别的|別的|其它)(?:选择|選擇|模型|方案)|(?:咁|那|那么|那麼)\s*(?:用|换|換)\s*(?:咩|乜|什么|什麼|啥)")
# a model the turn names itself ("… instead? SDXL", "use Mistral-7B then"): a name with a digit and a hyphen or dot
_OWN_NAME = re.compile(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]*[-.][A-Za-z0-9.\-]*\d|(?<![A-Za-z0-9])[A-Za-z]+\d+[A-Za-z]*\d*")
# an alternative written as an id the messages word ("whisper_chain", "llm_translate"): no model name to size
_ID = re.compile(r"^[a-z_]+$")


def alternative_of(lic: NamedLicence) -> str | None:
    """The model the row names as its permissive alternative (the first of "Docling / olmOCR"), else None."""
    alt = (lic.alternative or "").split(" / ")[0].strip()
    return alt if alt and not _ID.match(alt) else None


def barred_in_thread(said: Iterable[str], commercial_use: bool | None) -> NamedLicence | None:
    """The latest licence-table model the thread's messages name whose licence bars its use (not commercial, the use
    not stated non-commercial) and that names an alternative; None when there is none."""
    if commercial_use is False:
        return None
    found: NamedLicence | None = None
    for text in said:
        for lic in named_licences(text):
            if not lic.commercial and lic.kind != "territory" and alternative_of(lic) is not None:
                found = lic
    return found


# the turn asks about the hardware, not the model ("那用什么卡好", "which GPU should we use instead?")
_HARDWARE = re.compile(r"(?i)\b(?:gpus?|cards?|servers?|machines?|instances?|providers?|clouds?)\b"
                       r"|卡|机器|機器|服务器|伺服器|云|雲")


def _names_own(text: str) -> bool:
    """The turn names a model of its own (tools.non_llm's names, or one written with its size or version), or asks
    about the hardware rather than the model."""
    from tools.non_llm import named_model

    return named_model(text) is not None or _OWN_NAME.search(text) is not None or _HARDWARE.search(text) is not None


def _registry_alternative(model: str | None) -> bool:
    """The thread's model is a registry row whose own licence names an alternative (advisor/core/licence_switch
    switches it, with its note)."""
    from catalog import registry

    try:
        lic = registry.get(model).license if model else None
    except LookupError:
        return False
    return lic is not None and not lic.commercial and bool(lic.alternative)


def with_alternative(text: str, history: list[Mapping[str, Any]], commercial_use: bool | None,
                     reset_role: str = "asked", model: str | None = None) -> tuple[str, Msg | None]:
    """The turn's text with "(use <alternative> instead)" added when it asks what to use instead, names no licence-table
    model of its own, and the thread since its last reset names a barred one (barred_in_thread), with the note that
    says the switch; else (`text`, None). A thread on a registry row whose licence names its own alternative is left
    to advisor/core/licence_switch."""
    t = text or ""
    if not (ALTERNATIVE_ASKED.search(t) or MORE_ASKED.search(t)) or named_licences(t) or _names_own(t) \
            or _registry_alternative(model):
        return text, None
    said: list[str] = []
    for h in history:
        if h.get("role") == reset_role and h.get("text") == "!reset":
            said = []
        elif h.get("role") == "user":
            said.append(str(h.get("text") or ""))
    lic = barred_in_thread(said, commercial_use)
    alt = alternative_of(lic) if lic is not None else None
    if lic is None or alt is None or alt.lower() in t.lower():
        return text, None
    note = Msg(code="licence_alternative.to_alternative", args={
        "model": lic.model, "licence": lic.licence, "alt": alt, "alt_licence": lic.alternative_licence,
        "alt_source": lic.alternative_source})
    return f"{t} (use {alt} instead)", note
