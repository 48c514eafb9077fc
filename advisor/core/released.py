"""A follow-up that lets go of the card the thread kept to (docs/CONVERSATION.md "A card let go of").

The card and count a user gave as their own plan ("planning to rent a single RTX 4090") bind the answer as a filter.
A later message drops them when it
* lets go of that card or of any card ("forget the 4090", "any card is fine", 换别的卡也行, 唔使一定 H100:
  extract_rules.mask_releases sets the intent "card_released" and the cards it named);
* asks for the fastest setup or says money is no object (priority "fastest" said now, no card named): what to rent is
  the question, so the card of a plan is no longer kept to. A card said as a rule ("only H100", gpu_only) or the
  user's own cards (owned_gpus) stay: those are kept unless let go of in so many words;
* gives a budget after an answer that refused the stated card or count ("anything under $5k" after "❌ RTX 4090 (not
  possible)"): the budget is for what to rent instead.
The note says what was dropped and how to keep it. Words only: no figure is computed here."""

from __future__ import annotations

import re

from advisor.core.extract_rules import Extraction
from tools.schema import Msg, Recommendation, Workload

# what a release drops: the card, its "only" rule, the count that came with it, a question about one card, a per-card
# memory ceiling ("a single 24GB card"): every card and count is ranked again
CARD_FIELDS = ("gpu_preference", "gpu_only", "num_gpus", "checked_gpu", "checked_gpu_count", "max_gpu_memory_gib")
# what a fastest or budget follow-up drops: the card of the plan and the count said with it
PLAN_FIELDS = ("gpu_preference", "num_gpus")


def _key(card: str) -> str:
    return re.sub(r"[\s_-]+", "", card.lower()).removesuffix("s").removeprefix("rtx").removeprefix("nvidia")


def names_thread_card(released: set[str], card: str | None) -> bool:
    """Does a release that named cards name the thread's ("4090s" and "RTX 4090", "A100" and "A100 80GB")? A
    release that names none lets go of any card."""
    if not released:
        return True
    if card is None:
        return False
    kept = _key(card)
    return any(_key(r) and (_key(r) in kept or kept in _key(r)) for r in released)


def release_reason(before: Workload, e: Extraction, last: Recommendation | None) -> str | None:
    """Why this message lets go of the thread's card ("released", "fastest", "budget"), or None when it keeps it."""
    said = e.patch
    if before.gpu_preference is None and before.num_gpus is None and before.checked_gpu is None \
            and before.max_gpu_memory_gib is None:
        return None
    if "card_released" in e.intents and names_thread_card(e.released_gpus, before.gpu_preference or before.checked_gpu):
        return "released"
    if last is None or said.gpu_preference is not None or before.gpu_preference is None or before.gpu_only \
            or before.owned_gpus:
        return None
    if said.priority == "fastest":
        return "fastest"
    return "budget" if said.budget is not None and card_refused(last) else None


def card_refused(last: Recommendation) -> bool:
    """Did the previous answer refuse the stated card or count (❌ on its card or GPU-count line), rather than, say,
    a place with no price? Only then is a budget said after it a budget for another card."""
    return any(c.name in ("gpu", "gpus") and c.status == "refused" for c in last.constraints)


def released_card(before: Workload, merged: Workload, e: Extraction, last: Recommendation | None, lang: str,
                  notes: list[str]) -> Workload:
    """The merged workload without the card and count this message lets go of (release_reason), said in a note;
    a card or count the message names itself is kept ("forget the 4090, use H100s")."""
    why = release_reason(before, e, last)
    if why is None:
        return merged
    fields = CARD_FIELDS if why == "released" else PLAN_FIELDS
    stated = e.patch.model_dump(exclude_none=True)
    drop = {k: None for k in fields if k not in stated and getattr(merged, k) is not None}
    if why == "released" and before.owned_gpus and "owned_gpus" not in stated:
        drop["owned_gpus"] = None  # "forget my 4090s": what to rent is asked now
    if not drop:
        return merged
    card = before.gpu_preference or before.checked_gpu or ""
    was = f"{before.num_gpus} × {card}".strip(" ×") if before.num_gpus and "num_gpus" in drop else card
    if "gpu_preference" not in drop and "checked_gpu" not in drop:
        was = f"{before.num_gpus} GPU"
    notes.append(Msg(code="conversation.card_released", args={"was": was or "—", "why": why,
                                                              "card": card or "—"}).text(lang))
    return merged.model_copy(update=drop)
