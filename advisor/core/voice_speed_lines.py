"""A voice agent's stated per-call decode target priced under the answer sized at what the use needs
(tools.voice_speed; the reader sized it at the need: extract_rules.voice_speed_read): the stated target's cheapest plan,
its month beside the sized one's, and what speculative decoding does at that batch."""

from __future__ import annotations

from typing import Any

from tools.schema import Msg


def voice_speed_lines(rec: Any, text: str) -> list[Msg]:
    """[] unless a live voice agent is said with a per-call target above its need and the answer has a priced pick."""
    from advisor.core.extract_rules import read_targets
    from advisor.core.extract_stated import voice_lines
    from advisor.core.service import advise
    from tools.offers import read_per_user
    from tools.stages import stages_month
    from tools.voice_speed import SPEC_GAIN_AT_BATCH, SPEC_GAIN_AT_BATCH_BATCH, month_ratio, plan_gpus, voice_speed
    from tools.wording import money_text

    calls = voice_lines(text)
    top = rec.candidates[0] if rec.candidates else None
    w = rec.workload
    if calls is None or top is None or w.target_tokens_per_s_per_user is None:
        return []
    said = read_targets(text)[0]
    stated = said.get("target_tokens_per_s_per_user")
    total = said.get("target_tokens_per_s")
    if stated is None and total and read_per_user(w.model_copy(update={"target_tokens_per_s": total})):
        stated = total
    got = voice_speed(stated, (w.language or "").startswith("zh"))
    if got is None or w.target_tokens_per_s_per_user != got.need:
        return []
    asked = w.model_copy(update={"target_tokens_per_s_per_user": got.stated, "target_tokens_per_s": None})
    alt = advise(asked, currency=rec.currency)
    if not alt.candidates and (w.gpu_only or w.gpu_preference):
        alt = advise(asked.model_copy(update={"gpu_only": None, "gpu_preference": None}), currency=rec.currency)
    pick = alt.candidates[0] if alt.candidates else None
    need_month = stages_month(top.price_per_hour.amount, None, w)
    if pick is None or pick.price_per_hour.currency != rec.currency or need_month is None:
        return [Msg(code="voice_speed.stated_none", args={"stated": got.stated, "need": got.need})]
    month = stages_month(pick.price_per_hour.amount, None, w) or 0.0
    return [Msg(code="voice_speed.stated_plan", args={
        "stated": got.stated, "need": got.need, "gpus": plan_gpus(pick.gpu_count, pick.instances), "gpu": pick.gpu,
        "machines": pick.instances, "provider": pick.provider, "instance": pick.instance,
        "hourly": money_text(pick.price_per_hour.amount, rec.currency),
        "month": money_text(month, rec.currency, 0), "times": month_ratio(month, need_month) or 0.0,
        "saved": got.saved_s, "asks": got.times, "spec": SPEC_GAIN_AT_BATCH, "batch": SPEC_GAIN_AT_BATCH_BATCH})]
