"""The words of tools/generated_media.py's answers: text-to-video clips sized from published per-clip times, and
text-to-speech sized from a published real-time factor with its licence verdict."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

# the video models' licence notes (tools.generated_media.VideoModel.licence, held in English) in Chinese: a licence's
# own name stays as published, its territory and terms are said in the user's language
LICENCE_ZH = {
    "Tencent Hunyuan Community License (not the EU, UK, South Korea)":
        "Tencent Hunyuan Community License（腾讯混元社区许可；适用地域不含欧盟、英国、韩国）",
    "Tencent Hunyuan Community License via HunyuanVideo (not the EU, UK, South Korea; FramePack's code Apache-2.0)":
        "沿用 HunyuanVideo 的 Tencent Hunyuan Community License（腾讯混元社区许可；适用地域不含欧盟、英国、韩国；"
        "FramePack 代码为 Apache-2.0）",
    "CogVideoX License: commercial use after registering with Zhipu AI, up to 1 million visits a month; CogVideoX-2B "
    "and Wan2.1 are Apache-2.0 (the CogVideoX-5b LICENSE, the CogVideo and Wan2.1 READMEs, read 2026-12-05)":
        "CogVideoX License：在智谱 AI 登记后可商用，每月访问量上限 100 万；CogVideoX-2B 与 Wan2.1 为 Apache-2.0"
        "（CogVideoX-5b 的 LICENSE、CogVideo 与 Wan2.1 的 README，2026-12-05 查阅）",
}


def licence_zh(licence: object) -> str:
    """A video model's licence note in Chinese (LICENCE_ZH), else as held (a bare licence name: Apache-2.0)."""
    return LICENCE_ZH.get(str(licence), str(licence))


def _card_mark(a: Mapping[str, Any]) -> str:
    """A named card's mark answers "is the count asked enough": ❌ not rentable where asked, ⚠️ more cards needed than
    asked ("一张4090够吗" with 2 needed), ✅ the count asked carries the load; cost per clip is said in words."""
    if a.get("why"):
        return "❌ "
    return "✅ " if a["cards"] <= a.get("asked", 1) else "⚠️ "


def _enough_en(a: Mapping[str, Any]) -> str:
    n = a.get("asked", 1)
    said = "one card is" if n == 1 else f"{n} cards are"
    return f"{said} enough" if a["cards"] <= n else f"{said} not enough, {a['cards']} needed"


def _enough_zh(a: Mapping[str, Any]) -> str:
    n = a.get("asked", 1)
    said = "一张" if n == 1 else f"{n} 张"
    return f"{said}够用" if a["cards"] <= n else f"{said}不够，要 {a['cards']} 张"


def _clip_cost_en(a: Mapping[str, Any]) -> str:
    """The named card's cost a clip against the plan's card, in words (the mark answers the count, not the cost)."""
    word = "dearer" if a.get("dearer") else "cheaper"
    return f" — {word} per clip: ≈ {a['clip']} a clip against the {a['pick']}'s {a['pick_clip']}"


def _clip_cost_zh(a: Mapping[str, Any]) -> str:
    word = "更贵" if a.get("dearer") else "更省"
    return f"——按每条成本{word}：每条约 {a['clip']}，{a['pick']} 约 {a['pick_clip']}"


def _per_en(period: str) -> str:
    return {"day": "a day", "week": "a week", "month": "a month"}.get(period, "")


def _per_zh(period: str) -> str:
    return {"day": "每天", "week": "每周", "month": "每月"}.get(period, "")


def rtf_scaling(a: Mapping[str, Any], zh: bool) -> str:
    """How a TTS RTF measured on one card was carried to another (tools.generated_media.rtf_factor): the factor,
    and the two bounds it is the slower of."""
    k = a["on_rtf"] / a["rtf"] if a.get("rtf") else 1.0
    if zh:
        return (f"由实测卡换算 × {k:.2f}：取显存带宽（语音 token 逐个解码）与算力（流匹配 / 声码器阶段）中较慢的一项，"
                "不按快于实测计")
    return (f"scaled × {k:.2f} from the measured card: the slower of its memory bandwidth (the speech-token decode) and "
            "its compute (the flow / vocoder stage), never faster than measured")


def _period(a: Mapping[str, Any], zh: bool) -> str:
    en = {"day": "a day", "week": "a week", "month": "a month", None: "in all"}
    cn = {"day": "每天", "week": "每周", "month": "每月", None: "总计"}
    return (cn if zh else en)[a.get("period")]


_PER_EN = {"hour": "an hour", "day": "a day", "week": "a week", "month": "a month", "quarter": "a quarter",
           "year": "a year", "total": "in all"}
_PER_ZH = {"hour": "每小时", "day": "每天", "week": "每周", "month": "每月", "quarter": "每季度", "year": "每年",
           "total": "总计"}
# one period's word and a count of periods, for a budget in all held against recurring speech
_UNIT_ZH = {"day": "天", "week": "周", "month": "月", "quarter": "季度", "year": "年"}
_COUNT_ZH = {"day": "天", "week": "周", "month": "个月", "quarter": "个季度", "year": "年"}


def _was(a: Mapping[str, Any], zh: bool, unit_en: str, unit_zh: str, digits: str = ",.0f") -> str:
    """"200 clips a day → 300 clips a day" / "每天 200 条 → 每天 300 条"; nothing said before: "→ 300 …"."""
    def one(n: Any, per: Any) -> str:
        return (f"{_period({'period': per}, True)} {n:{digits}} {unit_zh}" if zh
                else f"{n:{digits}} {unit_en} {_period({'period': per}, False)}")
    old = one(a["old"], a.get("old_period")) + " " if a.get("old") is not None else ""
    return old + "→ " + one(a["new"], a.get("period"))


def _cheap_one(o: Mapping[str, Any], zh: bool) -> str:
    """One cheaper plan of a video or TTS job (tools.generated_media.cheaper_clips / cheaper_tts)."""
    per, kind = _period(o, zh), o["kind"]
    if kind == "480p":
        return (f"480P：{o['gpu']} 上每条约 {o['min']:,.1f} 分钟，{per}约 {o['cost']}（分辨率更低）" if zh else
                f"480P: ≈ {o['min']:,.1f} min a clip on the {o['gpu']}, ≈ {o['cost']} {per} (a lower resolution)")
    if kind == "steps":
        return (f"{o['steps']} 步（实测设置，默认 {o['default_steps']} 步）：{o['gpu']} 上每条约 {o['min']:,.1f} 分钟，"
                f"{per}约 {o['cost']}（步数少，细节先测）" if zh else
                f"{o['steps']} steps (the measured setting; the default is {o['default_steps']}): ≈ {o['min']:,.1f} min "
                f"a clip on the {o['gpu']}, ≈ {o['cost']} {per} (fewer steps: check the detail)")
    if kind == "fast":
        return (f"{o['fast_setup']} 部署（实测 RTF {o['rtf']:g}，在 {o['gpu']} 上按同样规则换算），{per}约 {o['cost']}"
                if zh else f"a {o['fast_setup']} build (measured RTF {o['rtf']:g}, scaled to the {o['gpu']} by the same "
                f"rule), ≈ {o['cost']} {per}")
    return (f"竞价 / 可中断实例 {o['gpu']}（{o['price']}/卡时），{per}约 {o['cost']}（可能被回收：用队列重做没做完的）" if zh
            else f"spot / interruptible {o['gpu']} at {o['price']}/GPU-h, ≈ {o['cost']} {per} (can be reclaimed: a "
            "queue redoes what was cut off)")


def _cheaper(a: Mapping[str, Any], zh: bool) -> str:
    opts = a["options"]
    if zh:
        return (f"更便宜的方案（同样的{'条数' if a['video'] else '语音时长'}重新计价，现方案{_period(a, True)}约 {a['was']}）："
                + "；".join(f"{i}) {o}" for i, o in enumerate(opts, 1))
                + "。最便宜：1)。每天少跑几个小时省不了钱：按用掉的卡时计费")
    return (f"Cheaper plans (the same {'clips' if a['video'] else 'speech'} re-priced; this plan ≈ {a['was']} "
            f"{_period(a, False)}): " + "; ".join(f"{i}) {o}" for i, o in enumerate(opts, 1))
            + ". Cheapest: 1). Running fewer hours a day saves nothing: every plan pays the GPU-hours used")


def _cheaper_none(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"这已经是最便宜的合理方案：{a['gpu']} 在有价格的卡里做同样的活最便宜（{_period(a, True)}约 {a['was']}）；"
                + ("没有更低分辨率或更少步数的实测；" if a["video"] else "")
                + ("竞价实例也不更便宜；" if a["spot_priced"] else "没有能跑它的卡有竞价价格；")
                + "按用掉的卡时计费，少跑几个小时省不了钱")
    return (f"This is already the cheapest sensible plan: the {a['gpu']} does the work for the least of the priced cards "
            f"(≈ {a['was']} {_period(a, False)}); "
            + ("no lower resolution or step count is measured; " if a["video"] else "")
            + ("spot prices are not lower; " if a["spot_priced"] else "no card that runs it has a spot price; ")
            + "it pays only the GPU-hours used, so running fewer hours a day saves nothing")


_LEVER_EN = {"480p": "480P", "steps": "the measured {steps} steps", "tuned": "the tuned stack at 480P",
             "small": "{small} at 480P"}
_LEVER_ZH = {"480p": "480P", "steps": "实测的 {steps} 步", "tuned": "优化栈 + 480P", "small": "{small} 480P"}


def _lever_name(kind: str, a: Mapping[str, Any], zh: bool) -> str:
    return (_LEVER_ZH if zh else _LEVER_EN)[kind].format(steps=a.get("steps", ""), small=a.get("small", ""))


def _budget_lever(o: Mapping[str, Any], zh: bool) -> str:
    """One lever priced as a month (tools.generated_media.lever_months), judged against the budget."""
    mark = "✅" if o["ok"] else "❌"
    if zh:
        extra = (f"，按同一张 H200 上 480P 实测快 {o['speedup']:,.1f} 倍换算" if o["kind"] == "tuned" else "")
        return (f"{mark} {_lever_name(o['kind'], o, True)}：{o['gpu']} 上每条约 {o['min']:,.1f} 分钟{extra}，"
                f"{o['price']}/卡时（{o['row']}），每月约 {o['month']}")
    extra = (f", from the {o['speedup']:,.1f}× measured on one H200 at 480P" if o["kind"] == "tuned" else "")
    return (f"{mark} {_lever_name(o['kind'], o, False)}: ≈ {o['min']:,.1f} min a clip on the {o['gpu']}{extra}, "
            f"{o['price']}/GPU-h ({o['row']}), ≈ {o['month']} a month")


def _budget_levers(a: Mapping[str, Any], zh: bool) -> str:
    opts, fits = a["options"], a["fits"]
    if zh:
        verdict = (f"在预算内的：{_lever_name(fits, a, True)}（先测画质）" if fits else
                   "单独哪一项都不在预算内：组合使用或提高预算")
        return f"每个手段按月计价，对照预算每月 {a['budget']}：" + "；".join(opts) + f"。{verdict}"
    verdict = (f"Within the budget: {_lever_name(fits, a, False)} (test its quality first)" if fits else
               "None alone is within it: combine them or raise the budget")
    return f"Each lever priced as a month against the {a['budget']} budget: " + "; ".join(opts) + f". {verdict}"


def _budget_word_en(ok: bool) -> str:
    """A budget verdict said in words after its ✅ / ❌ (a mark alone left "is it enough?" unanswered)."""
    return " — enough" if ok else " — not enough"


def _budget_word_zh(ok: bool) -> str:
    return "——够" if ok else "——不够"


ENTRIES: dict[str, E] = {
    # a missed monthly video budget: each lever priced as a month (advisor.core.generated_media._budget_levers)
    "gen.video.budget_levers": E(lambda a: _budget_levers(a, False), lambda a: _budget_levers(a, True)),
    "gen.video.budget_lever": E(lambda a: _budget_lever(a, False), lambda a: _budget_lever(a, True)),
    # "cheaper?" said of a video or TTS plan: the cheaper plans priced (each scaled to its card), or why none is
    "gen.cheaper": E(lambda a: _cheaper(a, False), lambda a: _cheaper(a, True)),
    "gen.cheaper_unmeasured": E(
        "No plan is priced for {name} (no measured clip time is held), so no cheaper one can be: time one clip on one "
        "card first; Wan2.1-T2V-14B and -1.3B have measured clip times — name one to price it",
        "{name} 没有实测的每条耗时，所以没有计价的方案，也就算不出更便宜的：先在一张卡上实测一条；Wan2.1-T2V-14B 和 -1.3B "
        "有实测的每条耗时——说出其中一个即可计价"),
    "gen.cheaper.option": E(lambda a: _cheap_one(a, False), lambda a: _cheap_one(a, True)),
    "gen.cheaper_none": E(lambda a: _cheaper_none(a, False), lambda a: _cheaper_none(a, True)),
    "gen.followup.clips": E(lambda a: "clips " + _was(a, False, "clips", "条"),
                            lambda a: "条数 " + _was(a, True, "clips", "条")),
    "gen.followup.hours": E(lambda a: "speech " + _was(a, False, "h", "小时", ",.1f"),
                            lambda a: "语音时长 " + _was(a, True, "h", "小时", ",.1f")),
    "gen.followup.length": E(lambda a: "clip length " + (f"{a['old']:g} s " if a.get("old") else "") + f"→ {a['new']:g} s",
                             lambda a: "每条时长 " + (f"{a['old']:g} 秒 " if a.get("old") else "") + f"→ {a['new']:g} 秒"),
    # a clip length other than the measured one (tools.generated_media.length_ratio): said, not sized as the measured
    "gen.video.length": E(
        lambda a: (f"Sized per {a['measured']:g}-second clip, the measured length: {a['asked']:g}-second clips are "
                   + (f"{a['times']:,.1f}× the frames, so at least {a['times']:,.1f}× these GPU-hours and cost (attention "
                      "grows faster than the frames); not measured — time one clip before renting" if a["times"] > 1
                      else "fewer frames and take less: the figures above are an upper bound")),
        lambda a: (f"按实测的每条 {a['measured']:g} 秒估算：每条 {a['asked']:g} 秒"
                   + (f"帧数是 {a['times']:,.1f} 倍，GPU 小时和费用至少是上面的 {a['times']:,.1f} 倍"
                      "（注意力开销比帧数增长更快）；没有实测——租之前先实测一条" if a["times"] > 1
                      else "帧数更少、更快：上面的数字是上限"))),
    "gen.followup.res": E("resolution {old} → {new}", "分辨率 {old} → {new}"),
    "gen.followup.model": E("model {old} → {new}", "模型 {old} → {new}"),
    "gen.video.head": E(
        lambda a: (f"{a['name']} at {a['res']}, {a['clips']:,.0f} clips {_period(a, False)}: ≈ {a['min']:,.1f} min a "
                   f"clip on the {a['gpu']} → ≈ {a['gpuh']:,.1f} GPU-hours {_period(a, False)} → {a['cards']} × "
                   f"{a['gpu']} running {a['window']:,.0f} h{a.get('assumed') or ''}"
                   + (f"; on demand at {a['price']}/GPU-h ({a['row']}) ≈ {a['cost']} {_period(a, False)}"
                      if a.get("price") else "")
                   + (f", ≈ {a['month']} a month" if a.get("month") else "")
                   + (f" (billed on the busy GPU-hours: per-second billing, each card released when its clips are "
                      f"done; the {a['cards']} cards kept all {a['window']:,.0f} h cost ≈ {a['kept']} "
                      f"{_period(a, False)})" if a.get("kept") else "")),
        lambda a: (f"{a['name']}，{a['res']}，{_period(a, True)} {a['clips']:,.0f} 条：{a['gpu']} 上每条约 "
                   f"{a['min']:,.1f} 分钟 → {_period(a, True)}约 {a['gpuh']:,.1f} GPU 小时 → {a['cards']} 张 "
                   f"{a['gpu']} 连续跑 {a['window']:,.0f} 小时{a.get('assumed') or ''}"
                   + (f"；按量 {a['price']}/卡时（{a['row']}），{_period(a, True)}约 {a['cost']}" if a.get("price") else "")
                   + (f"，每月约 {a['month']}" if a.get("month") else "")
                   + (f"（按实际忙碌的 GPU 小时计费：按秒计费，每张卡跑完即释放；{a['cards']} 张整 {a['window']:,.0f} "
                      f"小时一直租着则{_period(a, True)}约 {a['kept']}）" if a.get("kept") else ""))),
    "gen.video.card": E(
        lambda a: (_card_mark(a) + f"{a['gpu']}: " + _enough_en(a)
                   + (f" at {a['price']} per GPU-hour" + (f", ≈ {a['month']} a month" if a.get("month") else "")
                      if a.get("price") else " (no price for it in the catalog)")
                   + f". Video diffusion is compute-bound, and it has "
                   f"{a['tflops']:,.0f} dense BF16 TFLOPS against the {a['pick']}'s {a['ref']:,.0f} → ≈ "
                   f"{a['min']:,.1f} min a clip ({a['times']:,.1f}× as long), ≈ {a['gpuh']:,.0f} GPU-hours "
                   f"{_period(a, False)}, {a['cards']} cards"
                   + (f"; memory is not the limit: its {a['cap']:,.0f} GB hold the ≈ {a['need']:,.0f} GB" if a["holds"]
                      else f"; it does not hold the ≈ {a['need']:,.0f} GB in 16-bit (FP8 weights or CPU offload, "
                           "slower and not sized)")
                   + (f" — cheaper per clip only below {a['even']} per GPU-hour (1/{a['times']:,.1f} of the "
                      f"{a['pick']}'s {a['pick_price']})" if a.get("even") else "")
                   + (_clip_cost_en(a) if not a["worse"] and a.get("clip") else "")
                   + (f" — not on offer where you asked: {a['why']}" if a.get("why") else "")),
        lambda a: (_card_mark(a) + f"{a['gpu']}：" + _enough_zh(a)
                   + (f"，每卡时 {a['price']}" + (f"，每月约 {a['month']}" if a.get("month") else "")
                      if a.get("price") else "（目录里没有它的价格）")
                   + f"。视频扩散模型受算力限制，它的稠密 BF16 算力 "
                   f"{a['tflops']:,.0f} TFLOPS，{a['pick']} 为 {a['ref']:,.0f} → 每条约 {a['min']:,.1f} 分钟（"
                   f"{a['times']:,.1f} 倍时长），{_period(a, True)}约 {a['gpuh']:,.0f} GPU 小时、{a['cards']} 张卡"
                   + (f"；瓶颈不在显存：{a['cap']:,.0f} GB 装得下约 {a['need']:,.0f} GB" if a["holds"]
                      else f"；16 位装不下约 {a['need']:,.0f} GB（需 FP8 权重或 CPU offload，更慢，这里不估算）")
                   + (f"——每卡时低于 {a['even']}（{a['pick']} 的 {a['pick_price']} 的 1/{a['times']:,.1f}）才更省"
                      if a.get("even") else "")
                   + (_clip_cost_zh(a) if not a["worse"] and a.get("clip") else "")
                   + (f"——你限定的地方租不到它：{a['why']}" if a.get("why") else ""))),
    "gen.video.budget": E(
        lambda a: ("✅" if a["ok"] else "❌") + f" budget {a['budget']} a month: the plan above ≈ {a['month']}"
                  + _budget_word_en(a["ok"]),
        lambda a: ("✅" if a["ok"] else "❌") + f" 预算每月 {a['budget']}：上面的方案约 {a['month']}" + _budget_word_zh(a["ok"])),
    "gen.video.levers": E(
        lambda a: (f"What changes it: 480P takes ≈ {a['min480']:,.1f} min a clip on the {a['gpu']} (≈ "
                   f"{a['gpuh480']:,.1f} GPU-hours {_period(a, False)}, {a['cards480']} "
                   f"card{'' if a['cards480'] == 1 else 's'}); a tuned stack "
                   f"(SageAttention, FP8, step caching) measured {a['speedup']:,.1f}× faster on the same H200 at 480P "
                   f"({a['source']}) — test its quality; Wan2.1-T2V-1.3B for drafts (≈ 4 min a 480P clip on an RTX "
                   f"4090, its README)"),
        lambda a: (f"可改变结论的因素：480P 在 {a['gpu']} 上每条约 {a['min480']:,.1f} 分钟（{_period(a, True)}约 "
                   f"{a['gpuh480']:,.1f} GPU 小时，{a['cards480']} 张卡）；优化栈（SageAttention、FP8、步间缓存）在同一张 "
                   f"H200 上 480P 实测快 {a['speedup']:,.1f} 倍（{a['source']}）——先测画质；草稿可用 Wan2.1-T2V-1.3B（"
                   f"RTX 4090 上 480P 每条约 4 分钟，见其 README）")),
    "gen.video.smaller_size": E(
        lambda a: (f"Cheaper: {a['name']} at its smaller size {a['w']}×{a['h']} peaks at ≈ {a['peak']:,.0f} GB against "
                   f"{a['peak_was']:,.0f} GB at {a['res_was']} ({a['source']}), so smaller cards hold it: ≈ "
                   f"{a['min']:,.1f} min a clip on the {a['gpu']} → ≈ {a['gpuh']:,.1f} GPU-hours {_period(a, False)}, "
                   f"{a['cards']} card{'' if a['cards'] == 1 else 's'}"
                   + (f", at {a['price']}/GPU-h ({a['row']}) ≈ {a['cost']} {_period(a, False)} against {a['was']}"
                      if a.get("cost") else "")
                   + " (its time is Wan2.1's 480P clip scaled by parameters and by pixels, at least that: a "
                   "planning figure, time one clip). Step caching (TeaCache) and FP8 weights cut time and memory "
                   "further but are not sized here: no figure of theirs is held — test their quality and time them"),
        lambda a: (f"更省的做法：{a['name']} 用较小的 {a['w']}×{a['h']} 出片，峰值显存约 {a['peak']:,.0f} GB（{a['res_was']} 为 "
                   f"{a['peak_was']:,.0f} GB；{a['source']}），更小的卡也装得下：{a['gpu']} 上每条约 {a['min']:,.1f} 分钟 → "
                   f"{_period(a, True)}约 {a['gpuh']:,.1f} GPU 小时，{a['cards']} 张卡"
                   + (f"，按 {a['price']}/卡时（{a['row']}）{_period(a, True)}约 {a['cost']}（原方案 {a['was']}）"
                      if a.get("cost") else "")
                   + "（耗时按 Wan2.1 的 480P 实测按参数量和像素数换算，至少这么久：是规划数字，测一条即可替换）。"
                   "步间缓存（TeaCache）和 FP8 权重还能再省时间和显存，但这里没有它们的数据，不估算——先测画质并计时")),
    "gen.video.memory": E(
        lambda a: (f"Memory: {a['peak']:,.0f} GB peak measured at {a['res']} with the umT5 text encoder on the card; "
                   f"--t5_cpu keeps the encoder ({a['t5']:,.1f} GB) in host RAM → ≈ {a['need']:,.0f} GB, what a card "
                   "must hold; --offload_model True fits smaller cards at a slower, unmeasured speed"),
        lambda a: (f"显存：{a['res']} 实测峰值 {a['peak']:,.0f} GB（umT5 文本编码器在卡上）；--t5_cpu 把编码器（"
                   f"{a['t5']:,.1f} GB）放到内存 → 约 {a['need']:,.0f} GB，卡上要装得下这么多；--offload_model True "
                   "可用更小的卡，但更慢，速度未实测")),
    "gen.video.memory_claim": E(
        lambda a: (f"Memory: ≈ {a['need']:,.0f} GB a card must hold ({a['source']}); smaller cards are not priced"
                   + (f". That is with CPU offload and VAE tiling on; with none ≈ {a['full']:,.0f} GB ({a['full_source']})"
                      + (f": the {a['gpu']} does not hold that, so run it with model CPU offload + VAE tiling/slicing "
                         "(the measured times above were taken with them on; without them ≈ 10 % faster)"
                         if a.get("offload") else
                         f": the {a['gpu']} holds it without offload (≈ 10 % faster than the measured times; not "
                         "credited); a 24 GB card needs offload + VAE tiling")
                      if a.get("full") else "")),
        lambda a: (f"显存：一张卡要装得下约 {a['need']:,.0f} GB（{a['source']}）；更小的卡不参与报价"
                   + (f"。这是开着 CPU offload 和 VAE 分块的数字；全部关掉约 {a['full']:,.0f} GB（{a['full_source']}）"
                      + (f"：{a['gpu']} 装不下，要开 model CPU offload + VAE tiling/slicing（上面的实测耗时就是开着它们"
                         "测的；关掉约快 10%）" if a.get("offload") else
                         f"：{a['gpu']} 不开 offload 也装得下（比实测约快 10%，这里不计入）；24 GB 的卡要开 offload + "
                         "VAE 分块")
                      if a.get("full") else ""))),
    # the work kept where local GPU-rental platforms have no price here (advisor.core.generated_media._local_gap)
    "gen.video.local_ref": E(
        lambda a: (f"Not in my price data: {', '.join(a['names'])} — mainland hourly GPU rental, usually well below the cloud "
                   f"list prices above; ask them for a quote. For reference, not their price: the {a['gpu']} (sold "
                   f"there) takes ≈ {a['min']:,.1f} min a clip → ≈ {a['gpuh']:,.1f} GPU-hours {_period(a, False)}, "
                   f"{a['cards']} cards; listed elsewhere at {a['price']}/GPU-h ({a['row']}) ≈ {a['month']} a month. "
                   f"A quote of P per {a['gpu']}-hour costs ≈ {a['month_h']:,.0f} × P a month"
                   + (f"; any quote under {a['beats']} per {a['gpu']}-hour beats the {a['pick']} plan above — ask "
                      "for it before renting the list-price cards" if a.get("beats") else "")),
        lambda a: (f"我的价格数据里没有{'、'.join(a['names'])}（国内按卡时租用的平台，通常比上面云厂商的目录价便宜很多），"
                   f"可向它们询价。参考（不是它们的报价）：{a['gpu']}（国内有售）每条约 {a['min']:,.1f} 分钟 → "
                   f"{_period(a, True)}约 {a['gpuh']:,.1f} 卡时、{a['cards']} 张卡；按其他地方的公开价 {a['price']}/卡时（"
                   f"{a['row']}）约每月 {a['month']}。拿到每卡时 P 元的报价：每月约 {a['month_h']:,.0f} × P"
                   + (f"；{a['gpu']} 报价只要低于每卡时 {a['beats']}，就比上面的 {a['pick']} 方案便宜——租目录价的卡之前先询价"
                      if a.get("beats") else ""))),
    "gen.video.source": E(
        lambda a: (("Speed is a planning assumption, not a measurement of this model — time one clip to replace it: "
                    if a.get("claim") else "Speed measured, not modelled: ")
                   + f"{a['measured']:,.0f} s a {a.get('clip') or 5:g} s clip at {a['res']}, {a['steps']} "
                   f"steps, on the {a['gpu']} ({a['source']}, read {a['as_of']}); {a['name']} samples "
                   f"{a['default_steps']} steps by default, so × {a['default_steps']}/{a['steps']}; other cards "
                   "scaled by dense BF16 TFLOPS from the measured card of their own architecture where one is (else "
                   "the nearest in TFLOPS), never above the measured card — right only because a video DiT is "
                   "compute-bound (thousands of tokens a step, far above each card's FLOPs-per-byte ridge: the "
                   "roofline model); across generations the attained share differs (CogVideoX: H100 2.0× an A100, "
                   "peaks 3.2×). Licence: "
                   f"{a['licence']} ({a['licence_source']})"),
        lambda a: (("速度是规划假设，不是这个模型的实测——测一条即可替换：" if a.get("claim") else "速度取实测值而非推算：")
                   + f"{a['gpu']} 上 {a['res']}、{a['steps']} 步、{a.get('clip') or 5:g} 秒一条 {a['measured']:,.0f} 秒"
                   f"（{a['source']}，{a['as_of']} 查阅）；{a['name']} 默认采样 {a['default_steps']} 步，故 × "
                   f"{a['default_steps']}/{a['steps']}；其他卡按稠密 BF16 算力从同一架构的实测卡换算（没有同架构实测则取"
                   "算力最接近的），且不快于实测卡——只因视频 DiT 受算力限制（每步上万 token，远高于各卡的 FLOPs/字节拐点："
                   "roofline 模型）才成立；跨代实际可达算力比例不同（CogVideoX：H100 是 A100 的 2.0 倍，峰值差 3.2 倍）。许可："
                   f"{licence_zh(a['licence'])}（{a['licence_source']}）")),
    # the licence's Territory clause excludes where the user is (tools.generated_media.excluded_territory)
    "gen.video.territory": E(
        lambda a: (f"{a['name']}'s licence ({a['licence']}, {a['source']}) grants no rights in "
                   + str({"eu": "the EU", "uk": "the UK", "kr": "South Korea"}.get(a["where"], a["where"]))
                   + f", where you are: you cannot use it there. Sized instead on {a['alt']} ({a['alt_licence']}), "
                   "an open model with a measured per-clip time:"),
        lambda a: (f"{a['name']} 的许可（{licence_zh(a['licence'])}，{a['source']}）在"
                   + str({"eu": "欧盟", "uk": "英国", "kr": "韩国"}.get(a["where"], a["where"]))
                   + f"不授予任何权利，而你在那里：不能在当地使用。改按 {a['alt']}（{licence_zh(a['alt_licence'])}）估算，"
                   "它有实测的每条耗时：")),
    "gen.video.unmeasured": E(
        lambda a: (f"{a['name']} ({a['params']:,.1f} B parameters; licence {a['licence']}, {a['licence_source']}): "
                   "no published per-clip time is held here, so nothing is sized — generate one clip at your "
                   "resolution and steps on one card and time it: GPU-hours = clips × seconds a clip ÷ 3,600, cards "
                   "= GPU-hours ÷ the hours you have. Wan2.1-T2V-14B has a measured time: name it to size it"),
        lambda a: (f"{a['name']}（{a['params']:,.1f}B 参数；许可 {licence_zh(a['licence'])}，{a['licence_source']}）："
                   "这里没有公开的每条耗时，所以不估算——在一张卡上按你的分辨率和步数生成一条并计时：GPU 小时 = 条数 × 每条秒数 ÷ "
                   "3,600，卡数 = GPU 小时 ÷ 可用小时。Wan2.1-T2V-14B 有实测耗时：说它的名字即可估算")),
    "gen.video.no_load": E(
        "How many clips, how long and at what resolution? Sized above for one clip; say e.g. '200 clips a day at 720P'",
        "每天/每周多少条、多长、什么分辨率？上面按一条估算；例如说“每天 200 条 720P”"),
    "gen.video.resolution": E(
        lambda a: (f"Sized at {a['res']}, the measured resolution" + (f" ({a['asked']} has no measurement for this "
                   "model)" if a["asked"] else " (say the resolution if different)")),
        lambda a: (f"按实测的 {a['res']} 估算" + (f"（这个模型没有 {a['asked']} 的实测）" if a["asked"]
                                              else "（分辨率不同请说明）"))),
    "gen.video.assumed": E(
        lambda a: (f"No video model named: sized on {a['name']} (Apache-2.0, a measured per-clip time)"
                   + (f"; {a['res']} assumed" if a.get("res") else "")),
        lambda a: (f"没有说用哪个视频模型：按 {a['name']}（Apache-2.0，有实测的每条耗时）估算"
                   + (f"；按 {a['res']} 估算" if a.get("res") else ""))),
    "gen.tts.licence_bad": E(
        lambda a: (f"❌ {a['name']} for a commercial use: its weights are {a['licence']} ({a['source']}) — "
                   "non-commercial only; a monetised channel, ads or sponsorships are commercial use"
                   + ("; Coqui, the company that could sell a licence, closed in January 2024, so none can be bought"
                      if a.get("closed") else "")
                   + f". Use {a['alt']} ({a['alt_licence']}, {a['alt_source']}: zero-shot cloning of your own voice) "
                   "or a paid TTS API"),
        lambda a: (f"❌ {a['name']} 不能商用：权重采用 {a['licence']}（{a['source']}）——仅限非商业用途；频道营利、广告、"
                   "业配都算商业用途"
                   + ("；能出售授权的 Coqui 公司已于 2024 年 1 月关闭，买不到商业授权" if a.get("closed") else "")
                   + f"。改用 {a['alt']}（{a['alt_licence']}，{a['alt_source']}：可零样本克隆你自己的声音）或付费 TTS API")),
    "gen.tts.licence_nc": E(
        "⚠️ {name}: weights {licence} ({source}) — non-commercial only; for any paid or monetised use pick {alt} "
        "({alt_licence})",
        "⚠️ {name}：权重采用 {licence}（{source}）——仅限非商业用途；任何收费或营利用途请改用 {alt}（{alt_licence}）"),
    "gen.tts.licence_ok": E("✅ {name}: {licence} ({source}) — commercial use allowed",
                            "✅ {name}：{licence}（{source}）——允许商用"),
    "gen.tts.recurring": E(
        lambda a: (f"Then {a['count']:,.0f} {_per_en(a['period'])}: ≈ {a['minutes']:,.1f} min of speech ≈ "
                   f"{a['gpu_minutes']:,.1f} GPU-minutes on the {a['gpu']} ≈ {a['cost']} {_per_en(a['period'])}"
                   + (f" (≈ {a['month']} a month)" if a["period"] != "month" else "")
                   + (f" — start a card on demand for it (or a serverless GPU endpoint) and stop it after; no monthly "
                      f"server: the same card rented 24/7 is ≈ {a['server']} a month for minutes of work"
                      if a.get("on_demand") else f"; the same card rented 24/7 is ≈ {a['server']} a month")),
        lambda a: (f"之后{_per_zh(a['period'])} {a['count']:,.0f} 条：约 {a['minutes']:,.1f} 分钟语音，在 {a['gpu']} 上约 "
                   f"{a['gpu_minutes']:,.1f} GPU 分钟，{_per_zh(a['period'])}约 {a['cost']}"
                   + (f"（每月约 {a['month']}）" if a["period"] != "month" else "")
                   + (f"——需要时按量开一张卡（或用 serverless GPU）跑完即停；不必包月：同一张卡 24 小时租一个月约 "
                      f"{a['server']}，却只干几分钟的活" if a.get("on_demand") else
                      f"；同一张卡 24 小时租一个月约 {a['server']}"))),
    "gen.tts.sized": E(
        lambda a: (f"Compute: {a['hours']:,.1f} h of speech {_period(a, False)} × RTF {a['rtf']:.4g} ({a['name']}, "
                   + ("claimed by its makers" if a.get("claim") else "measured")
                   + f" on one {a['gpu']}, {a['setup']}) = ≈ {a['gpuh']:,.2f} GPU-hours {_period(a, False)}"
                   + (f": rent one {a['gpu']} by the hour ({a['row']}, {a['price']}/h → ≈ {a['cost']} "
                      f"{_period(a, False)})" if a.get("price") and not a.get("on") else "")
                   + (f": no {a['gpu']} is rented by the hour in my price data, so it is priced on one {a['on']} "
                      f"({a['row']}, {a['price']}/h) at RTF {a['on_rtf']:.3g} ({rtf_scaling(a, False)}) "
                      f"= ≈ {a['on_gpuh']:,.2f} GPU-hours "
                      f"→ ≈ {a['cost']} {_period(a, False)}"
                      if a.get("on") else "")
                   + (f": no card that runs it has an hourly price in my data, so the cost is not priced — "
                      f"ask a provider for a {a['gpu']}-class card" if a.get("unpriced") else "")
                   + (f" (≈ {a['month']} a month)" if a.get("month") else "")
                   + (f" — or a card you own with more than the ≈ {a['vram']:g} GB its source says it needs" if a.get("vram")
                      else " — or any ≥ 8 GB card you own; the model is ≤ 1 B parameters, so memory is no constraint")
                   + (", and a card rented 24/7 would sit idle almost all the time" if a.get("idle", True) else "")),
        lambda a: (f"算力：{_period(a, True)} {a['hours']:,.1f} 小时语音 × RTF {a['rtf']:.4g}（{a['name']}，在一张 "
                   f"{a['gpu']} 上" + ("厂商自称" if a.get("claim") else "实测")
                   + f"，{a['setup']}）= {_period(a, True)}约 {a['gpuh']:,.2f} GPU 小时"
                   + (f"：按小时租一张 {a['gpu']}（{a['row']}，每小时 {a['price']} → {_period(a, True)}约 {a['cost']}）"
                      if a.get("price") and not a.get("on") else "")
                   + (f"：我的价格数据里没有按小时出租的 {a['gpu']}，改按一张 {a['on']} 计价（{a['row']}，每小时 "
                      f"{a['price']}），RTF 换算为 {a['on_rtf']:.3g}（{rtf_scaling(a, True)}）"
                      f"= 约 {a['on_gpuh']:,.2f} GPU 小时 → {_period(a, True)}约 {a['cost']}"
                      if a.get("on") else "")
                   + (f"：我的价格数据里没有能跑它的卡的小时价，所以没有估算费用——可向云厂商询价 {a['gpu']} 级别的卡"
                      if a.get("unpriced") else "")
                   + (f"（每月约 {a['month']}）" if a.get("month") else "")
                   + (f"——或用你自己显存大于约 {a['vram']:g} GB（其来源给出的需求）的卡" if a.get("vram")
                      else "——或用你自己任何 ≥ 8 GB 的卡；模型不到 10 亿参数，显存不是问题")
                   + ("，整月 24 小时租卡几乎全程闲置" if a.get("idle", True) else ""))),
    # per-voice fine-tunes (advisor.core.generated_media._finetune; tools.generated_media.VOICE_FINETUNE_MINUTES)
    "gen.tts.clone": E(
        lambda a: (f"Voice models: {a['voices']:,} voices × ≈ {a['minutes']:g} min of fine-tuning each on one card "
                   f"({a['source']}) = ≈ {a['hours']:,.0f} GPU-hours once"
                   + (f" ≈ {a['cost']} on the {a['gpu']} above" if a.get("cost") else "")
                   + f" — {a['voices']:,} short jobs, not a training cluster: queue them on the inference cards "
                   "before the daily batch, or run several at once; each voice needs its owner's written consent, and "
                   "synthetic audio is labelled as such where the law asks"
                   + (" (China's deep-synthesis rules)" if a.get("mainland") else "")),
        lambda a: (f"音色模型：{a['voices']:,} 个音色 × 每个在一张卡上微调约 {a['minutes']:g} 分钟（{a['source']}）"
                   f"= 一次性约 {a['hours']:,.0f} GPU 小时"
                   + (f"，按上面的 {a['gpu']} 约 {a['cost']}" if a.get("cost") else "")
                   + f"——是 {a['voices']:,} 个小任务，不需要训练集群：排在推理卡上每天的批量之前跑，或几张卡同时跑；"
                   "每位主播要有书面的声音授权，"
                   + ("合成音频按《互联网信息服务深度合成管理规定》加标识" if a.get("mainland")
                      else "合成音频按当地法规要求加标识"))),
    "gen.tts.clone_unsized": E(
        lambda a: (f"Voice models: {a['voices']:,} voices to fine-tune — no per-voice training time of {a['name']} is "
                   "held here: fine-tune one voice on one card and time it; the total is that time × "
                   f"{a['voices']:,}, as short jobs on one card each, not a cluster"),
        lambda a: (f"音色模型：要微调 {a['voices']:,} 个音色——这里没有 {a['name']} 每个音色的训练时间：先在一张卡上训一个并计时，"
                   f"总量 = 该时间 × {a['voices']:,}，每个都是单卡小任务，不需要集群")),
    "gen.tts.measure": E(
        lambda a: (f"{a['name']}: no published real-time factor is held here, so its GPU time is not sized"
                   + (f" (the figure below is {a['other']}'s, another model's)" if a.get("other") else "") + " — "
                   "synthesize 10 minutes on one card and time it (RTF = compute seconds ÷ audio seconds); "
                   + (f"GPU-hours = {a['hours']:,.1f} h {_period(a, False)} × that RTF; " if a.get("hours") else "")
                   + "a model this size runs on any ≥ 8 GB card, rented by the hour, not 24/7"),
        lambda a: (f"{a['name']}：这里没有公开的实时率（RTF），所以不估算它的 GPU 时间"
                   + (f"（下面的数字是另一个模型 {a['other']} 的）" if a.get("other") else "") + "——在一张卡上合成 10 分钟并计时"
                   "（RTF = 计算秒数 ÷ 音频秒数）；"
                   + (f"GPU 小时 = {_period(a, True)} {a['hours']:,.1f} 小时 × 该 RTF；" if a.get("hours") else "")
                   + "这种规模的模型任何 ≥ 8 GB 的卡都能跑，按小时租，不要整月常开")),
    "gen.tts.cards": E(
        lambda a: (f"No deadline said: one {a['gpu']} takes ≈ {a['gpuh']:,.0f} h ({a['days']:,.1f} days) for it "
                   "all; N cards at once finish N × sooner for the same GPU-hours and cost — say a deadline to size it"
                   if a["cards"] is None else
                   f"One {a['gpu']} finishes the {a['gpuh']:,.1f} GPU-hours in ≈ {a['gpuh']:,.1f} h, inside the "
                   f"{a['window']:,.0f} h " + ("to the deadline" if a["deadline"] else "of the period")
                   if a["cards"] == 1 else
                   f"To finish {a['gpuh']:,.1f} GPU-hours inside the {a['window']:,.0f} h "
                   + ("to the deadline" if a["deadline"] else "of the period")
                   + f", run {a['cards']} × {a['gpu']} at once (one card alone would take ≈ {a['gpuh']:,.0f} h); the "
                     "cost is the same GPU-hours, split across the cards"),
        lambda a: (f"没有说截止时间：一张 {a['gpu']} 跑完全部约需 {a['gpuh']:,.0f} 小时（{a['days']:,.1f} 天）；"
                   "同时跑 N 张卡快 N 倍，GPU 小时和费用不变——说一个截止时间即可按它配卡"
                   if a["cards"] is None else
                   f"一张 {a['gpu']} 约 {a['gpuh']:,.1f} 小时跑完这 {a['gpuh']:,.1f} GPU 小时，在"
                   + ("截止前" if a["deadline"] else "这个周期") + f"的 {a['window']:,.0f} 小时之内"
                   if a["cards"] == 1 else
                   "要在" + ("截止前" if a["deadline"] else "这个周期") + f"的 {a['window']:,.0f} 小时内跑完 "
                   f"{a['gpuh']:,.1f} GPU 小时，需同时跑 {a['cards']} 张 {a['gpu']}（单卡约需 {a['gpuh']:,.0f} 小时）；"
                   "费用还是同样的 GPU 小时，只是分到多张卡上")),
    "gen.tts.budget": E(
        lambda a: (f"Budget {a['budget']} {_PER_EN[a['per']]}: not compared — its period and the speech's do not "
                   "convert" if a["ok"] is None else
            ("✅" if a["ok"] else "❌") + f" budget {a['budget']} {_PER_EN[a['per']]}: the speech above ≈ {a['cost']} "
            + (f"{_PER_EN[a['period']]} ({'within' if a['ok'] else 'over'} it each {a['period']}; as a budget in all "
               f"it pays for ≈ {a['covers']:,.1f} {a['period']}s of it)" if a.get("covers") is not None
               else _PER_EN[a['per']]) + _budget_word_en(a["ok"])),
        lambda a: (f"预算{_PER_ZH[a['per']]} {a['budget']}：未比较——预算的周期与语音的周期无法换算"
                   if a["ok"] is None else
            ("✅" if a["ok"] else "❌") + f" 预算{_PER_ZH[a['per']]} {a['budget']}："
            + (f"上面的语音{_PER_ZH[a['period']]}约 {a['cost']}（每{_UNIT_ZH[a['period']]}都"
               + ("在预算之内" if a["ok"] else "超出预算")
               + f"；若是总预算，约够 {a['covers']:,.1f} {_COUNT_ZH[a['period']]}）" if a.get("covers") is not None
               else f"上面的语音{_PER_ZH[a['per']]}约 {a['cost']}") + _budget_word_zh(a["ok"]))),
    "gen.tts.live": E(
        lambda a: ((f"{a['model']}: no published real-time factor is held here, so it is sized on {a['name']}'s "
                    + ("(a larger model run for 16 diffusion steps, so likely an upper bound)" if a["smaller"] else
                       "(a substitution, not its own figure)")
                    + "; time 10 minutes of speech on one "
                    "card (RTF = compute seconds ÷ audio seconds) and the cards below scale with it. " if a["model"]
                    else "")
                   + "Live load: " + (f"{a['rate']:,.0f} requests an hour × {a['each']:g} s of audio each ÷ 3,600 = "
                                      if a["rate"] else
                                      f"{a['streams']:,.0f} concurrent calls × {a['duty']:.0%} of each call the bot "
                                      "speaks (its speaking duty, assumed: the caller speaks the rest; say yours) = "
                                      if a.get("duty") else f"{a['streams']:,.0f} concurrent streams = ")
                   + f"≈ {a.get('spoken', a['audio']):,.1f} audio-seconds every second"
                   + (f"; the fixed script (greetings, standard answers) synthesised once and played from a cache, "
                      f"assumed {a['cached']:.0%} of the bot's speech (say yours), leaves ≈ {a['audio']:,.1f} "
                      "synthesised live" if a.get("cached") else "")
                   + ("; several calls' synthesis batched on each card" if a.get("batched") else "")
                   + f"; × RTF {a['on_rtf']:.3g} on "
                   + (f"one {a['gpu']} " if a["gpu"] == a["ref_gpu"] else
                      f"an {a['gpu']} (RTF {a['rtf']:g} measured on one {a['ref_gpu']}, {rtf_scaling(a, False)}) ")
                   + (f"at {a['flight']} requests in flight a card, so each first packet meets your "
                      f"{a['target']:.0f} ms (below) " if a.get("flight") else "")
                   + f"= {a['busy']:,.2f} cards busy; held at {a['util']:.0f} % utilisation (an assumed planning "
                     "figure: short queues and room for a 2× burst) → "
                   + (f"{a['cards']} × {a['gpu']} ({a['row']}, {a['price']}/h each), "
                      + (f"running {a['day']:g} h a day ({a['hours']:,.0f} h a month) " if a.get("day")
                         else f"running 24/7 ({a['hours']:,.0f} h) ")
                      + f"= ≈ {a['month']} a month at the stated rate all month (scale down off-peak to pay less)"
                      if a["month"] else f"{a['cards']} × {a['gpu']} — no hourly price for it in my data")
                   + f" [RTF source: {a['source']}]"),
        lambda a: ((f"{a['model']}：这里没有公开的实时率（RTF），按 {a['name']} 的估算"
                    + ("（它更大、要 16 步扩散，所以多半是上限）" if a["smaller"] else "（替代值，不是它自己的数据）")
                    + "；在一张卡上合成 10 分钟并计时（RTF = 计算秒数 ÷ 音频秒数），下面的卡数按它等比例变化。"
                    if a["model"] else "")
                   + "实时负载：" + (f"每小时 {a['rate']:,.0f} 次请求 × 每次 {a['each']:g} 秒音频 ÷ 3,600 = "
                                    if a["rate"] else
                                    f"{a['streams']:,.0f} 路通话 × 机器人说话的时间占每通 {a['duty']:.0%}（说话占比，"
                                    "假设值：其余时间是来电人在说；请告诉我实际占比）= "
                                    if a.get("duty") else f"{a['streams']:,.0f} 路并发 = ")
                   + f"每秒约 {a.get('spoken', a['audio']):,.1f} 秒音频"
                   + (f"；固定话术（开场白、标准回答）提前合成一次、放缓存直接播放，假设占机器人说话的 "
                      f"{a['cached']:.0%}（请告诉我实际比例），实时只需合成每秒约 {a['audio']:,.1f} 秒"
                      if a.get("cached") else "")
                   + ("；多路通话在每张卡上批量合成" if a.get("batched") else "")
                   + "；× "
                   + (f"一张 {a['gpu']} 上的 RTF {a['on_rtf']:.3g} " if a["gpu"] == a["ref_gpu"] else
                      f"{a['gpu']} 上的 RTF {a['on_rtf']:.3g}（在一张 {a['ref_gpu']} 上实测 {a['rtf']:g}，"
                      f"{rtf_scaling(a, True)}）")
                   + (f"（每卡同时 {a['flight']} 路，使首包达到你要求的 {a['target']:.0f} 毫秒，见下）" if a.get("flight")
                      else "")
                   + f"= {a['busy']:,.2f} 张卡满载；按 {a['util']:.0f}% 利用率规划（假设值：排队短、能扛 2 倍突发）→ "
                   + (f"{a['cards']} 张 {a['gpu']}（{a['row']}，每张每小时 {a['price']}），"
                      + (f"每天运行 {a['day']:g} 小时（每月 {a['hours']:,.0f} 小时）" if a.get("day")
                         else f"全天候运行（{a['hours']:,.0f} 小时）")
                      + f"= 每月约 {a['month']}（按整月都是这个速率；低峰缩容可更省）"
                      if a["month"] else f"{a['cards']} 张 {a['gpu']}——我的数据里没有它的小时价")
                   + f"［RTF 来源：{a['source']}］")),
    # the live calls' TTS at its speaking duty (tools.generated_media.speaking_audio_rate): what every call spoken end
    # to end would take, so the saving is said
    # a "TTS only" follow-up set against the previous turn's plan (advisor.core.conversation._previous_plan)
    # a first-packet latency asked (首包 ≤ 200 ms): tools.generated_media.first_packet on the sized card
    # a live TTS fleet of many one-card boxes on fewer, larger boxes of the same card (tools.generated_media.fewer_boxes)
    "gen.tts.live_boxes": E(
        lambda a: (f"Fewer machines: the same {a['cards']} × {a['gpu']} as {a['machines']} × {a['row']} "
                   f"({a['gpus']} cards each) at {a['hourly']}/h, {a['more']:+.0%} — over {a['most']} machines is a "
                   f"fleet to deploy, patch and watch, worth a box within {a['band']:.0%} of the one-card price"),
        lambda a: (f"机器更少：同样 {a['cards']} 张 {a['gpu']}，改成 {a['machines']} 台 {a['row']}（每台 {a['gpus']} 张卡），"
                   f"每小时 {a['hourly']}，{a['more']:+.0%}——超过 {a['most']} 台机器就要部署、打补丁、盯监控，"
                   f"价格在单卡方案 {a['band']:.0%} 以内的大机器值得换")),
    "gen.tts.first_packet": E(
        lambda a: (f"First packet: {a['name']} streams in {a['chunk']:g} s chunks ({a['chunk_source']}); on an "
                   f"{a['gpu']} at {a['k']} requests in flight (the throughput the cards are sized on) the first "
                   f"chunk takes {a['chunk']:g} s × RTF {a['rtf']:.3g} × {a['k']} ≈ {a['ms']:.0f} ms — "
                   + (f"within your {a['target']:.0f} ms, so the {a['cards']} cards stand" if a["meets"] else
                      f"over your {a['target']:.0f} ms; at {a['safe_k']} in flight a card it is "
                      f"{a['chunk']:g} s × {a['safe_rtf']:.3g} × {a['safe_k']} ≈ {a['safe_ms']:.0f} ms, which "
                      f"meets it: {a['was_cards']} → {a['cards']} × {a['gpu']}"
                      + (f" ≈ {a['month']} a month" if a["month"] else "")
                      if a["safe_k"] else "over it even alone: no card count fixes it; time a smaller chunk")
                   + ". Cached fixed-script audio starts at once (≈ 0 ms); the network and the ASR endpoint come on "
                   "top: time it on a pilot"),
        lambda a: (f"首包：{a['name']} 流式合成按 {a['chunk']:g} 秒一段输出（{a['chunk_source']}）；在 {a['gpu']} 上每卡同时 "
                   f"{a['k']} 路（卡数按这个吞吐估算）时，首段要 {a['chunk']:g} 秒 × RTF {a['rtf']:.3g} × {a['k']} ≈ "
                   f"{a['ms']:.0f} 毫秒——"
                   + (f"在你要求的 {a['target']:.0f} 毫秒以内，{a['cards']} 张卡不用加" if a["meets"] else
                      f"超过你要求的 {a['target']:.0f} 毫秒；每卡同时 {a['safe_k']} 路时为 {a['chunk']:g} 秒 × "
                      f"{a['safe_rtf']:.3g} × {a['safe_k']} ≈ {a['safe_ms']:.0f} 毫秒，达标：{a['was_cards']} → "
                      f"{a['cards']} 张 {a['gpu']}" + (f"，每月约 {a['month']}" if a["month"] else "")
                      if a["safe_k"] else "单路也超：加卡解决不了，需缩短首段再实测")
                   + "。缓存里的固定话术首包约 0 毫秒；网络和 ASR 判停另算，请试运行实测")),
    # the cards already sized for the first packet asked (advisor.core.generated_media._latency_sized)
    "gen.tts.first_packet_sized": E(
        lambda a: (f"First packet: {a['name']} streams in {a['chunk']:g} s chunks ({a['chunk_source']}); on an "
                   f"{a['gpu']} at {a['k']} requests in flight (the card's full throughput) the first chunk takes "
                   f"{a['chunk']:g} s × RTF {a['rtf']:.3g} × {a['k']} ≈ {a['ms']:.0f} ms — over your "
                   f"{a['target']:.0f} ms, so every plan above is sized at {a['safe_k']} in flight a card: "
                   f"{a['chunk']:g} s × {a['safe_rtf']:.3g} × {a['safe_k']} ≈ {a['safe_ms']:.0f} ms, within it "
                   f"({a['cards']} × {a['gpu']}; the throughput alone would take {a['was_cards']}"
                   + (f", ≈ {a['was_month']} a month" if a.get("was_month") else "")
                   + ", and miss it). Cached fixed-script audio starts at once (≈ 0 ms); the network and the ASR "
                   "endpoint come on top: time it on a pilot"),
        lambda a: (f"首包：{a['name']} 流式合成按 {a['chunk']:g} 秒一段输出（{a['chunk_source']}）；在 {a['gpu']} 上每卡同时 "
                   f"{a['k']} 路（满吞吐）时，首段要 {a['chunk']:g} 秒 × RTF {a['rtf']:.3g} × {a['k']} ≈ {a['ms']:.0f} "
                   f"毫秒——超过你要求的 {a['target']:.0f} 毫秒，所以上面的方案都按每卡同时 {a['safe_k']} 路计算："
                   f"{a['chunk']:g} 秒 × {a['safe_rtf']:.3g} × {a['safe_k']} ≈ {a['safe_ms']:.0f} 毫秒，达标"
                   f"（{a['cards']} 张 {a['gpu']}；只按吞吐算要 {a['was_cards']} 张"
                   + (f"，每月约 {a['was_month']}" if a.get("was_month") else "")
                   + "，但首包不达标）。缓存里的固定话术首包约 0 毫秒；网络和 ASR 判停另算，请试运行实测")),
    "gen.tts.first_packet_unknown": E(
        lambda a: (f"First packet within {a['target']:.0f} ms: no streaming timing of {a['name']} is held "
                   "here; time its first chunk per card at your calls in flight on a pilot"),
        lambda a: (f"首包 {a['target']:.0f} 毫秒以内：这里没有 {a['name']} 的流式计时；"
                   "请在试运行中按你的每卡并发实测首段延迟")),
    "gen.tts.vs_previous": E(
        lambda a: (f"Against the previous plan ({a['model']}, ≈ {a['was']} a month end to end): this TTS stage alone "
                   f"is ≈ {a['tts']} a month — "
                   + ("more than that plan on these prices, so nothing is saved by moving speech out to a TTS; its "
                      "gain is batching: the Thinker then serves text out on stock vLLM "
                      + (f"(no Talker: ≈ {a['talker']:g} GB less), " if a["talker"] else "")
                      + "sized again with its text reply"
                      if a["more"] else
                      f"≈ {a['saved']} a month less than that plan before the Thinker's own cards, which now serve text "
                      "out on stock vLLM" + (f" (no Talker: ≈ {a['talker']:g} GB less)" if a["talker"] else ""))),
        lambda a: (f"对比上一个方案（{a['model']}，端到端每月约 {a['was']}）：单是这一段语音合成每月约 {a['tts']}——"
                   + ("按这些价格比上一个方案还贵，把语音输出换成单独的 TTS 省不了钱；好处在批处理：Thinker 只输出文字，"
                      "可用原生 vLLM" + (f"（不带 Talker：约少 {a['talker']:g} GB）" if a["talker"] else "")
                      + "，按文字回答重新估算"
                      if a["more"] else
                      f"比上一个方案每月少约 {a['saved']}（未计 Thinker 自己的卡；它改为只输出文字，用原生 vLLM"
                      + (f"，不带 Talker：约少 {a['talker']:g} GB" if a["talker"] else "") + "）"))),
    "gen.tts.duty_saved": E(
        lambda a: (f"Sized on every one of the {a['calls']:,.0f} calls spoken end to end it would take {a['cards']} × "
                   f"{a['gpu']}" + (f" ≈ {a['month']} a month" if a["month"] else "")
                   + f"; at the speaking duty{' with the cached script' if a.get('cached') else ''} {a['now_cards']}"
                   + (f" ≈ {a['now_month']} a month" if a["now_month"]
                                                                  else "")
                   + " — the TTS runs only while the bot speaks"),
        lambda a: (f"若按 {a['calls']:,.0f} 路通话全程都在合成语音计算，需要 {a['cards']} 张 {a['gpu']}"
                   + (f"，每月约 {a['month']}" if a["month"] else "")
                   + f"；按说话占比{'并缓存固定话术' if a.get('cached') else ''}只需 {a['now_cards']} 张"
                   + (f"，每月约 {a['now_month']}" if a["now_month"] else "")
                   + "——语音合成只在机器人说话时工作")),
    "gen.tts.live_growth": E(
        lambda a: (f"At {a['growth']:g}× the load: ≈ {a['audio']:,.1f} audio-seconds a second → {a['busy']:,.1f} cards "
                   f"busy → {a['cards']} × {a['gpu']}" + (f" ≈ {a['month']} a month" if a["month"] else "")),
        lambda a: (f"负载增长到 {a['growth']:g} 倍：每秒约 {a['audio']:,.1f} 秒音频 → {a['busy']:,.1f} 张卡满载 → "
                   f"{a['cards']} 张 {a['gpu']}" + (f"，每月约 {a['month']}" if a["month"] else ""))),
    "gen.tts.speech_llm": E(
        lambda a: (f"{a['name']} is a speech LLM (a {a['backbone']} fine-tune) that writes ≈ {a['rate']:.0f} audio "
                   f"tokens per second of speech ({a['source']}): each real-time stream needs ≥ {a['rate']:.0f} "
                   "tokens/s of decode (plan headroom above it), so per-stream speed under batching binds, not "
                   "memory"
                   + (f"; {a['streams']:,.0f} streams ≈ {a['total']:,.0f} tokens/s in all" if a.get("streams") else "")
                   + f". It is not sized on another TTS model's real-time factor: serve it as {a['backbone']} "
                   "(vLLM) and time streams per card at your batch on a one-card pilot, with the first-audio "
                   "latency"),
        lambda a: (f"{a['name']} 是语音大模型（{a['backbone']} 微调），每秒语音约生成 {a['rate']:.0f} 个音频 token"
                   f"（{a['source']}）：每路实时流需要 ≥ {a['rate']:.0f} token/s 的解码速度（再留余量），"
                   "瓶颈是批处理下的单路速度，不是显存"
                   + (f"；{a['streams']:,.0f} 路合计约 {a['total']:,.0f} token/s" if a.get("streams") else "")
                   + f"。不按其他 TTS 模型的实时率估算：按 {a['backbone']}（vLLM）部署，在一张卡上试跑，"
                   "按你的并发测每卡能撑几路，以及首段音频延迟")),
    "gen.tts.no_load": E(
        "How many hours of speech, and how often? (e.g. '20 videos a week, 10 minutes each')",
        "每周/每月要合成多少小时语音？（例如“每周 20 支影片、每支 10 分钟”）"),
    "gen.tts.assumed_length": E(
        lambda a: (f"No length said: each of the {a['count']:,.0f} taken as ≈ {a['minutes']:g} min of speech "
                   "(≈ 150 words) — say how long each one is and the cost scales with it"),
        lambda a: (f"没有说每条多长：{a['count']:,.0f} 条按每条约 {a['minutes']:g} 分钟语音估算（约 150 个英文词或 300 个"
                   "汉字）——告诉我实际长度，费用按比例变化")),
    # a TTS model named that no table holds ("with Chatterbox"): said, and the held one sized in its place
    "gen.tts.assumed": E(
        lambda a: (f"{a['said']} is not in my tables: the licence check and sizing below are for {a['name']}, the "
                   f"nearest held TTS model, in its place (an assumption: check {a['said']}'s own licence and time it "
                   "on a pilot)" if a.get("said") else
                   f"No TTS model named: the licence check and sizing below are for {a['name']}"),
        lambda a: (f"{a['said']} 不在我的表里：下面按同类中最接近的 TTS 模型 {a['name']} 检查许可并估算（假设：请自行核对 "
                   f"{a['said']} 的许可，并小规模试跑计时）" if a.get("said") else
                   f"没有说用哪个 TTS 模型：下面按 {a['name']} 检查许可并估算")),
}
