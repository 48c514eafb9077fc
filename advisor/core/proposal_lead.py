"""A purchase or rental someone proposes beside the user's own cards, answered first when those cards already hold it.

"公司已經有部workstation插咗4張RTX 4090 … IT話4090冇NVLink一定唔得，要買H100。係咪真㗎？", "we have 2 L40S, our IT team
insists we must buy H100s", "我们有8张L20，领导说要买H800，真的需要吗": the answer ran on the owned cards (yes, with
each user's speed) and never said the plain verdict on the proposal ("唔使買 H100"), which is what was asked. When the
owned cards hold the work (the pick is them, no stated-hardware constraint refused), the verdict on the other card
leads, in bold, above the workload line; nothing is said when the owned cards do not hold it (the proposal may be
right) or no other card is proposed.

Reading only: the figures are the recommendation's own (the pick's cards and its per-user speed).
"""

from __future__ import annotations

import re
from typing import Any

from advisor.core.api_compare_lines import api_verdict_lead
from advisor.core.cpu_fleet import cpu_fleet_lead
from advisor.core.extract_rules import _family, gpu_pattern
from advisor.core.proposed_box_read import PROPOSAL_SAID
from tools.recommend import HARDWARE_CONSTRAINTS
from tools.schema import Msg, Recommendation, Workload

# a card put as needed or to buy: "must buy", "need to buy", "have to get", "just get", 要買 / 要买 / 一定要 / 必须买 /
# 得買, or a proposer's word (PROPOSAL_SAID: "IT says", 老板说, 經理話)
_NEED_WORD = re.compile(
    r"(?i)\b(?:must|need\s+to|needs\s+to|have\s+to|has\s+to|should|gotta|just)\s+(?:buy|get|purchase|rent|go\s+with|"
    r"upgrade\s+to|move\s+to|switch\s+to)\b|\b(?:insists?|says?|said|thinks?)\b"
    r"|要(?:買|买|租|换|換|上)|一定要|必须|必須|非要|得(?:買|买)|(?:话|話|说|說|講|讲)(?:要|一定)|升级到|升級到")
# the headlines that say the owned cards, unpriced, hold the work (tools.recommend): plainly, or on a route computed there
OWNED_YES = ("recommend.owned.unpriced_plan", "recommend.owned_route_yes", "recommend.owned_route_unasked")
_CLAUSE_END = re.compile(r"[.!?。！？;；\n]")


def proposed_other_card(text: str, owned: str) -> str | None:
    """The card another person proposes or the user is told is needed, as written, when it is not the owned card's
    family: the first such card in a sentence with a proposal or need word before it; None otherwise."""
    mine = _family(owned)
    for m in gpu_pattern().finditer(text):
        if _family(m.group(1)) == mine:
            continue
        start = max((c.end() for c in _CLAUSE_END.finditer(text, 0, m.start())), default=0)
        before = text[start:m.start()]
        if _NEED_WORD.search(before) or PROPOSAL_SAID.search(before):
            return m.group(1)
    return None


def proposal_lead(text: str, rec: Recommendation, merged: Workload, lang: str) -> str:
    """The bold verdict on a card proposed beside the user's own cards that hold the work, above the workload line;
    "" when there is none (no owned cards, they do not hold it, no other card proposed)."""
    owned_yes = rec.headline is not None and rec.headline.code in OWNED_YES  # a route on them: the default's ❌ stays
    if not (merged.owned_gpus and merged.gpu_preference) or (not owned_yes and any(
            c.name in HARDWARE_CONSTRAINTS and c.status == "refused" for c in rec.constraints)):
        return ""
    if merged.precision and rec.workload.precision != merged.precision:
        return ""  # only at a precision below the one asked (BF16 asked, INT4 at the pool's edge): the proposal may be right
    top = rec.candidates[0] if rec.candidates else None
    mine = top is not None and _family(top.gpu) == _family(merged.gpu_preference)
    if not mine and not owned_yes:
        return ""
    said = proposed_other_card(text, merged.gpu_preference)
    if said is None:
        return ""
    msg = Msg(code="conversation.proposal_not_needed", args={
        "said": said.upper() if said.islower() else said, "n": merged.num_gpus or (int(top.gpu_count) if top else 1),
        "gpu": top.gpu if top is not None and mine else merged.gpu_preference,
        "tps": top.per_user_tokens_per_s if top is not None and mine else None,
        "users": merged.concurrency or rec.workload.concurrency})
    return "**" + msg.text(lang) + "**\n\n"


def leads_above(text: str, rec: Recommendation, merged: Workload, lang: str, history: list[dict[str, Any]]) -> str:
    """The verdicts said above the answer's workload line, in order: a proposed card the owned cards make unneeded
    (proposal_lead), a CPU-only fleet's (advisor.core.cpu_fleet), an API comparison's (advisor.core.api_compare_lines)."""
    return (proposal_lead(text, rec, merged, lang) + cpu_fleet_lead(text, rec, merged, lang, history)
            + api_verdict_lead(rec, merged, lang))
