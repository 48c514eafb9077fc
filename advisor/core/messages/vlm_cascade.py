"""The words of a large VLM's screening batch led by the cascade (advisor.core.vlm_cascade_lines, tools.vlm_cascade)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_PER_EN = {"day": "a day", "week": "a week", "month": "a month", "": "in all"}
_PER_ZH = {"day": "每天", "week": "每周", "month": "每月", "": "合计"}


def _month_en(a: Mapping[str, Any], key: str) -> str:
    return f", ≈ {a[key]} a month" if a.get(key) else ""


def _month_zh(a: Mapping[str, Any], key: str) -> str:
    return f"，每月约 {a[key]}" if a.get(key) else ""


def _fp8_cards(a: Mapping[str, Any], sep: str) -> str:
    return sep.join(a["cards"])


ENTRIES: dict[str, E] = {
    "vlm_cascade.lead": E(
        lambda a: (f"**Lead for a screening job this size: a two-stage cascade, not {a['model']} on every image.** "
                   f"① {a['screener']} (Apache-2.0) reads all {a['items']:,} images {_PER_EN[a['period']]} at "
                   f"max_pixels={a['cap_pixels']:,} (≈ 448², {a['cap_tokens']} visual tokens an image: one token per "
                   f"28×28 px) → ≈ {a['screen_h']:,.0f} {a['gpu']} card-hours ({a['screen_cards']} "
                   f"{'card' if a['screen_cards'] == 1 else 'cards'}, one replica a card; a 24 GB card holds the 7B "
                   f"too); ② {a['model']} re-checks only what it flags — assumed {a['share']:.0%} (a "
                   f"screener tuned for recall; measure the share on a pilot and tell me yours) → ≈ "
                   f"{a['check_h']:,.0f} card-hours ({a['check_cards']} cards, {a['replica']} a replica). Together ≈ "
                   f"{a['hours']:,.0f} card-hours instead of {a['pure_h']:,.0f}: ≈ {a['cost']} "
                   f"{_PER_EN[a['period']]}{_month_en(a, 'month')} — {a['saving']:.1f}× cheaper than the pure plan "
                   f"below ({a['pure_cost']}{_month_en(a, 'pure_month')}), priced at the same card's rate. Check "
                   "the screener's recall on a labelled sample before it gates anything"),
        lambda a: (f"**这种规模的审核/分类任务，首选两级级联，而不是每张图都过 {a['model']}：** "
                   f"① {a['screener']}（Apache-2.0）{_PER_ZH[a['period']]}先看全部 {a['items']:,} 张，"
                   f"max_pixels={a['cap_pixels']:,}（约 448²，每张 {a['cap_tokens']} 个视觉 token：每 28×28 像素一个 token）"
                   f"→ 约 {a['screen_h']:,.0f} {a['gpu']} 卡时（{a['screen_cards']} 张卡，每卡一个副本；24 GB 的卡也放得下 7B）；"
                   f"② {a['model']} 只复核它标出的部分——假设 {a['share']:.0%}（初筛按高召回调，比例请用试点实测后告诉我）"
                   f"→ 约 {a['check_h']:,.0f} 卡时（{a['check_cards']} 张卡，每副本 {a['replica']} 张）。合计约 "
                   f"{a['hours']:,.0f} 卡时，而不是 {a['pure_h']:,.0f}：{_PER_ZH[a['period']]}约 {a['cost']}"
                   f"{_month_zh(a, 'month')}——比下面的纯 {a['model']} 方案（{a['pure_cost']}{_month_zh(a, 'pure_month')}）"
                   f"便宜 {a['saving']:.1f} 倍，按同一张卡的单价算。上线前先用带标注的样本验初筛的召回率")),
    "vlm_cascade.cap": E(
        lambda a: (f"Cap the image tokens (`max_pixels`): each image is sized at {a['tokens']:,} visual tokens; "
                   f"max_pixels={a['cap_pixels']:,} cuts it to {a['cap_tokens']} and the prefill with it — the "
                   f"pure {a['model']} plan alone falls from {a['pure_h']:,.0f} to ≈ {a['hours']:,.0f} card-hours, "
                   f"≈ {a['cost']} a run{_month_en(a, 'month')}; in the cascade above, with {a['model']}'s re-check of "
                   f"the {a['share']:.0%} at the cap too, ≈ {a['both_h']:,.0f} card-hours{_month_en(a, 'both_month')}. "
                   "A label on an image rarely needs full "
                   "resolution; check small text or small objects on a pilot"),
        lambda a: (f"限制图像 token（`max_pixels`）：每张图现按 {a['tokens']:,} 个视觉 token 计；max_pixels={a['cap_pixels']:,} "
                   f"降到 {a['cap_tokens']} 个，预填充随之下降——纯 {a['model']} 方案单独这样做也从 {a['pure_h']:,.0f} "
                   f"降到约 {a['hours']:,.0f} 卡时，每批约 {a['cost']}{_month_zh(a, 'month')}；"
                   f"上面的级联里 {a['model']} 复核那 {a['share']:.0%} 时也限制分辨率，合计约 {a['both_h']:,.0f} 卡时"
                   f"{_month_zh(a, 'both_month')}。给图片打标签一般不需要原图分辨率；"
                   "小字、小物体请在试点里核对")),
    "vlm_cascade.fp8_card": E(
        lambda a: (f"{a['gpu']} ({a['tflops']:,.0f} FP8 TFLOPS) ≈ {a['hours']:,.0f} card-hours"
                   + (f" — compute-weak, more than on the {a['pick']}: not for this prefill-bound job" if a["slower"]
                      else "")),
        lambda a: (f"{a['gpu']}（FP8 {a['tflops']:,.0f} TFLOPS）约 {a['hours']:,.0f} 卡时"
                   + (f"——算力弱，比 {a['pick']} 还多，不适合这种预填充为主的任务" if a["slower"] else ""))),
    "vlm_cascade.fp8": E(
        lambda a: (f"FP8: the {a['gpu']} is Ampere and has no FP8 tensor cores (FP8 weights there save memory only), "
                   f"so the plan above runs BF16. On an FP8 card {a['model']}'s weights take 1 byte a parameter "
                   f"(half of BF16) and the same pure pass is ≈ " + _fp8_cards(a, "; ") + f" (dense peaks against the "
                   f"{a['gpu']}'s {a['pick_tflops']:,.0f} BF16; achieved shares differ, pilot it)"
                   + (". In mainland China the FP8 cards to rent are H800, H20 and L20 (A800/A100 have no FP8); "
                      "the catalog has no price for them there — ask for a quote per card-hour" if a["china"] else "")),
        lambda a: (f"FP8：{a['gpu']} 是 Ampere 架构，没有 FP8 张量核（FP8 权重在它上面只省显存），所以上面的方案是 BF16。"
                   f"换 FP8 卡时，{a['model']} 的权重每个参数 1 字节（BF16 的一半），同样的纯方案约 " + _fp8_cards(a, "；")
                   + f"（按稠密峰值对比 {a['gpu']} 的 BF16 {a['pick_tflops']:,.0f} TFLOPS；实际利用率不同，请试点）"
                   + ("。中国内地能租到的 FP8 卡是 H800、H20、L20（A800/A100 没有 FP8）；价格数据里没有它们在内地的报价，"
                      "请按卡时询价" if a["china"] else ""))),
}
