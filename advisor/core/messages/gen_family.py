"""The words of tools/gen_families.py's answers: music generation (ACE-Step), real-time lip-sync (MuseTalk) and
portrait animation (LivePortrait), each sized from its published speed with the assumption and its source said."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.messages.common import tariff_note_en, tariff_note_zh
from tools.constants import DAYS_PER_MONTH as _DAYS

_FAMILY_EN = {"music": "a music-generation model", "lipsync": "a real-time lip-sync (talking-head video) model",
              "portrait": "a portrait-animation (talking-photo video) model"}
_FAMILY_ZH = {"music": "音乐生成模型", "lipsync": "实时对口型（数字人视频）模型", "portrait": "人像动画（照片说话视频）模型"}
_NOT_EN = {"music": "not a chat LLM", "lipsync": "not a text-to-speech model and not a chat LLM",
           "portrait": "not an image classifier and not a chat LLM"}
_NOT_ZH = {"music": "不是对话大模型", "lipsync": "不是语音合成（TTS）模型，也不是对话大模型",
           "portrait": "不是图像识别模型，也不是对话大模型"}


def _said(a: Mapping[str, Any], zh: bool) -> str:
    n, unit = a["figure"], a["said"]
    if unit == "rtf":
        return f"{n:g} 倍实时（27 步）" if zh else f"{n:g}× real time at 27 steps"
    if unit == "s30":  # YuE's README: seconds to generate 30 s of audio
        return (f"生成 30 秒音频要 {n:g} 秒（{30 / n:.2g} 倍实时）" if zh else
                f"{n:g} s to generate 30 s of audio ({30 / n:.2g}× real time)")
    if unit == "fps":
        return f"实时 {n:g} 帧/秒以上" if zh else f"real time at {n:g}+ fps"
    if unit == "lm":  # an autoregressive audio LM: decoder steps a second of audio (its model card)
        return f"每秒音频 {n:g} 步自回归解码" if zh else f"{n:g} autoregressive decoder steps a second of audio"
    if unit == "gflops":
        return f"每帧 {n:g} GFLOPs" if zh else f"{n:g} GFLOPs a frame"
    return f"每帧 {n:g} 毫秒（仅动画网络）" if zh else f"{n:g} ms a frame (the animation network alone)"


def _head(a: Mapping[str, Any], zh: bool) -> str:
    f = a["family"]
    if a["said"] == "gflops":  # no published speed: its own FLOPs a frame at an assumed share of each card's peak
        util = f"{a['util']:.0%}"
        return (f"{a['name']} 是{_FAMILY_ZH[f]}，{_NOT_ZH[f]}：没有官方公开的吞吐量，按它自己的计算量估算——生成器"
                f"{_said(a, True)}（{a['source']}），假设用到每张卡 FP16 稠密峰值的 {util}，端到端（缓存的人脸框、梅尔窗、"
                f"贴回 720p 画面、颜色转换）再 ÷ {a['factor']:g}；这是估算，请在试点上实测" if zh else
                f"{a['name']} is {_FAMILY_EN[f]}, {_NOT_EN[f]}: it has no published throughput, so it is sized from its "
                f"own compute — the generator's {_said(a, False)} ({a['source']}) at an assumed {util} of each card's "
                f"dense FP16 peak, then ÷ {a['factor']:g} end to end (cached face boxes, mel windows, paste-back into the "
                f"720p frame, colour conversion); an estimate: time it on a pilot")
    if a.get("params"):  # an autoregressive audio LM: timed as LM decoding, never a diffusion model's speed
        return _lm_head(a, zh)
    if a.get("proxy"):  # no published speed of its own: the held row of its kind, said as such
        unnamed = ("" if a["named"] else f"（没有说模型：按 {a['name']} 估算，换模型请告诉我）") if zh else \
            ("" if a["named"] else f" (no model named: sized on {a['name']}; name yours to re-size)")
        return (f"{a['name']} 是{_FAMILY_ZH[f]}，{_NOT_ZH[f]}{unnamed}：这里没有它自己公开的速度，暂按同类的 {a['proxy']} 估算——"
                f"{a['gpu']} 上 {_said(a, True)}（{a['source']}，{a['as_of']} 读取）；请在试点上实测" if zh else
                f"{a['name']} is {_FAMILY_EN[f]}, {_NOT_EN[f]}{unnamed}: no published speed of its own is held here, so it is "
                f"sized provisionally on {a['proxy']}, the held model of its kind — {_said(a, False)} on one {a['gpu']} "
                f"({a['source']}, read {a['as_of']}); time it on a pilot")
    if zh:
        said = "" if a["named"] else f"（没有说模型：按 {a['name']} 估算，换模型请告诉我）"
        return (f"{a['name']} 是{_FAMILY_ZH[f]}，{_NOT_ZH[f]}{said}：按它公开的速度估算——{a['gpu']} 上 {_said(a, True)}"
                f"（{a['source']}，{a['as_of']} 读取）")
    said = "" if a["named"] else f" (no model named: sized on {a['name']}; name yours to re-size)"
    return (f"{a['name']} is {_FAMILY_EN[f]}, {_NOT_EN[f]}{said}: sized from its published speed — {_said(a, False)} on "
            f"one {a['gpu']} ({a['source']}, read {a['as_of']})")


def _lm_head(a: Mapping[str, Any], zh: bool) -> str:
    b, gb, rows = a["params_b"], a["weights_gb"], a["rows"]
    if zh:
        return (f"{a['name']} 是{_FAMILY_ZH['music']}，{_NOT_ZH['music']}，也不是扩散模型：它是 {b:.2g}B 参数的自回归语言模型，"
                f"{_said(a, True)}（{a['source']}，{a['as_of']} 读取）——30 秒要 {30 * a['steps']:,.0f} 步依次解码。按解码"
                f"屋顶线估算：每步读一遍 16 位权重（{gb:.1f} GB）和 KV 缓存 ÷ 显存带宽，每张卡一次生成 {a['batch']} 段"
                f"（无分类器引导每段 {rows} 行；显存放不下就少几段）。没有找到公开的 MusicGen 生成速度实测：这是上限，"
                f"audiocraft 默认的 eager PyTorch 每步还有主机开销（单段约接近实时），请在试点上实测")
    return (f"{a['name']} is {_FAMILY_EN['music']}, {_NOT_EN['music']} and not a diffusion model: it is a {b:.2g}B-parameter "
            f"autoregressive language model, {_said(a, False)} ({a['source']}, read {a['as_of']}) — 30 s of audio is "
            f"{30 * a['steps']:,.0f} sequential steps. Sized by the decode roofline: each step reads the 16-bit weights "
            f"({gb:.1f} GB) and the KV cache at the card's memory bandwidth, {a['batch']} clips generated together on a "
            f"card ({rows} rows a clip with classifier-free guidance; fewer where memory runs out). No published MusicGen "
            "generation-speed measurement was found: this is a ceiling — audiocraft's default eager PyTorch adds host "
            "time every step (one clip alone runs near real time) — time it on a pilot")


def _where(a: Mapping[str, Any], zh: bool) -> str:
    scaled = ("（按 FP16 算力从实测卡换算，不高于实测）" if zh else " (scaled from the measured card by FP16 TFLOPS, never "
              "above it)") if a["scaled"] else ""
    if a["scaled"] and a.get("flops"):
        scaled = "（按这张卡的 FP16 算力估算）" if zh else " (from its own FP16 TFLOPS)"
    if a["scaled"] and a.get("lm_batch"):
        scaled = "（按这张卡的显存带宽，解码屋顶线）" if zh else " (from its own memory bandwidth, the decode roofline)"
    if a["price"] is None:
        return (f"{a['gpu']}{scaled}（我的价格数据里没有它的小时价）" if zh
                else f"the {a['gpu']}{scaled} (no hourly price for it in my data)")
    ref = ("参考价，不在你说的地区：" if zh else "a reference price outside your stated place: ") if a["ref"] else ""
    return (f"{a['gpu']}{scaled}（{ref}{a['row']}，每小时 {a['price']}）" if zh
            else f"the {a['gpu']}{scaled} ({ref}{a['row']}, {a['price']}/h)")


def _cards(n: int) -> str:
    return f"{n:,} card" + ("" if n == 1 else "s")


def _items(a: Mapping[str, Any], zh: bool) -> str:
    music = a["family"] == "music"
    peak = (f"高峰{'（假设）' if a['assumed'] else ''}：当天 {a['share']:.0f}% 在 {a['window']:g} 小时内" if zh else
            f"peak{' (assumed)' if a['assumed'] else ''}: {a['share']:.0f} % of the day in {a['window']:g} h")
    if not a["window_said"] and zh:
        peak = f"高峰（假设）：最忙的 1 小时占当天 {a['share']:.0f}%"
    elif not a["window_said"]:
        peak = f"peak (assumed): the busiest hour carries {a['share']:.0f} % of the day"
    if zh:
        unit = "段" if a.get("clips") else "首" if music else "条"
        what = "音频" if music else "视频"
        monthly = f"每月 {a['month_count']:,.0f} {unit} ≈ " if a.get("month_count") else ""
        return (f"在 {_where(a, True)} 上：{monthly}"
                f"每天 {a['count']:,.0f} {unit} × {a['each']:g} 秒 = {a['out_h']:,.1f} 小时{what}"
                f"；每张卡每秒产出 {a['rate']:.3g} 秒{what} → 每天 {a['gpuh']:,.1f} GPU 小时；全天平均要 {a['avg']} 张卡，"
                f"{peak} → 高峰要 {a['peak']} 张（每张卡忙 ≤ 80%）；{_one_item(a, unit, True)}。"
                + (f"月费：按实际用量（自动扩缩容，下限）约 {a['used']}；按高峰卡数 24 小时常开约 {a['held']}"
                   if a["used"] else "月费：没有这张卡的小时价，无法定价"))
    unit = "songs" if music and not a.get("clips") else "clips"
    what = "audio" if music else "video"
    monthly = f"{a['month_count']:,.0f} {unit} a month ≈ " if a.get("month_count") else ""
    return (f"On {_where(a, False)}: {monthly}{a['count']:,.0f} {unit} a day × {a['each']:g} s = {a['out_h']:,.1f} h of {what} a "
            f"day; a card makes {a['rate']:.3g} s of {what} a second → {a['gpuh']:,.1f} GPU-hours a day; "
            f"{_cards(a['avg'])} on the day's average, {peak} → {_cards(a['peak'])} at the peak (each ≤ 80 % busy); "
            f"{_one_item(a, unit, False)}. "
            + (f"Month: ≈ {a['used']} paying only the GPU-hours used (autoscaled, a floor); ≈ {a['held']} with the "
               "peak's cards held 24/7" if a["used"] else "Month: no hourly price for this card in my data"))


def _moshi(a: Mapping[str, Any], zh: bool) -> str:
    """Moshi's published facts: what it is and is not."""
    if zh:
        return (f"{a['name']} 是全双工语音对话模型（一边听一边说），不是语音识别模型（Kyutai stt），也不是对话文本大模型："
                f"{a['params_b']:.2f}B 参数，bf16 约 {a['gb']:g} GB 显存，Mimi 编解码 {a['hz']:g} Hz，"
                f"理论延迟 {a['latency']:g} 毫秒、"
                f"{a['on']} 上实际约 {a['practical']:g} 毫秒，"
                f"许可 {a['licence']}（{a['source']}，{a['as_of']} 读取）")
    return (f"{a['name']} is a full-duplex speech-to-speech dialogue model (it listens and speaks at once), not a "
            f"speech-recognition model (Kyutai's stt rows) and not a chat LLM: {a['params_b']:.2f}B parameters, "
            f"≈ {a['gb']:g} GB in bf16, Mimi codec at {a['hz']:g} Hz, latency {a['latency']:g} ms in theory, "
            f"≈ {a['practical']:g} ms in practice on an {a['on']}, licence {a['licence']} "
            f"({a['source']}, read {a['as_of']})")


def _moshi_pilot(a: Mapping[str, Any], zh: bool) -> str:
    """Why Moshi is not sized (no published conversations-per-card figure) and the pilot that measures it."""
    n = a["count"]
    if zh:
        load = (f"{n:,.0f} 路同时对话 → 卡数 = ⌈{n:,.0f} ÷ 试点测得的每卡路数⌉" if n
                else "卡数 = ⌈同时对话数 ÷ 试点测得的每卡路数⌉")
        return (f"这里没有它每张卡能同时撑多少路对话的公开数据，所以不估算、也不借用别的模型的速度：每路对话每秒要 "
                f"{a['hz']:g} 步 7B 主干（每步 ≤ {a['budget_ms']:g} 毫秒，含每帧的码本深度步骤），KV 缓存随对话变长——先在一张 "
                f"L4 / L40S / H100 上用 moshi 服务端压测，看延迟保持在约 {a['practical']:g} 毫秒时能撑几路；{load}")
    load = (f"{n:,.0f} conversations at once → cards = ⌈{n:,.0f} ÷ the per-card count the pilot measures⌉" if n
            else "cards = ⌈conversations at once ÷ the per-card count the pilot measures⌉")
    return (f"How many simultaneous conversations one card carries is not published, so it is not sized here, and no "
            f"other model's speed is put in its place: each conversation needs {a['hz']:g} steps a second of the 7B "
            f"backbone (a batched step within {a['budget_ms']:g} ms, the Depth Transformer's codebook steps included) "
            f"and a KV cache that grows with the call — load-test the moshi server on one L4 / L40S / H100 for the "
            f"conversations it holds at ≈ {a['practical']:g} ms; {load}")


def _one_item(a: Mapping[str, Any], unit: str, zh: bool) -> str:
    """How long one item takes: an autoregressive LM's batch of clips finishes together (each clip's steps × one
    batched step), any other model's item its length ÷ the card's rate."""
    if a.get("lm_batch"):
        return (f"一批 {a['lm_batch']} {unit}一起生成，约 {a['lm_wall']:,.0f} 秒一起出完" if zh else
                f"a batch of {a['lm_batch']} {unit} is generated together and finishes in ≈ {a['lm_wall']:,.0f} s")
    return f"单{unit}约 {a['item_s']:,.1f} 秒出完" if zh else f"one {unit[:-1]} takes ≈ {a['item_s']:,.1f} s"


def _streams(a: Mapping[str, Any], zh: bool) -> str:
    hours = "" if a["hours_said"] else ("（没说每天几小时：按 24 小时）" if zh else " (hours a day not said: 24)")
    if zh:
        cap = "（受 NVENC 并发会话上限限制）" if a.get("capped") else ""
        s = (f"在 {_where(a, True)} 上：每路要实时 {a['fps']:g} 帧/秒，一张卡每秒可出 {a['rate']:.3g} 路的帧 → 每张卡 "
             f"{a['per']} 路{cap}；{a['rooms']:,.0f} 路同时 × 每天 {a['hours']:g} 小时{hours} → {a['cards']} 张卡、每天 "
             f"{a['gpuh']:,.0f} GPU 小时")
        s += f"，月费约 {a['month']}（卡数 × 每天小时 × {_DAYS:.1f} 天 × 小时价）" if a["month"] else "（没有小时价）"
        if a["budget"] and a["month"]:
            s += (f"——✅ 在每月 {a['budget']} 预算内" if a["fits"] else
                  f"——❌ 超出每月 {a['budget']} 的预算（这个价格下预算只够约 {a['afford']:,.1f} 张卡）")
        return s
    cap = " (held to NVENC's concurrent-session cap)" if a.get("capped") else ""
    s = (f"On {_where(a, False)}: each stream needs {a['fps']:g} frames a second in real time and a card makes "
         f"{a['rate']:.3g} streams' worth → {a['per']} per card{cap}; {a['rooms']:,.0f} streams at once × {a['hours']:g} h a "
         f"day{hours} → {_cards(a['cards'])}, {a['gpuh']:,.0f} GPU-hours a day")
    s += (f", ≈ {a['month']} a month (cards × hours a day × {_DAYS:.1f} days × the hourly price)" if a["month"]
          else " (no hourly price)")
    if a["budget"] and a["month"]:
        s += (f" — ✅ within the {a['budget']} a month budget" if a["fits"] else
              f" — ❌ over the {a['budget']} a month budget (at this price it holds ≈ {a['afford']:,.1f} cards)")
    return s


def _batch(a: Mapping[str, Any], zh: bool) -> str:
    """A one-off batch: items × seconds = hours of audio, GPU-hours at the card's rate, one card's wall time, the cards
    for the deadline said in hours (else the formula with the hours left to fill in) and the cost."""
    if zh:
        fit = (f"→ {a['deadline']:,.0f} 小时内完成要 {a['cards']} 张卡并行" if a["cards"] else
               "→ 截止时间没换算成小时：卡数 = ⌈GPU 小时 ÷ 剩余小时⌉（各条互相独立，卡数不改变总价）")
        cost = f"；合计约 {a['cost']}（按用时）" if a["cost"] else "；没有这张卡的小时价，无法定价"
        return (f"在 {_where(a, True)} 上：一次性 {a['count']:,.0f} 段 × {a['each']:g} 秒 = {a['out_h']:,.1f} 小时音频；"
                f"每张卡每秒产出 {a['rate']:.3g} 秒音频 → 合计 {a['gpuh']:,.1f} GPU 小时（一张卡约 {a['one_h']:,.1f} 小时）"
                f"{fit}{cost}")
    fit = (f" → {_cards(a['cards'])} in parallel to finish within {a['deadline']:,.0f} h" if a["cards"] else
           " → the deadline is not in hours here: cards = ⌈GPU-hours ÷ the hours you have left⌉ (independent items: "
           "more cards, the same total cost)")
    cost = f"; ≈ {a['cost']} in all for the hours used" if a["cost"] else "; no hourly price for this card in my data"
    return (f"On {_where(a, False)}: a one-off batch of {a['count']:,.0f} × {a['each']:g} s = {a['out_h']:,.1f} h of "
            f"audio; a card makes {a['rate']:.3g} s of audio a second → {a['gpuh']:,.1f} GPU-hours in all (one card ≈ "
            f"{a['one_h']:,.1f} h){fit}{cost}")


def _ask_items(a: Mapping[str, Any], zh: bool) -> str:
    music = a["family"] == "music"
    if zh:
        return ("还缺负载：每天多少首、每首多长（例如每天 1 万首 × 3 分钟）？有了就按上面的速度给出卡数和月费" if music else
                "还缺负载：每天多少条、每条多少秒？有了就按上面的速度给出卡数和月费")
    return ("The load is missing: how many songs a day and how long each (e.g. 10,000 × 3 min)? With it the cards and "
            "the month follow from the speed above" if music else
            "The load is missing: how many clips a day and how many seconds each? With it the cards and the month "
            "follow from the speed above")


_WHERE_EN = {"eu": "the European Union", "uk": "the United Kingdom", "kr": "South Korea"}
_WHERE_ZH = {"eu": "欧盟", "uk": "英国", "kr": "韩国"}


def _image_alt(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        s = (f"可商用的替代：FLUX.1-schnell（Apache-2.0，4 步）：在 {_where(a, True)} 上每张 1024² 约 {a['secs']:,.1f} 秒"
             "（按 RTX 4090 实测 2.60 秒换算）；要 2K 就先出 1024 再放大。Qwen-Image（Apache-2.0）画质更高但慢得多")
        if a["images"]:
            s += (f"。每天 {a['images']:,.0f} 张 → 每天 {a['gpuh']:,.1f} GPU 小时，平均 {a['avg']} 张卡、高峰 {a['peak']} 张"
                  f"（最忙 1 小时占 10%，假设）；月费按用量约 {a['used']}，高峰卡数常开约 {a['held']}" if a["used"] else "")
        return s
    s = (f"Commercial alternative sized instead: FLUX.1-schnell (Apache-2.0, 4 steps): ≈ {a['secs']:,.1f} s a 1024² "
         f"image on {_where(a, False)} (from its measured 2.60 s on an RTX 4090); for 2K, generate at 1024 and upscale. "
         "Qwen-Image (Apache-2.0) looks more premium but is several times slower")
    if a["images"]:
        s += (f". {a['images']:,.0f} images a day → {a['gpuh']:,.1f} GPU-hours a day, {_cards(a['avg'])} on average, "
              f"{_cards(a['peak'])} at the peak (busiest hour 10 % of the day, assumed); ≈ {a['used']} a month paying the "
              f"hours used, ≈ {a['held']} with the peak's cards held 24/7" if a["used"] else "")
    return s


def _sdxl(a: Mapping[str, Any], zh: bool) -> str:
    cn = (" + ControlNet（按 ControlNet 论文的 +34% 计，假设）" if zh else " + ControlNet (its paper's +34 % a step, "
          "assumed)") if a["cn"] else ""
    sc = ("（按 FP16 算力从 A100 的实测 3.31 秒换算）" if zh else " (scaled from the A100's measured 3.31 s by FP16 "
          "TFLOPS)") if a["scaled"] else ""
    t = a["target"]
    if zh:
        s = (f"SDXL{cn} 在一张 {a['gpu']} 上：1024² 30 步每张约 {a['secs']:,.1f} 秒{sc}；torch.compile 后约 "
             f"{a['compiled']:,.1f} 秒；{a['steps']} 步约 {a['fewer']:,.1f} 秒")
        if t:
            s += (f"——你要的 {t:g} 秒以内：30 步{'做得到' if a['secs'] <= t else '做不到'}，"
                  f"{a['steps']} 步{'做得到' if a['fewer'] <= t else '也做不到'}")
        return s + "（4–8 步的 Lightning / Hyper-SD LoRA 更快，这里没有实测）"
    s = (f"SDXL{cn} on one {a['gpu']}: ≈ {a['secs']:,.1f} s a 1024² image at 30 steps{sc}; ≈ {a['compiled']:,.1f} s "
         f"with torch.compile; ≈ {a['fewer']:,.1f} s at {a['steps']} steps")
    if t:
        s += (f" — your {t:g} s target: {'met' if a['secs'] <= t else 'missed'} at 30 steps, "
              f"{'met' if a['fewer'] <= t else 'missed'} at {a['steps']}")
    return s + " (4–8-step Lightning / Hyper-SD LoRAs are faster; not measured here)"


def _rent_alt(a: Mapping[str, Any], zh: bool) -> str:
    away = ((f"香港在我的价格数据里没有按小时租、{a['target']:g} 秒内能出图的卡，下面是别处的。" if zh else
             f"No hourly card rented in Hong Kong in my data meets {a['target']:g} s, so elsewhere. ") if a["elsewhere"]
            else "")
    if zh:
        s = away + (f"租的一边：能达标的最便宜的按小时卡是 {a['gpu']}（{a['row']}，每小时 {a['price']}；"
                    f"30 步约 {a['secs']:,.1f} 秒、{a['steps']} 步约 {a['fewer']:,.1f} 秒），办公时间每月 {a['hours']:g} 小时"
                    f"（假设：每天 10 小时 × 22 个工作日）约 {a['month']}。三年内，一张 {a['card']}（连主机）买价低于约 "
                    f"{a['even']} 才比租这张卡划算（已扣电费，每度 {a['kwh']}"
                    + ("" if a.get("kwh_said", True) else f"，假设：{tariff_note_zh(a)}") + "）")
        return s + ("；客户图纸不想外流：用有正式合约的云（非 Vast 这类社区主机），或者自己买机" if a["private"]
                    else "")
    s = away + (f"Rent side: the cheapest hourly card that meets it is the {a['gpu']} ({a['row']}, {a['price']}/h; ≈ "
         f"{a['secs']:,.1f} s at 30 steps, {a['fewer']:,.1f} s at {a['steps']}), ≈ {a['month']} a month for "
         f"{a['hours']:g} office hours (assumed: 10 h × 22 workdays). Over 3 years, buying one {a['card']} (with its "
         f"share of the host) beats renting it only below ≈ {a['even']} (power counted at {a['kwh']}/kWh"
         + ("" if a.get("kwh_said", True) else f", assumed: {tariff_note_en(a)}") + ")")
    return s + ("; client drawings: a contracted cloud (not a community host such as Vast) or your own box"
                if a["private"] else "")


def _budget(a: Mapping[str, Any], zh: bool) -> str:
    """The budget verdict of a media plan: "held" (the plan as sized fits), "used" (only billed by use), "over"."""
    fit, b, used, held, gpu, cards = a["fit"], a["budget"], a["used"], a.get("held"), a["gpu"], a.get("cards")
    month = a.get("month", True)
    if zh:
        per = "每月 " if month else " "
        if held is None:  # a one-off batch: its whole cost
            return (f"够：在{per}{b} 预算内——这批在 {gpu} 上约 {used}" if fit == "held" else
                    f"不够：超出{per}{b} 预算——这批在 {gpu} 上也要约 {used}")
        if fit == "held":
            return f"够：在{per}{b} 预算内——按高峰 {cards} 张 {gpu} 24 小时常开约 {held}/月（按实际用量约 {used}/月）"
        if fit == "used":
            return (f"按用量计费才够：{per}{b} 够付实际用量（自动扩缩容约 {used}/月），但不够高峰 {cards} 张 {gpu} "
                    f"24 小时常开（约 {held}/月）")
        return f"不够：超出{per}{b} 预算——{gpu} 上即使只按实际用量也要约 {used}/月"
    per = " a month" if month else ""
    if held is None:
        return (f"Budget: enough — within your {b}{per}: the batch costs ≈ {used} on the {gpu}" if fit == "held" else
                f"Budget: not enough — over your {b}{per}: the batch costs ≈ {used} even on the {gpu}")
    if fit == "held":
        return (f"Budget: enough — within your {b}{per}: even the peak's {cards} × {gpu} held around the clock is "
                f"≈ {held} a month (≈ {used} a month paying only the GPU-hours used)")
    if fit == "used":
        return (f"Budget: enough only if billed by use — your {b}{per} covers the GPU-hours used (≈ {used} a month, "
                f"autoscaled), not the peak's {cards} × {gpu} held around the clock (≈ {held} a month)")
    return f"Budget: not enough — over your {b}{per}: even paying only the GPU-hours used on the {gpu} is ≈ {used} a month"


ENTRIES: dict[str, E] = {
    "fam.sdxl_time": E(lambda a: _sdxl(a, False), lambda a: _sdxl(a, True)),
    "fam.office_load": E(
        lambda a: (f"Load: {a['people']:,} people → {a['at_once']} at once at the busiest time, one image a minute "
                   f"each (assumed) = {a['per_min']:,.0f} a minute → {_cards(a['cards'])} of the {a['gpu']} "
                   "keeps up"),
        lambda a: (f"负载：{a['people']:,} 人 → 最忙时约 {a['at_once']} 人同时用，每人每分钟一张（假设）= 每分钟 "
                   f"{a['per_min']:,.0f} 张 → {a['cards']} 张 {a['gpu']} 就够")),
    "fam.hk_export": E(
        "⚠️ Buying an {gpu} in Hong Kong: US export rules (15 CFR 742.6, Hong Kong treated as China since 2020) need a "
        "licence to ship it there, so a board sold locally may be grey-market (no warranty, seized stock); the "
        "China-market RTX 5090D is the part sold legally — ask the shop which one it is",
        "⚠️ 在香港买 {gpu}：美国出口管制（15 CFR 742.6，2020 年起香港按中国内地对待）要许可证才能运过去，本地卖的可能是水货"
        "（没有保修、可能被扣）；合法销售的是中国特供版 RTX 5090D——问清楚店家是哪一款"),
    "fam.rent_alt": E(lambda a: _rent_alt(a, False), lambda a: _rent_alt(a, True)),
    "fam.territory": E(
        lambda a: (f"⛔ Licence: {a['name']} is under the {a['licence']} ({a['source']}), whose Territory excludes "
                   "the European Union, the United Kingdom and South Korea: a company in "
                   f"{_WHERE_EN[a['where']]} gets no rights to use it, self-hosted or not — so it is not sized here"),
        lambda a: (f"⛔ 许可：{a['name']} 采用 {a['licence']}（{a['source']}），其适用地域（Territory）不含欧盟、英国和韩国："
                   f"位于{_WHERE_ZH[a['where']]}的公司无权使用它，自托管也一样——所以这里不为它估算")),
    "fam.image_alt": E(lambda a: _image_alt(a, False), lambda a: _image_alt(a, True)),
    "fam.image_wider": E(lambda a: f"No card that runs it is priced in your city or country in my data: priced "
                                   f"across {_WHERE_EN[a['where']]} instead",
                         lambda a: f"我的价格数据里你所在城市或国家没有能跑它的卡：改按{_WHERE_ZH[a['where']]}范围定价"),
    "fam.image_unpriced": E("No priced card for an alternative image model where you are in my data",
                            "我的价格数据里，你所在地区没有可给替代图像模型定价的卡"),
    "fam.head": E(lambda a: _head(a, False), lambda a: _head(a, True)),
    "fam.music_span": E(
        "{name} is not in my tables (its licence is not held either: read its model card / LICENSE before a business "
        "use), so it is sized on ACE-Step's published speed, the fast (diffusion) end; if {name} "
        "generates song tokens autoregressively like {yue} (0.2× real time on an H800), the same songs take up to "
        "≈ {ratio:,.0f}× the GPU-hours below — time 20 songs on a pilot card before renting more",
        "{name} 不在我的表里（它的许可也没有收录：商用前先看它的模型卡 / LICENSE），先按 ACE-Step 公开的速度"
        "（扩散模型，快的一端）估算；如果 {name} 像 {yue} 那样自回归地生成"
        "歌曲 token（H800 上 0.2 倍实时），同样的歌最多要下面约 {ratio:,.0f} 倍的 GPU 小时——先在试点卡上生成 20 首计时，"
        "再决定租多少"),
    "fam.min_memory": E(
        "{name} needs a card of at least {gb:g} GB for a song of more than a minute ({source}: \"For full song "
        "generation … Use GPUs with at least 80GB memory\"; a 24 GB card runs up to 2 ~30 s sessions): the 24 GB card "
        "it was timed on is left out of the pick",
        "{name} 生成一分钟以上的歌要至少 {gb:g} GB 显存的卡（{source}：整首歌需要 80GB 以上的卡；24GB 的卡最多跑 2 段、"
        "每段约 30 秒）：它测速用的 24GB 卡不在候选里"),
    "fam.licence": E("{name}: {licence} ({source})", "{name}：{licence}（{source}）"),
    "fam.insightface": E(
        "⚠️ Licence: {name}'s code is MIT, but it runs InsightFace face detection / landmark models whose pretrained "
        "weights are for non-commercial research only ({source}): a paid or subscription app must swap the detector "
        "(e.g. MediaPipe, Apache-2.0) or buy an InsightFace licence before launch",
        "⚠️ 许可：{name} 的代码是 MIT，但它用到的 InsightFace 人脸检测 / 关键点模型的预训练权重只限非商业研究（{source}）："
        "收费或订阅制产品上线前必须换掉检测器（例如 MediaPipe，Apache-2.0）或购买 InsightFace 的授权"),
    "fam.window": E(
        lambda a: (f"{a['name']} generates its whole {a['window']:g} s window for every clip (its model card's example "
                   f"passes the model config's sample_size; seconds_total only marks where the sound ends, the rest is "
                   f"trimmed): a {a['asked']:g} s clip costs a {a['window']:g} s generation, so it is sized at "
                   f"{a['window']:g} s — a shorter sample_size per call is the lever to time on the pilot"),
        lambda a: (f"{a['name']} 每段都生成完整的 {a['window']:g} 秒窗口（模型卡示例用模型配置的 sample_size；seconds_total "
                   f"只标出声音在哪里结束，多出的部分生成后再裁掉）：{a['asked']:g} 秒的一段要花 {a['window']:g} 秒的"
                   f"生成量，所以按 {a['window']:g} 秒估算——每次调用改用更短的 sample_size 是可以在试点上计时的省法")),
    # tools.gen_families.budget_fit: the stated budget answered in words on a media plan (enough, by use only, not)
    "fam.budget": E(lambda a: _budget(a, False), lambda a: _budget(a, True)),
    "fam.items": E(lambda a: _items(a, False), lambda a: _items(a, True)),
    "fam.streams": E(lambda a: _streams(a, False), lambda a: _streams(a, True)),
    "fam.batch": E(lambda a: _batch(a, False), lambda a: _batch(a, True)),
    "fam.ask_items": E(lambda a: _ask_items(a, False), lambda a: _ask_items(a, True)),
    "fam.ask_streams": E(
        "The load is missing: how many streams at once and how many hours a day? Each stream takes a card's real-time "
        "frame rate, so the cards follow directly",
        "还缺负载：同时多少路、每天几小时？每路占一张卡的实时帧率，卡数直接按路数算"),
    "fam.overhead": E(
        "Assumed (measure on a pilot): the published figure is the animation network alone; face detection, cropping, "
        "paste-back and encoding are taken as × {factor:g} end to end, clips at {fps:g} fps",
        "假设（请小规模实测）：公开数据只是动画网络本身；人脸检测、裁剪、贴回和编码按端到端 × {factor:g} 计，视频按 "
        "{fps:g} 帧/秒"),
    "fam.moshi": E(lambda a: _moshi(a, False), lambda a: _moshi(a, True)),
    "fam.moshi_pilot": E(lambda a: _moshi_pilot(a, False), lambda a: _moshi_pilot(a, True)),
    "fam.lm_pilot": E(
        "Pilot: generate 20 clips of your length with {name} at batch 1 and at the batch above on one card and time "
        "them — GPU-hours a day = clips × seconds each ÷ (the measured seconds of audio a second × 3,600). The levers "
        "are an autoregressive model's: more clips per batch (until memory runs out), a smaller size (medium / small), "
        "a serving stack with CUDA graphs — never a diffusion model's steps",
        "试点：在一张卡上用 {name} 按批量 1 和上面的批量各生成 20 段你要的长度并计时——每天 GPU 小时 = 段数 × 每段秒数 ÷"
        "（实测每秒产出的音频秒数 × 3,600）。能调的是自回归模型的旋钮：一批多放几段（到显存上限）、换小一号（medium / small）、"
        "用带 CUDA graph 的推理栈——不是扩散模型的步数"),
    "fam.music_levers": E(
        "Steps: the figures are at 27 steps; 60 steps takes ≈ {slow:.1f}× the GPU time (the same README's 60-step "
        "column). ACE-Step 1.5 is claimed far faster ({claim}) — a makers' claim: check its quality and licence before "
        "switching",
        "步数：上面按 27 步；60 步约要 {slow:.1f} 倍 GPU 时间（同一 README 的 60 步一栏）。ACE-Step 1.5 官方称快得多（{claim}）"
        "——厂商说法，换之前先核对质量和许可"),
    "fam.peak_share_q": E(
        "The one figure that changes the peak most: what share of the day's items falls in that {window:g}-hour "
        "window? ({share:.0f} % assumed above)",
        "最影响高峰卡数的一个数：那 {window:g} 小时里占当天总量的几成？（上面假设 {share:.0f}%）"),
    "fam.stream_extras": E(
        "Not in these cards: the TTS voice and the script LLM (separate stages — size them on their own), and video "
        "encoding (NVENC on the same card is usually enough). The streams per card assume the avatar's preparation "
        "is done once beforehand; time 2–3 streams on one card before buying or renting the fleet",
        "这些卡不含：TTS 配音和生成话术的大模型（单独的环节，要另外估算），以及视频编码（一般用同一张卡的 NVENC 即可）。每张卡"
        "的路数假设数字人形象已提前预处理好；批量租卡或买卡前，先在一张卡上测 2–3 路"),
    "fam.stream_extras_flops": E(
        "Per stream, beside the generator: face detection runs once on the avatar's looped template video (boxes "
        "cached; a live camera needs per-frame detection, more than the × {factor:g} above), and each 720p25 stream "
        "is one NVENC encode session on the same card. Not in these cards: the TTS voice and the script LLM (separate "
        "stages — size them on their own). Time 3–4 streams on one card before renting the fleet",
        "每路除生成器外：人脸检测只在数字人的循环底版视频上跑一次（人脸框缓存；若是实时摄像头，每帧都要检测，超出上面的 "
        "× {factor:g}），每路 720p25 在同一张卡上占一个 NVENC 编码会话。这些卡不含：TTS 配音和生成话术的大模型（单独的环节，"
        "要另外估算）。批量租卡前，先在一张卡上测 3–4 路"),
    "fam.nvenc_cap": E(
        "⚠️ GeForce cards (RTX 4090 / 5090 …) allow at most {cap} concurrent NVENC encode sessions per machine "
        "({source}): one live stream is one session, so a GeForce machine carries ≤ {cap} encoded streams whatever its "
        "compute; datacenter cards (L4, L20, A10, L40S) have no session cap",
        "⚠️ GeForce 消费级卡（RTX 4090 / 5090 等）每台机器最多 {cap} 个 NVENC 并发编码会话（{source}）：一路直播就是一个会话，"
        "所以一台 GeForce 机器不管算力多少最多出 {cap} 路编码流；数据中心卡（L4、L20、A10、L40S）没有会话数上限"),
    "fam.cn_label": E(
        "China: the Deep Synthesis Provisions (2023) and the AI-generated content labelling measures (2025) require "
        "visible and implicit labels on synthetic audio and video, and consent from whoever's face or voice is used",
        "国内：《互联网信息服务深度合成管理规定》（2023）和《人工智能生成合成内容标识办法》（2025）要求对合成的音视频加显式和"
        "隐式标识，并取得被使用人脸或声音的本人授权"),
    "fam.cn_markets": E(
        "My catalog has no AutoDL-type rows (per-hour consumer cards in mainland China): with your quote per RTX 4090 "
        f"hour, the month is the GPU-hours above × {_DAYS:.1f} × that price",
        "我的价格数据里没有 AutoDL 这类平台（国内按小时租消费级卡）：拿到 RTX 4090 每小时的报价后，月费 = 上面的 GPU 小时 × "
        f"{_DAYS:.1f} × 该价格"),
}
