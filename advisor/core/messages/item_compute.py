"""The words of advisor/core/item_compute.py: a per-item time estimate from compute for a named non-generative
non-LLM model, the GPU-hours or CPU core-hours, the cards or cores for the window, the cost, and the proposed hardware
judged; figures from tools/item_compute.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from tools.wording import item_time

_EST_EN = "estimate from compute; time it on a pilot"
_EST_ZH = "按计算量估算，先试跑计时"


def _s(x: float) -> str:
    v, unit = item_time(x, minutes=False)
    return f"{v:.2g} ms" if unit == "ms" and v < 10 else f"{v:,.0f} ms" if unit == "ms" else f"{v:,.2f} s"


def _n(x: float) -> str:
    return f"{x:.2g}" if x < 0.1 else f"{x:,.2f}" if x < 1 else f"{x:,.1f}" if x < 10 else f"{x:,.0f}"


def _where(a: Mapping[str, Any], zh: bool) -> str:
    if a.get("price") is None:
        return ""
    away = ("，在你所在地以外租" if zh else ", rented outside your place") if a.get("elsewhere") else ""
    return f"（{a['card']} {a['price']}/小时，{a['row']}{away}）" if zh else f" ({a['card']} at {a['price']}/h, {a['row']}{away})"


def _basis(a: Mapping[str, Any], zh: bool) -> str:
    """What the estimate stands on: a diffusion model's steps × ensemble of a measured U-Net pass at its processing
    size, an OCR VLM's encoder + prefill compute and its batched decode's memory reads, else FLOPs or a measured speed;
    each assumption said as assumed."""
    if a.get("kind") == "diffusion":
        said = a["steps_said"] and a["ens_said"]
        why_zh, why_en = "（未说明的按 v1-1 默认：4 步 × 1）", " (unsaid ones at v1-1's defaults, 4 × 1: say yours)"
        why = "" if said else why_zh if zh else why_en
        return (f"{a['steps']} 个去噪步 × 集成 {a['ensemble']}{why}，处理分辨率 {a['size']}（长边 768），"
                "按实测 SD U-Net 每步耗时换算" if zh else
                f"{a['steps']} denoising steps × ensemble {a['ensemble']}{why} of an SD-size U-Net step at "
                f"{a['size']} (long side 768 px), scaled from a measured step")
    if a.get("kind") == "ocrvlm":
        tk = "" if a["tokens_said"] else ("，假设值：告诉我你们的" if zh else ", assumed: say yours")
        return (f"视觉编码器加预填充 {a['gflops']:,.0f} GFLOP，加每页生成 {a['tokens']:,} 个 token{tk}"
                f"（{a['batch']} 页一起批量解码，读 KV 缓存和权重受显存带宽限制）" if zh else
                f"the vision encoder + prefill ({a['gflops']:,.0f} GFLOP) + {a['tokens']:,} generated tokens a page{tk} "
                f"(decoded {a['batch']} pages at a time, bound by reading the KV cache and weights)")
    per = "每个变异" if a.get("variants") else "每张"
    return ((f"{per} {a['gflops']:,.0f} GFLOP（{a['input']}）" if zh else f"{a['gflops']:,.0f} GFLOP an item at {a['input']}")
            if not a["measured"] else ("按公开实测速度换算" if zh else "scaled from its published measured speed"))


def _monthly(a: Mapping[str, Any], zh: bool, lead: str) -> str:
    """A flow said a month: GPU-hours a month, the cards that carry it, held all month (and the hours alone)."""
    held = a["month"]
    if zh:
        cost = f"；整月常驻约 {held}/月（只按这些小时租约 {a['cost']}）" if held else ""
        return (f"{lead}每月 {a['n']:,.0f} 页 = 每月 {_n(a['gpuh'])} GPU 小时，{a['cards']} 张 {a['card']} 够用"
                f"{cost}{_where(a, zh)}")
    cost = f"; held all month ≈ {held} a month (≈ {a['cost']} if rented only for those hours)" if held else ""
    return (f"{lead}{a['n']:,.0f} pages a month = {_n(a['gpuh'])} GPU-hours a month → {a['cards']} × {a['card']} carries "
            f"it{cost}{_where(a, zh)}")


def _plan(a: Mapping[str, Any], zh: bool) -> str:
    basis = _basis(a, zh)
    if a.get("monthly") and a.get("kind") == "ocrvlm":
        lead = (f"估算（{_EST_ZH}）：{a['name']} {basis}（{a['source']}）→ 在 {a['card']} 上每页约 {_s(a['secs'])}；" if zh
                else f"Estimate ({_EST_EN}): {a['name']} at {basis} ({a['source']}) → ≈ {_s(a['secs'])} a page on the "
                f"{a['card']}; ")
        return _monthly(a, zh, lead)
    cards, window = a["cards"], a["window"]
    # video frames (RIFE), a DNA model's variants (Evo 2), pages (an OCR VLM) or images
    one, unit = (("帧", "帧") if a.get("frames") else ("个变异", "个变异") if a.get("variants")
                 else ("页", "页") if a.get("kind") == "ocrvlm" else ("张", "张图"))
    if zh:
        day = "每天 " if a["daily"] else ""
        fit = f"；{window:,.0f} 小时内做完要 {cards} 张 {a['card']}{a.get('assumed') or ''}" if cards else ""
        cost = (f"；约 {a['cost']}{'/天，约 ' + a['month'] + '/月' if a['month'] else ''}" if a["cost"] else "")
        alt = f"；用 {a['alt']} 的话计算量约为它的 1/{a['alt_ratio']:.1f}" if a.get("alt") else ""
        return (f"估算（{_EST_ZH}）：{a['name']} {basis}（{a['source']}）→ 在 {a['card']} 上每{one}约 {_s(a['secs'])}；"
                f"{day}{a['n']:,.0f} {unit} = {_n(a['gpuh'])} GPU 小时{fit}{cost}{_where(a, zh)}{alt}")
    day = " a day" if a["daily"] else ""
    fit = f"; within {window:,.0f} h that is {cards} × {a['card']}{a.get('assumed') or ''}" if cards else ""
    cost = (f"; ≈ {a['cost']}{day}" + (f", ≈ {a['month']} a month" if a["month"] else "")) if a["cost"] else ""
    alt = f"; {a['alt']} takes ≈ {a['alt_ratio']:.1f}× less compute" if a.get("alt") else ""
    each, frames = (("a frame", " frames") if a.get("frames") else ("a variant", " variants") if a.get("variants")
                    else ("a page", " pages") if a.get("kind") == "ocrvlm"
                    else ("an item", ""))
    return (f"Estimate ({_EST_EN}): {a['name']} at {basis} ({a['source']}) → ≈ {_s(a['secs'])} {each} "
            f"on the {a['card']}; {a['n']:,.0f}{frames}{day} = {_n(a['gpuh'])} GPU-hours{fit}{cost}{_where(a, zh)}{alt}")


def _cpu(a: Mapping[str, Any], zh: bool) -> str:
    cores = a["cores"]
    if a["per_audio"]:
        said = "" if a["audio_said"] else ("（假设每段 10 秒，告诉我实际长度）" if zh else " (10 s assumed: say yours)")
        each = (f"每段 {a['audio']:g} 秒录音约 {a['each']:.2f} 个 CPU 核秒{said}" if zh
                else f"≈ {a['each']:.2f} CPU core-seconds a {a['audio']:g} s recording{said}")
    elif a.get("per_h"):  # counted in hours of audio
        each = f"每小时音频约 {a['each']:,.0f} 个 CPU 核秒" if zh else f"≈ {a['each']:,.0f} CPU core-seconds an hour of audio"
    else:
        e = f"{a['each']:,.1f}" if a["each"] < 10 else f"{a['each']:,.0f}"  # Prophet's 1.5, Tesseract's 2.0
        each = (f"每{'条序列' if a.get('series') else '张'}约 {e} 个 CPU 核秒" if zh
                else f"≈ {e} CPU core-seconds a{' series' if a.get('series') else 'n item'}")
    unit_zh, unit_en = (("小时音频", "hours of audio") if a.get("per_h") else ("条序列", "series") if a.get("series")
                        else (("通电话", "calls") if a["per_audio"] else ("张", "items")))
    if zh:
        day = "每天 " if a["daily"] else ""
        fit = f"，{a['window']:,.0f} 小时内平均要 {cores:,.2f} 个核" if cores is not None else ""
        return (f"CPU 估算（{_EST_ZH}）：{a['name']} {each}（{a['source']}）；{day}{a['n']:,.0f} "
                f"{unit_zh} = "
                f"{_n(a['core_h'])} 核时{fit}")
    day = " a day" if a["daily"] else ""
    fit = f": {cores:,.2f} cores busy on average over {a['window']:,.0f} h" if cores is not None else ""
    return (f"On CPU ({_EST_EN}): {a['name']} {each} ({a['source']}); {a['n']:,.0f} {unit_en}"
            f"{day} = {_n(a['core_h'])} "
            f"core-hours{fit}")


def _train(a: Mapping[str, Any], zh: bool) -> str:
    ep = "" if a["epochs_said"] else ("（假设，告诉我你的轮数）" if zh else " (assumed: say yours)")
    if a["gpuh"] is None:
        return ""
    if zh:
        cost = f"，约 {a['cost']}" if a["cost"] else ""
        return (f"微调估算（{_EST_ZH}）：{a['n']:,.0f} 张 × {a['epochs']} 轮{ep} × 每张每轮 {a['gflops']:,.0f} GFLOP"
                f"（训练 ≈ 6 × 参数 × 输入长度）→ 在 {a['card']} 上约 {_n(a['gpuh'])} GPU 小时{cost}——一张卡几小时的事")
    cost = f", ≈ {a['cost']}" if a["cost"] else ""
    return (f"Fine-tune estimate ({_EST_EN}): {a['n']:,.0f} pages × {a['epochs']} epochs{ep} × {a['gflops']:,.0f} GFLOP "
            f"a page an epoch (6 × params × input length) → ≈ {_n(a['gpuh'])} GPU-hours on the {a['card']}{cost} — hours on "
            f"one card")


def _headroom(a: Mapping[str, Any], zh: bool) -> str:
    """The exact card count would sit near 100 % of the window: plan one more (tools.item_compute.cards_with_headroom)."""
    if zh:
        return (f"余量：{a['cards']} 张 {a['card']} 要忙满 {a['window']:,.0f} 小时的 {a['busy']:.0f} %，"
                f"没有给重跑、故障和前期调试留时间——按 {a['room']} 张规划（每张不超过 80 % 的时间），"
                f"GPU 小时和费用不变，只是提前做完")
    return (f"Headroom: {a['cards']} × {a['card']} would be busy {a['busy']:.0f} % of the {a['window']:,.0f} h, with no "
            f"time left for re-runs, failures or a slow first week — plan {a['room']} (none busy over 80 % of the "
            f"window): the same GPU-hours and cost, finished sooner")


def _raster(a: Mapping[str, Any], zh: bool) -> str:
    """Rendering the PDFs to images on CPU before the OCR (tools.item_compute.raster_core_hours)."""
    dpi = a["dpi"] or 300
    cores = (f"，{a['window']:,.0f} 小时内平均 {a['cores_lo']:.1f}–{a['cores_hi']:.1f} 个核" if zh else
             f": {a['cores_lo']:.1f}–{a['cores_hi']:.1f} cores busy on average over {a['window']:,.0f} h") if a[
        "cores_lo"] is not None else ""
    if zh:
        return (f"PDF 渲染（CPU）：OCR 吃的是图片，每页 PDF 要先按 {dpi} dpi 渲染成图（pdftoppm / PyMuPDF），约 0.2–0.5 个 CPU "
                f"核秒一页（假设，先在 1,000 页上计时）；{a['n']:,.0f} 页 ≈ {_n(a['lo'])}–{_n(a['hi'])} 核时{cores}——"
                f"要跟上 GPU 的速度，再加上 OCR 自己的前后处理也在 CPU 上，每张卡配足 CPU 核，渲染和识别流水线并行")
    return (f"Rendering the PDFs (CPU): OCR reads images, so each PDF page is rendered at {dpi} dpi first (pdftoppm / "
            f"PyMuPDF), ≈ 0.2–0.5 CPU core-seconds a page (assumed: time it on 1,000 of your pages); {a['n']:,.0f} pages "
            f"≈ {_n(a['lo'])}–{_n(a['hi'])} core-hours{cores} — to keep pace with the GPUs, with the OCR's own pre- and "
            f"post-processing on CPU too, give each card enough cores and pipeline rendering and recognition")


def _proposed(a: Mapping[str, Any], zh: bool) -> str:
    said = f"{a['n']} × {a['card']}" if a["n"] > 1 else a["card"]
    t, speed = a["times"], a.get("speed")
    if a["n"] == 1 and t >= 1.5:  # one card is the least one buys: say how idle it sits
        return (f"{said}：一张就够——这个工作在它上面约 {_n(a['hours'])} 卡时，{a['window']:,.0f} 小时里只忙 {a['busy']:,.1f}%，"
                f"更便宜的小卡也做得完" if zh else
                f"{said}: one is plenty — the job is ≈ {_n(a['hours'])} card-hours of its {a['window']:,.0f} h "
                f"({a['busy']:,.1f} % busy); a cheaper, smaller card does it too")
    if t >= 1.5:
        return (f"{said}：这个工作在 {a['card']} 上约 {_n(a['hours'])} 卡时，你们提的配置在 {a['window']:,.0f} 小时里"
                f"约是需要的 {t:,.0f} 倍" if zh else
                f"{said}: the job is ≈ {_n(a['hours'])} card-hours on the {a['card']}, so the proposal is ≈ {t:,.0f}× "
                f"more than the job needs in {a['window']:,.0f} h")
    if speed is not None and a.get("pilot"):
        return (f"{said}：这个工作在 {a['card']} 上每张的速度约是 {a['pilot']} 的 {speed:,.1f} 倍"
                f"（小模型，瓶颈在 CPU 前后处理），约 {_n(a['hours'])} 卡时——贵的卡买不到速度，租便宜的卡多开几张" if zh else
                f"{said}: only {speed:,.1f}× the {a['pilot']}'s speed per item on this job (a small model held back by "
                f"its CPU pre- and post-processing), ≈ {_n(a['hours'])} card-hours — the dearer card buys no speed; "
                f"rent more of the cheap one")
    return (f"{said}：这个工作在 {a['card']} 上约 {_n(a['hours'])} 卡时，配置和需要大致相当" if zh else
            f"{said}: the job is ≈ {_n(a['hours'])} card-hours on the {a['card']}: about what it needs")


ENTRIES = {
    "ic.plan": E(lambda a: _plan(a, False), lambda a: _plan(a, True)),
    "ic.tiles": E(
        lambda a: (f"Estimate ({_EST_EN}): {a['name']} at {a['gflops']:,.0f} GFLOP a 224 × 224 tile ({a['source']}) → "
                   f"≈ {_s(a['secs'])} a tile on the {a['card']}, {a['per_k']:.2g} GPU-hours a thousand tiles"
                   f"{_where(a, False)}; GPU-hours = slides × tiles a slide (count yours: tissue area, magnification) "
                   f"× that ÷ 1,000"),
        lambda a: (f"估算（{_EST_ZH}）：{a['name']} 每个 224 × 224 tile {a['gflops']:,.0f} GFLOP（{a['source']}）→ 在 "
                   f"{a['card']} 上每个 tile 约 {_s(a['secs'])}，每千个 tile {a['per_k']:.2g} GPU 小时{_where(a, True)}；"
                   f"GPU 小时 = 切片数 × 每张切片的 tile 数（看组织面积和放大倍率）× 它 ÷ 1,000")),
    "ic.cpu": E(lambda a: _cpu(a, False), lambda a: _cpu(a, True)),
    "ic.train": E(lambda a: _train(a, False), lambda a: _train(a, True)),
    "ic.proposed": E(lambda a: _proposed(a, False), lambda a: _proposed(a, True)),
    "ic.headroom": E(lambda a: _headroom(a, False), lambda a: _headroom(a, True)),
    "ic.raster": E(lambda a: _raster(a, False), lambda a: _raster(a, True)),
}
