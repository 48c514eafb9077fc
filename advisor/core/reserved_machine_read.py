"""A machine the user has already reserved or paid for ("we already reserved a g6e.12xlarge for a year", 我们已经包年
了一台8卡A800, 已經預留咗兩部 p4d): its cards are the user's for the term, answered like owned cards. The fee is spent
whatever the answer says (a sunk cost: the monthly figure is what they already pay, never a new bill), so the question
is whether that machine runs the work, never which new rental is cheapest. Read after read_owned_gpus."""

from __future__ import annotations

import re
from typing import Any

# the reservation said as done: "already reserved", "we've prepaid", "we reserved … for a year", 已经包年, 已預留
RESERVED_DONE = re.compile(
    r"(?i)\b(?:(?:i|we)\s+(?:have\s+|'ve\s+)?(?:already\s+)?(?:reserved|prepaid|pre-paid|paid\s+for|committed\s+to)"
    r"|already\s+(?:reserved|prepaid|pre-paid|paid\s+for|committed\s+to)"
    r"|(?:our|my)\s+(?:existing\s+)?(?:reserved|prepaid|committed)\s+(?:instance|machine|box|node|server)s?)\b"
    r"|(?:已经|已經|早就)(?:包年|包月|预留|預留|预付|預付|买了预留|買了預留|签了|簽了)(?:了|咗)?"
    r"|(?:包年|包月|预留|預留)(?:了|咗)(?:一|两|兩|\d|的|嘅)"
    r"|(?:我们|我們|我哋|我地|我)(?:包年|包月|预留|預留)(?:的|嘅)")
# a reservation still to make is a question about buying one, not a machine held ("should we reserve", 要不要包年)
TO_RESERVE = re.compile(r"(?i)\b(?:should|shall|could|would|whether|if)\s+(?:i|we)\s+(?:reserve|prepay|commit)"
                        r"|要不要|是否|該不該|该不该|值不值|抵唔抵")


def read_reserved_machine(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """The stated card of an already-reserved machine as the user's own (`owned_gpus`), with a note that its fee is
    already spent; nothing when no card was read, the cards were read as owned already, or the reservation is a
    question still to decide."""
    from advisor.core.messages import word
    from tools.schema import Msg

    f = ctx.fields
    if not f.get("gpu_preference") or f.get("owned_gpus") or "compare" in ctx.out.intents:
        return {}, []
    if RESERVED_DONE.search(t) is None or TO_RESERVE.search(t) is not None:
        return {}, []
    msg = Msg(code="reserved_machine.read")
    ctx.out.note(word(msg, "en"), word(msg, "zh"))
    return {"owned_gpus": True}, []
