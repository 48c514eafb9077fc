"""A large VLM screening, classifying or tagging a large image batch: the cascade leads, above the pure large-model
plan (tools.vlm_cascade): a small VLM (Qwen2.5-VL-7B) reads every image at a capped `max_pixels`, the large model
re-checks the share it flags; then the cap alone on the pure plan, and FP8 on an FP8 card (the pick's Ampere card has
none). "5 million livestream screenshots a day through Qwen2.5-VL-72B" was answered with 104 A100s and nothing else."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg, Workload

# a judging job: classify / moderate (extract_rules.CLASSIFY_JOB) or screen / flag / 判断 (screening_read's verbs),
# and "is it a violation" / 是否违规 / 是否違規
_VIOLATION = re.compile(r"(?i)是否违规|是否違規|违规|違規|\bviolat|\bpolicy\b|\bunsafe\b|\bnsfw\b")


def screening(text: str) -> bool:
    """Is the batch a judgement on each image (classify, moderate, screen, tag, flag, 判断是否违规)?"""
    from advisor.core.extract_rules import CLASSIFY_JOB
    from advisor.core.screening_read import SCREEN_EN, SCREEN_ZH

    t = text or ""
    return any(p.search(t) for p in (CLASSIFY_JOB, SCREEN_EN, SCREEN_ZH, _VIOLATION))


def vlm_cascade_msgs(text: str, w: Workload, rec: Any) -> list[Msg]:
    """The cascade line, the cap line and the FP8 line above the pure plan; [] when the batch is no large-VLM
    screening of at least tools.vlm_cascade.MIN_ITEMS images, or the pick has no priced job."""
    from catalog import registry
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools import vlm_cascade as vc
    from tools.arch import total_params
    from tools.defaults import serves
    from tools.local_markets import market_tags
    from tools.vision import VISION_TOWERS
    from tools.vlm_image import family_of

    rw = rec.workload
    top = rec.candidates[0] if rec.candidates else None
    row = rec.cost_table[0] if rec.cost_table else None
    if top is None or row is None or row.instance != top.instance or not row.cost.job_hours \
            or not row.cost.job_on_demand or not serves(rw.task) or not rw.model:
        return []
    small = registry.get(vc.SCREENER)
    try:
        large = registry.get(rw.model)
    except Exception:  # a model the registry does not hold (InternVL2.5-78B): sized at the parameters the plan used
        large = None
    name = large.name if large is not None else rw.model
    big = total_params(large) if large is not None else vc.stated_params(rw.params_b)
    if big is None or not vc.wanted(rw.batch_requests, big, screening(text), rw.image_tokens) or name == small.name:
        return []
    cards, replica = vc.fleet_cards(int(top.gpu_count), int(top.instances), int(top.replicas or 1))
    pure_h = vc.card_hours(row.cost.job_hours, cards)

    def enc(name: str) -> vc.Encoder | None:
        t = VISION_TOWERS.get(name)
        return vc.Encoder(params=t.params, patches_per_token=t.patches_per_token) if t is not None else None

    c = vc.cascade(int(rw.batch_requests), rw.batch_period, large_params=float(big), large_encoder=enc(name),
                   prompt_tokens=int(rw.prompt_tokens or rw.image_tokens), visual_tokens=int(rw.image_tokens),
                   pure_card_hours=pure_h, pure_cost=row.cost.job_on_demand, wall_hours=row.cost.job_hours,
                   replica_cards=replica, screener_params=total_params(small), screener_encoder=enc(small.name),
                   qwen_family=family_of(name) == "qwen2")
    cur = row.cost.currency
    out = [Msg(code="vlm_cascade.lead", args={
        "items": c.items, "period": rw.batch_period or "", "screener": small.name, "model": name,
        "cap_tokens": c.cap_tokens, "cap_pixels": vc.SCREEN_CAP_PIXELS, "share": c.share,
        "screen_h": c.screen_card_hours, "check_h": c.check_card_hours, "hours": c.card_hours,
        "pure_h": c.pure_card_hours, "gpu": top.gpu, "screen_cards": c.screen_cards, "check_cards": c.check_cards,
        "replica": replica, "cost": _money(c.cost, cur), "month": _money(c.month, cur),
        "pure_cost": _money(c.pure_cost, cur), "pure_month": _money(c.pure_month, cur), "saving": c.saving})]
    if c.capped_card_hours is not None:
        out.append(Msg(code="vlm_cascade.cap", args={
            "model": name, "tokens": int(rw.image_tokens), "cap_tokens": c.cap_tokens,
            "cap_pixels": vc.SCREEN_CAP_PIXELS, "hours": c.capped_card_hours, "pure_h": c.pure_card_hours,
            "cost": _money(c.capped_cost, cur), "month": _money(c.capped_month, cur), "share": c.share,
            "both_h": c.both_card_hours, "both_month": _money(c.both_month, cur)}))
    gpus = all_gpus()
    pick = gpus.get(top.gpu)
    if pick is not None and not pick.fp8_support and pick.bf16_tflops and rw.precision != "fp8":
        china = "cn" in market_tags(rw.regions, gazetteer())
        fp8 = [g for g in (gpus.get(n) for n in (("H800 SXM", "H20") if china else ("H100 SXM", "H200 SXM")))
               if g is not None and g.fp8_tflops]
        out.append(Msg(code="vlm_cascade.fp8", args={
            "gpu": top.gpu, "china": china, "model": name,
            "cards": [_fp8_card(g.name, g.fp8_tflops, vc.fp8_card_hours(pure_h, pick.bf16_tflops, g.fp8_tflops), top.gpu)
                      for g in fp8 if g.fp8_tflops],
            "pick_tflops": pick.bf16_tflops}))
    return out


def vlm_cascade_lead(text: str, w: Workload, rec: Any, lang: str) -> list[str]:
    """vlm_cascade_msgs worded in `lang`: the lines above the pure plan's headline."""
    return [m.text(lang) for m in vlm_cascade_msgs(text, w, rec)]


def _fp8_card(name: str, tflops: float, hours: tuple[float, bool], pick: str) -> Msg:
    return Msg(code="vlm_cascade.fp8_card", args={"gpu": name, "tflops": tflops, "hours": hours[0], "slower": hours[1],
                                                 "pick": pick})


def _money(amount: float | None, currency: str) -> str | None:
    from tools.wording import money_text

    return money_text(amount, currency, 0) if amount is not None else None
