"""After an answer whose model's licence bars the use and names a permissive alternative ("… or use Qwen3-8B
(Apache-2.0)"), the follow-up that asks what to use instead ("ok so what do we use then, and does the setup change",
那用什么好, 咁用邊個好) is answered on that alternative: the same load re-sized on it, the change said by the
follow-up's "changed:" line. It was "That is outside what I do" (no model, no figure read in it).

The alternative is the registry row's own (catalog/data/models.json `license.alternative`, read from the model card
with the licence); nothing is guessed here.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from advisor.core.extract_rules import Extraction
from tools.schema import Msg, Recommendation

# "what do we use then", "what should I use instead", "so which one do we use", "what else can we use", "use the
# alternative", 那用什么好, 那用哪个, 换什么模型, 有什么替代, 咁用邊個好, 用咩好
ALTERNATIVE_ASKED = re.compile(
    r"(?i)\bwhat\s+(?:do|should|would|can|could)\s+(?:we|i)\s+(?:use|pick|run|go\s+with|take)\b"
    r"|\bwhich\s+(?:one|model)\s+(?:do|should|would|can)\s+(?:we|i)\s+(?:use|pick|run|go\s+with|take)\b"
    r"|\bwhat\s+(?:else|instead)\b|\b(?:use|take|go\s+with|switch\s+to)\s+(?:the|that)\s+(?:alternative|other\s+one)\b"
    r"|(?:用|换|換|揀|选|選)\s*(?:什么|什麼|啥|哪个|哪個|哪一个|哪一個|边个|邊個|咩)"
    r"|(?:什么|什麼|咩|哪个|哪個)\s*(?:可以)?(?:替代|代替)|替代(?:方案|模型|品)")


def alternative_asked(text: str, e: Extraction, last: Recommendation | None) -> str | None:
    """The alternative to switch to: the last answer's model has a licence that is not commercial and names an
    alternative, the turn asks what to use instead and names no model of its own."""
    from catalog import registry

    if last is None or e.patch.model or not ALTERNATIVE_ASKED.search(text or ""):
        return None
    try:
        lic = registry.get(last.model).license
    except LookupError:
        return None
    if lic is None or lic.commercial or not lic.alternative:
        return None
    return lic.alternative


def switched(text: str, e: Extraction, last: Recommendation | None) -> tuple[Extraction, list[Msg]]:
    """The turn's reading with the alternative as its model (and not off topic), and the note saying why ([] and the
    reading unchanged when no alternative is asked for)."""
    alt = alternative_asked(text, e, last)
    if alt is None or last is None:
        return e, []
    from catalog import registry

    lic = registry.get(last.model).license
    # the model it replaces writes no chain of thought: a switchable alternative (Qwen3) is planned the same way, its
    # thinking off, so the answers and the load stay the ones sized before (said; "thinking on" sizes it on)
    plain = registry.get(last.model).thinking is None and last.workload.thinking_use is None \
        and last.workload.thinking is None and e.patch.thinking is None and e.patch.thinking_use is None
    note = Msg(code="licence_switch.to_alternative", args={
        "model": last.model, "licence": lic.name if lic else "", "alt": alt,
        "alt_licence": (lic.alternative_licence if lic else None) or "", "plain": plain})
    update: dict[str, Any] = {"model": alt} | ({"thinking_use": "dialogue"} if plain else {})
    return replace(e, patch=e.patch.model_copy(update=update), intents=e.intents - {"off_topic"}), [note]
