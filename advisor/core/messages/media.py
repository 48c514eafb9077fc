"""The words of tools/media.py's messages: speech and image-generation jobs sized from published measurements."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages import audio_kind as kinds
from advisor.core.messages.asr_gives_up import lacks_en, lacks_zh
from advisor.core.messages.base import E
from tools.constants import DAYS_PER_MONTH as _DAYS
from tools.constants import HOURS_PER_MONTH as _H


def _gb(x: float) -> str:
    """Weights in GB shown: whole GB from 10 up, one decimal below (a 220 M-parameter ASR model's 0.44 GB of 16-bit
    weights showed as "0 GB"; now 0.4), two significant figures under 0.1."""
    return f"{x:,.0f}" if x >= 10 else f"{x:.1f}" if x >= 0.1 else f"{x:.2g}"


def _zh_lang(x: str) -> str:
    from advisor.core.messages.asr_languages import ZH_NAMES

    return ZH_NAMES.get(x, x)


def _hours(h: float) -> str:
    """Hours as said: whole with thousands commas from 10 up, to one decimal below (1.5 h stays 1.5)."""
    return f"{h:,.0f}" if h >= 10 else f"{h:.1f}".removesuffix(".0")

def _rep_en(a: Mapping[str, Any]) -> str:
    """A LoRA's default repeats said in the steps (tools.media_train.default_repeats): "10 repeats × " or nothing."""
    r = a.get("repeats", 1) or 1
    return f"{r:g} repeats × " if r > 1 else ""


def _rep_zh(a: Mapping[str, Any]) -> str:
    r = a.get("repeats", 1) or 1
    return f"{r:g} 次重复 × " if r > 1 else ""


def _rep_said_en(a: Mapping[str, Any]) -> str:
    r = a.get("repeats", 1) or 1
    return (f"{r:g} repeats an image an epoch (kohya's num_repeats; SeaArt's SDXL LoRA recipe: 10 epochs × 10 repeats "
            "for a 20–40 image subject, fewer repeats for a large set); " if r > 1 else "")


def _rep_said_zh(a: Mapping[str, Any]) -> str:
    r = a.get("repeats", 1) or 1
    return (f"每张图每轮重复 {r:g} 次（kohya 的 num_repeats；SeaArt 的 SDXL LoRA 配方：20–40 张图的主体按 10 轮 × 10 次重复，"
            "图多时减少重复）；" if r > 1 else "")


def _images_steps_en(a: Mapping[str, Any]) -> str:
    """A LoRA's steps said: the published recipe's (tools.media_train.RECIPE_STEPS) or images × epochs."""
    if a.get("recipe"):
        return (f"{a['images']:,.0f} images, {a['steps']:,.0f} steps at batch {a.get('batch', 1)} (the published "
                "FLUX LoRA trainers' steps, not images × epochs)")
    return (f"{a['images']:,.0f} images × {_rep_en(a)}{a['epochs']:g} epochs ({a['steps']:,.0f} steps at "
            f"batch {a.get('batch', 1)})")


def _images_steps_zh(a: Mapping[str, Any]) -> str:
    if a.get("recipe"):
        return (f"{a['images']:,.0f} 张图，batch {a.get('batch', 1)} 共 {a['steps']:,.0f} 步（按公开的 FLUX LoRA "
                "训练器的步数，不是图数 × 轮数）")
    return (f"{a['images']:,.0f} 张图 × {_rep_zh(a)}{a['epochs']:g} 轮（batch {a.get('batch', 1)} 共 "
            f"{a['steps']:,.0f} 步）")


def _epochs_said_en(a: Mapping[str, Any]) -> str:
    if a.get("recipe"):
        return (f"{a['steps']:,.0f} steps, the published FLUX LoRA recipes' ({a['recipe']}: twice the steps, twice "
                "the time; say your steps); ")
    return f"{a['epochs']:g} epochs (a common LoRA recipe; say your epochs or steps); " + _rep_said_en(a)


def _epochs_said_zh(a: Mapping[str, Any]) -> str:
    if a.get("recipe"):
        return f"{a['steps']:,.0f} 步，按公开的 FLUX LoRA 配方（{a['recipe']}：步数翻倍，时间也翻倍；步数不同请说明）；"
    return f"{a['epochs']:g} 轮（常见的 LoRA 配方；轮数或步数不同请说明）；" + _rep_said_zh(a)


def _train_size_en(size: list[int] | None) -> str:
    """A stated LoRA image size said back: 1024² as measured, any other sized at the measured 1024²."""
    if not size:
        return ""
    if size[0] == size[1] == 1024:
        return "; 1024×1024 as you said, the measured size"
    return (f"; {size[0]}×{size[1]} as you said, sized at the measured 1024×1024 (smaller images step faster, larger "
            "ones slower and with more memory: time one job at your size)")


def _train_size_zh(size: list[int] | None) -> str:
    if not size:
        return ""
    if size[0] == size[1] == 1024:
        return "；按你说的 1024×1024，与实测一致"
    return (f"；你说的 {size[0]}×{size[1]} 按实测的 1024×1024 估算（图更小每步更快，更大则更慢、更占显存：请按你的尺寸实测一个"
            "任务）")


def _who(a: Mapping[str, Any], zh: bool) -> str:
    """The stated providers by their display names (catalog.places.display_name: alibaba → Alibaba Cloud / 阿里云)."""
    from catalog.places import display_name

    return " / ".join(display_name(p, zh) for p in a["providers"])


def _busy_en(a: Mapping[str, Any]) -> str:
    """How the busiest hour was set: the stated share in its window, else the assumed 10 % of a day in one hour."""
    if a.get("share"):
        return f"× {a['factor']:.1f}: {a['share']:.0%} of the day in the {a['window_h']:g} h you said"
    return f"× {a['factor']:.1f}, assumed: 10 % of a day in one hour"


def _busy_zh(a: Mapping[str, Any]) -> str:
    if a.get("share"):
        return f"× {a['factor']:.1f}：按你说的 {a['window_h']:g} 小时内占全天 {a['share']:.0%}"
    return f"× {a['factor']:.1f}，假设：一天的 10% 落在一小时"


def _diarize_head_en(a: Mapping[str, Any]) -> str:
    due = ((f" — within your {a['deadline']}" if a["met"] else f" — the fastest listed, and it misses your {a['deadline']}")
           if a.get("deadline") else "")
    tool = (f"{a['tool']}, sized on pyannote's published speed: {a['tool']}'s own is not held, time it"
            if a.get("stand_in") else "pyannote")
    return (f"Speaker diarization only ({tool}), {a['hours']:,.0f} h of audio: ≈ {a['gpuh']:,.0f} GPU-hours on the "
            f"{a['gpu']}; rent {a['row']}{due}")


def _diarize_head_zh(a: Mapping[str, Any]) -> str:
    due = ((f"——在你的期限 {a['deadline']} 内" if a["met"] else f"——已是最快的，仍赶不上你的期限 {a['deadline']}")
           if a.get("deadline") else "")
    tool = (f"{a['tool']}，按 pyannote 公布的速度估算：这里没有 {a['tool']} 自己的速度，请实测" if a.get("stand_in")
            else "pyannote")
    return (f"只做说话人分离（{tool}），{a['hours']:,.0f} 小时音频：在 {a['gpu']} 上约 {a['gpuh']:,.0f} GPU 小时；"
            f"租 {a['row']}{due}")


def _diarize_basis(a: Mapping[str, Any], zh: bool) -> str:
    each = ("；" if zh else "; ").join(f"{c} {s:,} s" for c, s in zip(a["cards"], a["secs"], strict=True))
    if zh:
        return (f"依据：每小时音频的 GPU 秒数——{each}；pyannote 3.1 公布约 {a['floor']:g} 秒（{a['source']}）；"
                f"其他卡按 v2.1 在 V100 上实时率约 2.5% 的数字按显存带宽换算，且不快于 {a['floor']:g} 秒（{a['rtf_source']}）"
                "——先在 20–50 小时样本上实测")
    return (f"How: GPU-seconds an hour of audio — {each}; pyannote 3.1 publishes ≈ {a['floor']:g} s ({a['source']}); "
            f"other cards are scaled from the v2.1 card's ≈ 2.5 % real-time factor on a V100 by memory bandwidth, never "
            f"faster than {a['floor']:g} s ({a['rtf_source']}) — time it on a 20–50 h sample first")


ENTRIES: dict[str, E] = {
    "media.job": E("{name}, {work}: rent {row}{within}", "{name}，{work}：租 {row}{within}"),
    "media.job_owned": E(
        lambda a: (f"{a['name']}, {a['work']}: on your own {a['cards']} × {a['gpu']}, done in ≈ {a['took']} "
                   f"(no rental){a['within'] or ''}. Renting instead: {a['rent']}"),
        lambda a: (f"{a['name']}，{a['work']}：用你自己的 {a['cards']} × {a['gpu']}，约 {a['took']} 跑完"
                   f"（不用租）{a['within'] or ''}。如要租：{a['rent']}")),
    "media.always_on": E(
        lambda a: (f"**Each item {a['limit']}: cards kept up all month, not one run at the period's end** — the audio "
                   f"arrives at ≈ {a['avg_h']:.1f} h an hour on average, ≈ {a['peak_h']:.1f} h in the busiest hour "
                   f"({_busy_en(a)}) → {a['cards']} × {a['gpu']} at "
                   f"{a['rate']:.0f}× real time, ≤ {a['util']:.0%} busy: {a['machines']} × {a['row']} ({a['gpus']} × "
                   f"{a['gpu']} each), {a['hourly']}/h × {a['hours']:.0f} h ≈ **{a['month']} a month** — the batch "
                   "figures below are only the GPU-hours of the work"),
        lambda a: (f"**{a['limit']}：卡要整月常开，不是周期末跑一次**——音频平均每小时进来约 {a['avg_h']:.1f} 小时，"
                   f"最忙的一小时约 {a['peak_h']:.1f} 小时（{_busy_zh(a)}）→ "
                   f"{a['cards']} 张 {a['gpu']}（{a['rate']:.0f} 倍实时，忙碌不超过 {a['util']:.0%}）："
                   f"{a['machines']} 台 {a['row']}（每台 {a['gpus']} × {a['gpu']}），每小时 {a['hourly']} × "
                   f"{a['hours']:.0f} 小时 ≈ **每月 {a['month']}**——下面的批量数字只是工作量的 GPU 小时")),
    "media.live": E(
        "{name}, {streams:,} live streams: rent {row} — {cards:,} × {gpu} in all, each carrying ≈ {per:,.1f} streams "
        "at ≤ {util:.0%} busy (≈ {month} a month, {hours:,} h)",
        "{name}，实时 {streams:,} 路：租 {row}——共 {cards:,} 张 {gpu}，每张约 {per:,.1f} 路、忙碌不超过 {util:.0%}"
        "（每月约 {month}，{hours:,} 小时）"),
    "media.nearby": E(
        "nothing priced in {regions: or } has a speed figure for this job; the nearest places that do (outside the "
        "place you named): {plans:; }",
        "{regions:或}没有能跑这个任务且有速度数据的有价机型；最近的、有方案的地方（超出你指定的地点）：{plans:；}"),
    # a live load's month beside each place's peak fleet (a daily image API in Hong Kong had no
    # monthly figure for the nearest places)
    "media.nearby_plan": E(
        lambda a: f"{a['place']}: {a['row']}" + (f" (≈ {a['month']} a month if the peak fleet ran all {a['hours']:,} h)"
                                                  if a.get("month") else ""),
        lambda a: f"{a['place']}：{a['row']}" + (f"（高峰规模整月 {a['hours']:,} 小时常开约 {a['month']}）"
                                                 if a.get("month") else "")),
    "media.word_timestamps": E(
        "Word-level timestamps: Whisper's own timestamps are per segment and drift; run the transcripts through a "
        "forced-alignment pass — WhisperX (github.com/m-bain/whisperX: a wav2vec2 alignment model picked by language; "
        "check yours has one) or faster-whisper's word_timestamps=True (cross-attention alignment) — on the same cards "
        "after the decoding; it is not in the GPU-hours below, so time it on the pilot and keep budget for it. "
        "No diarizer is added: none was asked",
        "词级时间戳：Whisper 自带的时间戳是按片段的，而且会漂移；转写后再做一遍强制对齐——WhisperX"
        "（github.com/m-bain/whisperX：按语言选 wav2vec2 对齐模型，先确认你的语言有）或 faster-whisper 的 "
        "word_timestamps=True（交叉注意力对齐）——在同一批卡上、解码之后跑；下面的 GPU 小时不含这一步，试跑时一并计时并留出预算。"
        "没有加说话人分离：你没有要求"),
    "media.vad": E(
        lambda a: ("cut the audio before decoding: a VAD (Silero VAD; faster-whisper's vad_filter=True, WhisperX) drops "
                   f"{kinds.gap(a, False)} and splits the speech into ≤ {a['window']} s chunks, Whisper's input window; "
                   "these figures count every hour of audio, so "
                   + (f"{kinds.noun(a, False)} take less once those are dropped" if a.get("kind")
                      else f"{kinds.pauses(a, False)} take less") + f" ({a['source']})"),
        lambda a: ("解码前先切分音频：用 VAD（Silero VAD；faster-whisper 的 vad_filter=True、WhisperX）"
                   f"去掉{kinds.gap(a, True)}，"
                   f"把语音切成不超过 {a['window']} 秒的片段（Whisper 的输入窗口）；这里按全部音频时长估算，"
                   + (f"{kinds.noun(a, True)}中的停顿去掉后实际更省" if a.get("kind") else f"{kinds.pauses(a, True)}实际更省")
                   + f"（{a['source']}）")),
    "media.live_dense": E(
        lambda a: (f"on dense nodes instead: {a['row']} — {a['machines']:,} machines of {a['cards']:,} cards in all, "
                   f"not {a['lead']:,} to run and watch, "
                   + (f"{a['more']:.0%} more an hour" if a["more"] > 0.005 else "for the same hour")),
        lambda a: (f"改用多卡整机：{a['row']}——共 {a['machines']:,} 台、{a['cards']:,} 张卡，不必运维 {a['lead']:,} 台，"
                   + (f"每小时贵 {a['more']:.0%}" if a["more"] > 0.005 else "每小时价格相同"))),
    "media.daily_peak": E(
        lambda a: (f"{a['per_day']:,.0f} images a day = {a['avg']:.2f} a second on average over 24 h; at "
                   + ("an assumed (say yours) " if a.get("assumed") else "the stated ")
                   + f"peak of {a['factor']:g}× the average"
                   + (f" ({a['share_pct']:g} % of the day's images in its busiest hour)" if a.get("share_pct") else "")
                   + f", {a['peak']:.2f} a second ({a['per_min']:,.0f} a minute), "
                   "the load sized here"
                   + (f"; machines that follow the load make the day's images in ≈ {a['gpu_hours']:,.1f} GPU-hours "
                      f"on {a['gpu']}" + (f" ({a['place']})" if a['place'] else "")
                      + f": ≈ {a['per']} a day, ≈ {a['month']} a month ({a['days']:.1f} days)"
                      + (" — only with per-second billing that scales to zero between requests" if a.get("on_month")
                         else " — the floor of the month, the always-on peak fleet its ceiling") if a["month"] else "")
                   + (f". Kept up all day for your users, the fleet for the average load — {a['on_cards']:,} × "
                      f"{a['on_gpu']} at {a['on_hour']}/h — costs ≈ {a['on_month']} a month ({a['on_hours']:,} h): the "
                      "least an always-on service costs, the peak fleet all month its ceiling" if a.get("on_month")
                      else "")),
        lambda a: (f"每天 {a['per_day']:,.0f} 张 = 全天 24 小时平均每秒 {a['avg']:.2f} 张；"
                   + ("按假设（可告诉我实际值）" if a.get("assumed") else "按你说的")
                   + f"高峰为平均的 {a['factor']:g} 倍"
                   + (f"（最忙的一小时占全天的 {a['share_pct']:g} %）" if a.get("share_pct") else "")
                   + f"，高峰每秒 {a['peak']:.2f} 张（每分钟 {a['per_min']:,.0f} 张），按此规划"
                   + (f"；机器随负载伸缩时，每天的图约需 {a['gpu_hours']:,.1f} GPU 小时（{a['gpu']}"
                      + (f"，{a['place']}" if a['place'] else "")
                      + f"）：每天约 {a['per']}，每月约 {a['month']}（按 {a['days']:.1f} 天）"
                      + ("——只有按秒计费、没有请求时缩到零才做得到" if a.get("on_month")
                         else "——这是月费下限，高峰规模整月常开是上限") if a["month"] else "")
                   + (f"。全天为用户在线时，按平均负载所需的机器——{a['on_cards']:,} 张 {a['on_gpu']}，每小时 "
                      f"{a['on_hour']}——每月约 {a['on_month']}（{a['on_hours']:,} 小时）：这是常开服务的最低月费，"
                      "高峰规模整月常开是上限" if a.get("on_month") else ""))),
    # a customer waiting for each image under "fastest" (tools.media.per_image_note): one image's seconds, not more cards
    "media.per_image_first": E(
        lambda a: (f"ranked by the seconds one image takes, as the customer waits for each (more cards serve more "
                   f"customers at once, never one image sooner): ≈ {a['secs']:g} s an image on the {a['gpu']}"
                   + (f"; over your budget: ≈ {a['month']} a month kept up all month" if a["over"] else "")
                   + (f"; faster still on the same card: {a['distilled']} or LCM-LoRA at {a['steps']} steps (distilled "
                      f"from the same SDXL; a little lower quality, test on your own photos) ≈ {a['fewer']:g} s an "
                      f"image, or TensorRT / torch.compile" if a.get("distilled") else "")
                   + (f"; this is the fastest within your budget — a faster card breaks it: {a['next_gpu']} ≈ "
                      f"{a['next_secs']:g} s an image at ≈ {a['next_month']} a month ({a['next_times']:g}× the budget)"
                      + (f", {a['best_gpu']} ≈ {a['best_secs']:g} s at ≈ {a['best_month']} ({a['best_times']:g}×)"
                         if a.get("best_gpu") else "") if a.get("next_gpu") else "")),
        lambda a: (f"按单张图的秒数排序（客人在等每一张：多加卡能同时服务更多客人，不会让一张图更快）：{a['gpu']} 上每张约 "
                   f"{a['secs']:g} 秒"
                   + (f"；超出你的预算：整月常开约 {a['month']}" if a["over"] else "")
                   + (f"；同一张卡上更快：{a['distilled']} 或 LCM-LoRA，{a['steps']} 步（由同一 SDXL 蒸馏而来，画质略降，"
                      f"先用自己的相片测）每张约 {a['fewer']:g} 秒，或用 TensorRT / torch.compile 加速"
                      if a.get("distilled") else "")
                   + (f"；这是预算内最快的——更快的卡会超出预算：{a['next_gpu']} 每张约 {a['next_secs']:g} 秒，"
                      f"整月约 {a['next_month']}（预算的 {a['next_times']:g} 倍）"
                      + (f"，{a['best_gpu']} 每张约 {a['best_secs']:g} 秒，整月约 {a['best_month']}（{a['best_times']:g} 倍）"
                         if a.get("best_gpu") else "") if a.get("next_gpu") else ""))),
    "media.live_images": E(
        lambda a: (f"{a['name']}, {a['per_min']:,.0f} images a minute at peak: rent {a['row']} — {a['cards']:,} × "
                   f"{a['gpu']} in all, each making ≈ {a['per']:,.1f} images a minute at ≤ {a['util']:.0%} busy at the "
                   "peak" + (f". Plan on ≈ {a['plan_month']} a month: autoscaled at that busy share the fleet averages "
                             f"the {a['plan_cards']:,} × {a['plan_gpu']} of the day's average load; ≈ {a['month']} "
                             f"only if the peak lasted all {a['hours']:,} h" if a.get("plan_month") else
                             f" (≈ {a['month']} a month only if the peak lasted all {a['hours']:,} h)")),
        lambda a: (f"{a['name']}，高峰每分钟 {a['per_min']:,.0f} 张：租 {a['row']}——共 {a['cards']:,} 张 {a['gpu']}，"
                   f"高峰时每张每分钟约 {a['per']:,.1f} 张、忙碌不超过 {a['util']:.0%}"
                   + (f"。按每月约 {a['plan_month']} 做预算：按这个忙碌比例随负载伸缩，机器平均就是全天平均负载所需的 "
                      f"{a['plan_cards']:,} 张 {a['plan_gpu']}；只有高峰持续整月 {a['hours']:,} 小时才是每月约 {a['month']}"
                      if a.get("plan_month") else
                      f"（只有高峰持续整月 {a['hours']:,} 小时才是每月约 {a['month']}）"))),
    "media.stream_latency": E(
        lambda a: (f"{a['icon']} {a['target']:g} s latency ({a['status']}): "
                   + (f"below the {a['measured']:g} s average latency published for streaming Whisper large "
                      f"({a['source']}: 1 s chunks, text confirmed once two re-decodes agree); partial, unconfirmed text "
                      "can show sooner, or use a smaller / streaming-native model"
                      if a["below"] else
                      f"at or above the {a['measured']:g} s average published for streaming Whisper large ({a['source']}), "
                      "but not checked on these cards with streams batched together: load-test it")),
        lambda a: (f"{a['icon']} 延迟 {a['target']:g} 秒（{a['status']}）："
                   + (f"低于已公开的 Whisper large 流式平均延迟 {a['measured']:g} 秒（{a['source']}：1 秒一块，两次重解码"
                      "结果一致才确认文字）；未确认的临时文字可以更早显示，或换更小的 / 原生流式的模型"
                      if a["below"] else
                      f"不低于已公开的 Whisper large 流式平均延迟 {a['measured']:g} 秒（{a['source']}），但多路合批后在这些卡上"
                      "未核对：请压测"))),
    "media.image_latency": E(
        lambda a: (f"{a['icon']} each image in {a['target']:g} s or less ({a['status']}): "
                   + (f"≈ {a['secs']:,.1f} s an image on the {a['gpu']}, one image at a time as measured"
                      + (f"; {a['dropped']} slower card types not ranked" if a["dropped"] else "")
                      + (f"; at ≤ {a['util']:.0%} busy a request rarely waits for a free card, but a queue at the "
                         "peak adds its wait on top" if a["live"] else "")
                      if a["met"] else
                      f"no card here makes one image that fast — the fastest, the {a['gpu']}, takes ≈ "
                      f"{a['secs']:,.1f} s (one image at a time); fewer steps, a smaller image or torch.compile would "
                      "shorten it")),
        lambda a: (f"{a['icon']} 每张图 {a['target']:g} 秒内（{a['status']}）："
                   + (f"{a['gpu']} 上每张约 {a['secs']:,.1f} 秒（按实测一次一张）"
                      + (f"；更慢的 {a['dropped']} 种卡未列入" if a["dropped"] else "")
                      + (f"；忙碌不超过 {a['util']:.0%} 时请求很少需要等空闲的卡，但高峰排队的等待要另加" if a["live"] else "")
                      if a["met"] else
                      f"这里没有哪张卡能这么快出一张图——最快的 {a['gpu']} 每张约 {a['secs']:,.1f} 秒（一次一张）；"
                      "减少步数、缩小图片或用 torch.compile 可以缩短")),
    ),
    # a streaming-native model's live plan (tools.media.native_stream_lines)
    "media.stream_latency_native": E(
        lambda a: (f"{a['icon']} {a['target']:g} s latency ({a['status']}): a chunk's text shows ≈ {a['latency']:.1f} s "
                   f"after it is spoken ({a['chunk_ms']} ms chunk + {a['p99_ms']} ms p99 decode, as measured)"
                   + ("" if a["met"] else "; no streaming setup measured here is faster")),
        lambda a: (f"{a['icon']} 延迟 {a['target']:g} 秒（{a['status']}）：每块说完约 {a['latency']:.1f} 秒出字"
                   f"（{a['chunk_ms']} 毫秒一块 + 实测 p99 解码 {a['p99_ms']} 毫秒）"
                   + ("" if a["met"] else "；这里没有更快的实测流式方案"))),
    "media.stream_native": E(
        lambda a: (f"Why not Whisper: it reads 30 s windows and has no streaming mode, so live captions re-decode a "
                   f"buffer several times over; a streaming model decodes each chunk once. Sized on a measured live "
                   f"capacity: {a['streams']} concurrent streams on one {a['gpu']} ({a['source']}), other cards scaled "
                   f"by the slower of memory bandwidth and FP16 compute, planned at ≤ {a['util']:.0%} of it. "
                   "Run it as FunASR's 2-pass service: "
                   "VAD cuts sentences, the offline paraformer-zh + punctuation re-decodes each at its end (a short pass "
                   f"a sentence, load-test it), hotwords for names and jargon. Cantonese: SenseVoice-Small "
                   f"({a['sensevoice']:.0f} M, faster than Paraformer-large offline: {a['bench']}). Commercial use "
                   f"allowed with attribution ({a['licence']})"),
        lambda a: (f"为什么不用 Whisper：它按 30 秒窗口解码、没有流式模式，实时字幕要反复重解码缓冲区；流式模型每块只解码一次。"
                   f"按实测的实时容量估算：一张 {a['gpu']} 同时 {a['streams']} 路（{a['source']}），其他卡"
                   f"按显存带宽与 FP16 算力中较慢的一项换算，按其 {a['util']:.0%} 以内规划。"
                   f"用 FunASR 的 2pass 服务：VAD 切句，句尾再用离线 paraformer-zh + 标点"
                   f"模型重解码一次（每句一小段，请压测），名字和术语用热词。粤语：SenseVoice-Small（{a['sensevoice']:.0f} M，"
                   f"比 Paraformer-large 离线更快：{a['bench']}）。署名后可商用（{a['licence']}）")),
    # Kyutai STT (tools.streaming_asr): its README's delay, languages and live capacity
    "media.stream_kyutai": E(
        lambda a: (f"A streaming model: each chunk is decoded once, text shows ≈ {a['delay']:g} s after it is spoken "
                   f"(its delay); it hears {' and '.join(a['langs'])} only. Sized on the published live capacity: "
                   f"{a['streams']:,.0f} streams in real time on one {a['gpu']} ({a['source']}), other cards scaled by "
                   f"the slower of memory bandwidth and FP16 compute, planned at ≤ {a['util']:.0%} of it; "
                   "the Rust moshi-server batches the streams "
                   f"(its README: a batch of 64 works well on an L40S — load-test your card). "
                   + (f"{a['other']} ({', '.join(a['other_langs'])}) has a {a['other_delay']:g} s delay. "
                      if a.get("other") else "")
                   + "Weights licence not held here: check the model card"),
        lambda a: (f"流式模型：每块只解码一次，说完约 {a['delay']:g} 秒出字（模型的延迟）；只支持"
                   f"{'、'.join(_zh_lang(x) for x in a['langs'])}。按公开的实时容量估算：一张 {a['gpu']} 实时处理 "
                   f"{a['streams']:,.0f} 路（{a['source']}），其他卡"
                   f"按显存带宽与 FP16 算力中较慢的一项换算，按其 {a['util']:.0%} 以内规划；Rust 的 "
                   f"moshi-server 把多路合批（其 README：L40S 上批量 64 效果好——请在你的卡上压测）。"
                   + (f"{a['other']}（{'、'.join(_zh_lang(x) for x in a['other_langs'])}）的延迟是 {a['other_delay']:g} 秒。"
                      if a.get("other") else "")
                   + "权重许可这里没有记录：请查模型卡")),
    "media.stream_capacity": E(
        lambda a: (f"Sized on a measured live capacity: {a['streams']} concurrent large-v3 streams on an {a['gpu']}, "
                   f"each kept at real time ({a['check_streams']} on an {a['check_gpu']}; {a['source']}), scaled to "
                   f"other cards by the slower of memory bandwidth and FP16 compute and planned at ≤ {a['util']:.0%} of it "
                   f"— each stream costs "
                   f"≈ {a['cost']:.1f} s of batched offline decoding a second, the same order as re-decoding the "
                   f"buffer every {a['chunk']:g} s chunk (trimmed at {a['trim']:g} s: {a['factor']:g}×; "
                   f"{a['stream_source']}); longer chunks, or utterances cut at pauses and decoded once, cost less; "
                   + (f"large-v3-turbo (4 decoder layers, {a['turbo']}) carries several times the streams"
                      if a.get("turbo") else "large-v3-turbo is sized at the same cost a stream on its own measured "
                      "offline rate")),
        lambda a: (f"按实测的实时容量估算：一张 {a['gpu']} 可同时跑 {a['streams']} 路 large-v3、每路都保持实时"
                   f"（{a['check_gpu']} 为 {a['check_streams']} 路；{a['source']}），"
                   "其他卡按显存带宽与 FP16 算力中较慢的一项换算，"
                   f"按其 {a['util']:.0%} 以内规划——每路每秒约耗 {a['cost']:.1f} 秒的批量离线解码量，与每 {a['chunk']:g} "
                   f"秒一块重解码整个缓冲区（到 {a['trim']:g} 秒截断：{a['factor']:g} 倍；{a['stream_source']}）同一量级；"
                   + "更长的分块、或在停顿处切句只解码一次会更省，"
                   + (f"large-v3-turbo（解码器 4 层，{a['turbo']}）能多带数倍路数" if a.get("turbo")
                      else "large-v3-turbo 按同样的每路耗用、用它自己实测的离线速度估算"))),
    # "cheaper?" asked of a speech or image plan (tools.media.cheaper_line): the next cheaper plans, or why none
    "media.cheaper": E(
        lambda a: (f"Cheaper than {a['was']}" + (" an hour" if a["live"] else " for the job")
                   + ", each re-priced on the same load: " + "; ".join(a["options"])),
        lambda a: (f"比{'每小时' if a['live'] else '整个任务'} {a['was']} 更便宜的方案（同样的负载重新计价）："
                   + "；".join(a["options"]))),
    "media.cheaper_spot": E(
        lambda a: ("on spot / interruptible prices: " + str(a["row"])
                   + (f" — {a['cards']:,} × {a['gpu']}, {a['saving']:.0%} less an hour (≈ {a['month']} a month); a "
                      f"reclaimed card drops the {'streams' if a['speech'] else 'images'} it is serving and the fleet "
                      "runs short until a replacement "
                      "starts: keep part of it on demand, or retry failed requests" if a["live"]
                      else f", ≈ {a['job']} for the job ({a['saving']:.0%} less); a reclaimed machine redoes only its "
                      "unfinished items")),
        lambda a: ("按竞价 / 可中断实例计价：" + str(a["row"])
                   + (f"——共 {a['cards']:,} 张 {a['gpu']}，每小时省 {a['saving']:.0%}（每月约 {a['month']}）；被回收的卡"
                      f"会丢掉正在处理的{'音频流' if a['speech'] else '图'}，换上新卡之前容量不足："
                      "保留一部分按量实例，或让失败的请求重试" if a["live"]
                      else f"，整个任务约 {a['job']}（省 {a['saving']:.0%}）；被回收的机器只重做未完成的部分"))),
    "media.cheaper_busier": E(
        "cards run busier (fewer for the load): {row} — {cards:,} × {gpu} up to {util:.0%} busy at the peak, "
        "{saving:.0%} less an hour "
        "(≈ {month} a month); at the top of the peak requests queue for a free card, so some images take longer than "
        "their own time",
        "让卡更忙（同样负载用更少的卡）：{row}——共 {cards:,} 张 {gpu}，高峰时忙碌到 {util:.0%}，"
        "每小时省 {saving:.0%}（每月约 {month}）；"
        "高峰顶点请求要排队等空闲的卡，部分图片会比单张耗时更久"),
    "media.cheaper_steps": E(
        lambda a: (f"{a['steps']} sampling steps instead of {a['of']} (the time scales with the steps; check the "
                   f"quality): {a['row']}"
                   + (f" — {a['cards']:,} × {a['gpu']}, {a['saving']:.0%} less an hour (≈ {a['month']} a month)"
                      if a["live"] else f", ≈ {a['job']} for the job ({a['saving']:.0%} less)")),
        lambda a: (f"{a['steps']} 步而非 {a['of']} 步（耗时与步数成正比，画质需自测）：{a['row']}"
                   + (f"——共 {a['cards']:,} 张 {a['gpu']}，每小时省 {a['saving']:.0%}（每月约 {a['month']}）"
                      if a["live"] else f"，整个任务约 {a['job']}（省 {a['saving']:.0%}）"))),
    "media.cheaper_none": E(
        lambda a: (f"This is already the cheapest plan that meets what you stated ({a['row']}): "
                   + "; ".join(x for x in (
                       f"each image in ≤ {a['latency_s']:g} s rules out {a['too_slow']:,} slower card types"
                       if a.get("latency_s") else "",
                       f"the peak of {a['per_min']:,.0f} images a minute needs these cards at ≤ {a['util']:.0%} busy"
                       if a.get("per_min") else "",
                       f"{a['streams']:,} streams at once need these cards" if a.get("streams") else "",
                       "no cheaper plan on spot prices" if a["spot_priced"] else "no card that runs it is priced on spot")
                       if x)
                   + "; to pay less, relax one of them (a longer wait, a lower peak, fewer steps, a smaller image)"),
        lambda a: (f"这已经是满足你所说条件的最便宜方案（{a['row']}）："
                   + "；".join(x for x in (
                       f"每张 ≤ {a['latency_s']:g} 秒排除了 {a['too_slow']:,} 种更慢的卡" if a.get("latency_s") else "",
                       f"高峰每分钟 {a['per_min']:,.0f} 张需要这些卡、忙碌不超过 {a['util']:.0%}"
                       if a.get("per_min") else "",
                       f"同时 {a['streams']:,} 路需要这些卡" if a.get("streams") else "",
                       "竞价价格下也没有更便宜的方案" if a["spot_priced"] else "能跑它的卡都没有竞价价格")
                       if x)
                   + "；要更省，就放宽其中一条（等得更久、高峰更低、步数更少、图更小）")),
    "media.levers": E("What would change it (on the {gpu}): {levers:; }", "会改变结论的因素（{gpu} 上）：{levers:；}"),
    "media.lever_need": E(
        lambda a: f"{a['cards']:,} cards" + (f" ({a['machines']:,} × {a['per']}-card machines)" if a["per"] > 1 else "")
        + f", {a['cost']}/h",
        lambda a: f"{a['cards']:,} 张卡" + (f"（{a['machines']:,} 台 {a['per']} 卡机器）" if a["per"] > 1 else "")
        + f"，每小时 {a['cost']}"),
    "media.lever_compiled": E(
        "torch.compile (the same source measures {secs:,.2f} s an image on the {on}; its speed-up applied): {need}",
        "torch.compile（同一来源在 {on} 上实测每张 {secs:,.2f} 秒，按其提速比例）：{need}"),
    "media.lever_steps": E(
        "{steps} steps instead of {of} (the time scales with the steps; check the quality): {need}",
        "{steps} 步而非 {of} 步（耗时与步数成正比，画质需自测）：{need}"),
    "media.lever_busy": E(
        "up to {util:.0%} busy at the peak (requests queue longer at the top of it): {need}",
        "高峰时忙碌到 {util:.0%}（高峰顶点排队更久）：{need}"),
    "media.lever_both": E(
        "torch.compile and up to {util:.0%} busy together: {need}; an FP8 or quantised transformer is a further "
        "lever, not measured here",
        "torch.compile 加高峰忙碌到 {util:.0%}：{need}；FP8 或量化的 transformer 还能再省，此处没有实测"),
    "media.peak_average": E(
        lambda a: (f"Your average is {a['avg']:g} images/s against the {a['peak']:g}/s peak, so two ways to pay less than "
                   f"the peak fleet all month ({a['peak_month']}): (1) sized for the peak with autoscaling — "
                   f"{a['avg_cards']} × {a['avg_gpu']} kept up all month ({a['avg_hour']}/h, {a['avg_month']} a month) and "
                   f"up to {a['peak_cards']} × {a['gpu']} only while the peak lasts (the extra {a['extra_per_hour']}/h"
                   + (f" × {a['lo']:g}–{a['hi']:g} h a day × {a['days']:.1f} days): ≈ {a['month_lo']}–{a['month_hi']} a "
                      f"month" if a["lo"] is not None and a["lo"] != a["hi"] else
                      f" × {a['lo']:g} h a day × {a['days']:.1f} days): ≈ {a['month_lo']} a month" if a["lo"] is not None
                      else f" for each hour of peak a day × {a['days']:.1f} days; say how long the peak lasts for the month)")
                   + f"; (2) sized for the average with requests queued — the {a['avg_cards']} cards make "
                   f"{a['cap']:.1f} images/s, so a {a['hours_for_wait']:g}-hour peak leaves {a['backlog']:,.0f} images "
                   f"waiting and the last waits ≈ {a['wait_h']:.1f} h ({a['avg_month']} a month): a queue absorbs a "
                   f"burst of seconds, not a peak of hours, so (1) is the plan"),
        lambda a: (f"平均每秒 {a['avg']:g} 张、高峰每秒 {a['peak']:g} 张，比高峰规模整月开着（{a['peak_month']}）省钱的两种做法："
                   f"（1）按高峰配、自动伸缩——常驻 {a['avg_cards']} 张 {a['avg_gpu']}（每小时 {a['avg_hour']}，每月 "
                   f"{a['avg_month']}），只在高峰时段加到 {a['peak_cards']} 张 {a['gpu']}（多出的每小时 {a['extra_per_hour']}"
                   + (f" × 每天 {a['lo']:g}–{a['hi']:g} 小时 × {a['days']:.1f} 天）：每月约 {a['month_lo']}–{a['month_hi']}"
                      if a["lo"] is not None and a["lo"] != a["hi"] else
                      f" × 每天 {a['lo']:g} 小时 × {a['days']:.1f} 天）：每月约 {a['month_lo']}" if a["lo"] is not None
                      else f" × 每天高峰小时数 × {a['days']:.1f} 天；告诉我高峰持续多久可给出月费）")
                   + f"；（2）按平均配、让请求排队——{a['avg_cards']} 张卡每秒出 {a['cap']:.1f} 张，{a['hours_for_wait']:g} "
                   f"小时的高峰会积压 {a['backlog']:,.0f} 张，最后一张要等约 {a['wait_h']:.1f} 小时（每月 {a['avg_month']}）："
                   f"排队只能削掉几秒钟的突发，削不掉几个小时的高峰，所以按（1）来配")),
    "media.peak_month": E(
        "A peak is not a month of load: {month} keeps the peak fleet running all {hours:,} h. Autoscaled to the traffic, "
        "the peak fleet costs {hour} an hour while it runs — {per_unit} for each {unit} h at peak — plus a smaller "
        "fleet for the rest; say your average rate (or hours at peak) for a monthly figure",
        "高峰不等于整月负载：{month} 是高峰规模的机器整月 {hours:,} 小时都开着。按流量自动伸缩时，高峰规模每小时 {hour}"
        "——高峰每 {unit} 小时 {per_unit}——其余时间用更少的机器；告诉我平均出图速度（或高峰时长）可给出月费"),
    "media.row": E(
        lambda a: str(a["row"]) + (" (speed scaled from the measured card)" if a["scaled"] else " (the measured card)"),
        lambda a: str(a["row"]) + ("（速度由实测卡按规则换算）" if a["scaled"] else "（实测的卡）")),
    # a job under 10 h keeps its fraction: "1,5 hours" was shown as "2 h of audio"
    "media.work_audio": E(lambda a: f"{_hours(a['hours'])} h of audio", lambda a: f"{_hours(a['hours'])} 小时音频"),
    "media.work_images": E("{n:,.0f} images at {size}", "{n:,.0f} 张 {size} 图片"),
    "media.speed": E(
        lambda a: f"{a['rate']:,.0f}× real time" if a["family"] == "speech" else f"{a['rate']:,.2f} s per image",
        lambda a: f"{a['rate']:,.0f} 倍实时" if a["family"] == "speech" else f"每张 {a['rate']:,.2f} 秒"),
    "media.diarize_head": E(_diarize_head_en, _diarize_head_zh),
    "media.diarize_none": E(
        "Speaker diarization only, {hours:,.0f} h of audio: no listed machine passes the stated filters with enough CPU "
        "beside the GPU",
        "只做说话人分离，{hours:,.0f} 小时音频：目录里没有符合所给条件、且 GPU 旁 CPU 足够的机器"),
    "media.diarize_also": E("also: {row} — ≈ {gpuh:,.0f} GPU-hours on the {gpu}",
                            "另可：{row}——在 {gpu} 上约 {gpuh:,.0f} GPU 小时"),
    "media.diarize_basis": E(lambda a: _diarize_basis(a, False), lambda a: _diarize_basis(a, True)),
    "media.diarize_cpu": E(
        "CPU, not GPU, is the usual bottleneck: pyannote's neural part (segmentation, speaker embeddings) runs on the "
        "GPU, its clustering on the CPU — plan ≥ {vcpu} vCPUs a GPU and two or three pipeline processes per card (GPU "
        "use stays low otherwise); cut hours-long hearings into {lo}–{hi} min chunks and re-link the speakers across "
        "chunks by their embeddings, or the clustering's memory and time grow with the file. Cheap single-card "
        "L4 / T4 / A10 workers finish by a weeks-long deadline; an 8-card A100/H100 node only buys speed you do not "
        "need",
        "瓶颈常在 CPU 而不是 GPU：pyannote 的神经网络部分（分段、说话人嵌入）在 GPU 上，聚类在 CPU 上——每张 GPU 配 ≥ "
        "{vcpu} 个 vCPU，每张卡跑两三个流水线进程（否则 GPU 利用率很低）；几小时长的庭审录音切成 {lo}–{hi} 分钟的段，"
        "再用说话人嵌入跨段重新关联，否则聚类的内存和时间随文件长度增长。几周的期限用便宜的单卡 L4 / T4 / A10 就够；"
        "8 卡 A100/H100 节点买到的只是用不上的速度"),
    "media.diarize_box": E(
        lambda a: (f"The {a['count']} × {a['gpu']} proposed, priced on the nearest listed: {a['row']} — ≈ "
                   f"{a['gpuh']:,.0f} GPU-hours"
                   + ("; it is the pick above" if a["same"] else
                      f"; ≈ {a['times']:,.1f}× the pick's cost" if a.get("cheaper") else
                      "; about the pick's cost, so it only buys speed")
                   + ". Diarization is small-model work (pyannote's nets are a few million parameters; the clustering "
                   "runs on the CPU), so a big node only finishes sooner: rent it only if days matter more than money"),
        lambda a: (f"提议的 {a['count']} × {a['gpu']}，按目录里最接近的机器计价：{a['row']}——约 {a['gpuh']:,.0f} GPU 小时"
                   + ("；就是上面的首选" if a["same"] else
                      f"；约为首选方案成本的 {a['times']:,.1f} 倍" if a.get("cheaper") else
                      "；成本与首选相近，只是更快")
                   + "。说话人分离是小模型的活（pyannote 的网络只有几百万参数，聚类在 CPU 上），大整机只是跑得快："
                   "只有工期比钱更要紧时才租它")),
    "media.diarize_no_asr": E(
        "Transcription is not in this plan (not asked): say so if you also need the text — Whisper is its own stage "
        "with its own GPU-hours (WhisperX chains both)",
        "这个方案不含转写（你没有要求）：如果也要文字稿请说明——Whisper 是单独的一步，有自己的 GPU 小时"
        "（WhisperX 可把两步串起来）"),
    "media.diarization": E(
        lambda a: (f"Speaker diarization is not in the plan above: pyannote 3.1 adds ≈ {a['hours']:,.1f} GPU-hours "
                   f"(≈ {a['per_hour_s']:,.0f} s of GPU per hour of audio on the {a['gpu']}"
                   + (f": {a['rtf_source']}, scaled by memory bandwidth" if a.get("scaled") else "")
                   + f"; {a['source']}) to the transcription's "
                   f"≈ {a['asr']:,.1f} GPU-hours on the {a['gpu']}"
                   + (f" — to finish in the same time, about {a['times']:,.1f}× the cards above" if a["times"] else "")
                   + "; run it on the same machines after Whisper (WhisperX chains both)"
                   + f". Both stages: ≈ {a['total_h']:,.1f} GPU-hours, ≈ {a['total']}"
                   + (f"; {a['machines']:,} × {a['machine']} finish both within {a['deadline']}" if a["machines"]
                      else "")),
        lambda a: (f"说话人分离不在上面的方案里：pyannote 3.1 另需约 {a['hours']:,.1f} GPU 小时（每小时音频约 "
                   f"{a['per_hour_s']:,.0f} 秒 GPU（{a['gpu']}）"
                   + (f"：{a['rtf_source']}，按显存带宽折算" if a.get("scaled") else "")
                   + f"；{a['source']}），转写本身在 {a['gpu']} 上约 {a['asr']:,.1f} GPU 小时"
                   + (f"——要在同样时间内完成，卡数约为上面的 {a['times']:,.1f} 倍" if a["times"] else "")
                   + "；可在同一批机器上接在 Whisper 之后跑（WhisperX 把两步串起来）"
                   + f"。两步合计约 {a['total_h']:,.1f} GPU 小时，约 {a['total']}"
                   + (f"；{a['machines']:,} 台 {a['machine']} 可在 {a['deadline']}内完成两步" if a["machines"]
                      else ""))),
    "media.diarization_live": E(
        "Speaker diarization is not sized here: the published pyannote speed ({source}) is for whole recordings, "
        "not live streams; budget extra GPU time and test it on your own streams",
        "这里没有估算说话人分离：pyannote 公开的速度（{source}）针对整段录音，不是实时流；"
        "请预留额外 GPU 时间，并用你自己的音频实测"),
    "media.gpu_hours": E(
        "Work: ≈ {hours:,.1f} GPU-hours on the {gpu} at {speed}; more cards finish sooner at about the same cost",
        "工作量：{gpu} 上约 {hours:,.1f} GPU 小时（{speed}）；卡越多完成越快，总价基本不变"),
    "media.source": E(
        lambda a: (("Speed PROVISIONAL, not measured (no published time for this model was found; time it on a pilot): "
                    if a.get("provisional") else "Speed measured, not modelled: ")
                   + f"{a['speed']} on the {a['gpu']} ({a['setup']}; {a['source']}, read "
                   f"{a['as_of']}); cards without a measurement are scaled from it by "
                   + ("the slower of memory bandwidth (the decoder) and dense FP16 tensor TFLOPS (the encoder)"
                      if a["family"] == "speech" else "dense FP16 tensor TFLOPS")
                   + (", faster cards credited their rate too (a denoiser is compute-bound; NVIDIA datasheets), held"
                      " to any time measured on a card at least as fast," if a["family"] == "diffusion"
                      else ", never above it,")
                   + " to NVIDIA cards" + (" (FP32: any generation)" if a.get("fp32") else
                                                                 " with " + ("FP8 tensor cores (Ada, Hopper, Blackwell)"
                                                                             if a.get("fp8") else "BF16") + " only")),
        lambda a: (("速度为暂定值，不是实测（没找到这个模型公开的出图时间），先在试点上实测：" if a.get("provisional")
                    else "速度取实测值而非推算：")
                   + f"{a['gpu']} 上 {a['speed']}（{a['setup']}；{a['source']}，{a['as_of']} 查阅）；"
                   "没有实测的卡按" + ("显存带宽（解码器）与 FP16 稠密张量算力（编码器）中较慢的一项" if a["family"] == "speech"
                                     else "FP16 稠密张量算力")
                   + ("从它换算，更快的卡也按它的算力计（扩散去噪受算力限制；NVIDIA 规格表），但不快于同等或更快的卡上的实测，"
                      if a["family"] == "diffusion" else "从它换算，且不超过实测卡，")
                   + ("FP32 不限 NVIDIA 卡的代际" if a.get("fp32") else
                                              "只算支持 " + ("FP8 张量核心（Ada、Hopper、Blackwell）" if a.get("fp8")
                                                         else "BF16") + " 的 NVIDIA 卡"))),
    # the alternative: FLUX.1 [schnell] for text-to-image (its own 4-step measurement); for an editing model
    # (Kontext) an editing one, Qwen-Image-Edit, which has no measurement here
    "media.licence_open": E(
        "Licence: {name}'s weights are under {licence} ({source}) — commercial use allowed, unlike {other}'s "
        "{other_licence}",
        "许可：{name} 的权重采用 {licence}（{source}）——可以商用，不同于 {other} 的 {other_licence}"),
    "media.licence": E(
        lambda a: (f"⚠️ Licence: {a['name']}'s weights are under the {a['licence']} ({a['source']}) — non-commercial, "
                   "non-production use only; selling or publishing the pictures for a business needs a commercial "
                   f"licence from Black Forest Labs, or {a['alt']} ({a['alt_licence']}, {a['alt_source']}; "
                   + ("4 steps: name it and it is sized from its own measurement)" if "schnell" in a["alt"]
                      else "it edits images too; no measured speed for it here)")),
        lambda a: (f"⚠️ 许可：{a['name']} 的权重采用 {a['licence']}（{a['source']}）——只限非商业、非生产用途；"
                   f"商用（例如商品图）需向 Black Forest Labs 购买商业许可，或改用 {a['alt']}"
                   f"（{a['alt_licence']}，{a['alt_source']}；"
                   + ("4 步，说出它的名字即按它自己的实测估算）" if "schnell" in a["alt"]
                      else "同样能改图；这里没有它的实测速度）"))),
    # a recorded speech batch: the levers that cut its GPU-hours, none priced here (tools.media)
    # `source` None: the plan is already large-v3-turbo, so turbo is no lever to offer
    "media.speech_levers": E(
        lambda a: ("What would change it: voice-activity detection (Silero VAD; faster-whisper's vad_filter) drops "
                   f"{kinds.gap(a, False)} before decoding, so the GPU-hours follow the speech kept, not the hours "
                   f"recorded — time it on a sample of your {kinds.noun(a, False)}; long recordings are cut into "
                   "Whisper's 30 s windows "
                   "and batched, as in the measurement"
                   + (f"; large-v3-turbo (4 decoder layers instead of 32, {a['source']}) decodes several times faster "
                      f"if its accuracy on your {kinds.noun(a, False)} is enough" if a.get("source") else "")),
        lambda a: (f"可改变结论的因素：语音活动检测（Silero VAD；faster-whisper 的 vad_filter）在解码前去掉{kinds.gap(a, True)}，"
                   f"GPU 时长随保留的语音而定，而不是录音总时长——先用一小批{kinds.noun(a, True)}实测；"
                   "长录音切成 Whisper 的 30 秒窗口再批量处理（与实测做法相同）"
                   + (f"；large-v3-turbo（解码器 4 层而非 32 层，{a['source']}）"
                      f"若在你的{kinds.noun(a, True)}上准确率够用，解码快数倍"
                      if a.get("source") else ""))),
    # the speech batch's other model sized on the same batch (tools.media.other_model_line)
    "media.other_model": E(
        lambda a: (f"{'Cheaper' if a['cheaper'] else 'Also sized'}: {a['name']} — {a['row']}; ≈ {a['hours']:,.1f} "
                   f"GPU-hours on {a['gpu']} at {a['rate']:,.0f}× real time"
                   + (f", ≈ {a['month']} a month" if a["month"] else "")
                   + (" — FunASR's published batched speed (Paraformer-large, 60 files at once; SenseVoice is faster); "
                      f"trained for "
                      f"Chinese and Cantonese: compare accuracy with Whisper on a sample of your {kinds.noun(a, False)} "
                      f"({a['source']})"
                      if a["sensevoice"] else "")
                   + (" — on accuracy, SenseVoice's README reports lower error rates than Whisper on Chinese and Cantonese "
                      "test sets; I hold no error-rate figure of my own for either in your recordings' language, so "
                      "compare both on a sample of your recordings before the whole run"
                      if a.get("versus") and not a["sensevoice"] else "")
                   + lacks_en(a)),
        lambda a: (f"{'更省' if a['cheaper'] else '也可'}：{a['name']}——{a['row']}；{a['gpu']} 上约 {a['hours']:,.1f} "
                   f"GPU 小时（{a['rate']:,.0f} 倍实时）"
                   + (f"，每月约 {a['month']}" if a["month"] else "")
                   + ("——FunASR 公布的分批速度（Paraformer-large，60 路并发；SenseVoice 更快）；"
                      f"专为中文、粤语训练：先在一小批自己的录音上"
                      f"与 Whisper 对比准确率（{a['source']}）" if a["sensevoice"] else "")
                   + ("——准确率：SenseVoice 的 README 报告其在中文、粤语测试集上的错误率低于 Whisper；我这里没有两者在你录音"
                      "语言上的错误率数据，整批跑之前先用一小批自己的录音对比两者" if a.get("versus") and not a["sensevoice"]
                      else "") + lacks_zh(a))),
    "media.chinese_asr": E(
        "For Chinese (Mandarin or Cantonese) recordings, FunASR's Paraformer-zh and SenseVoice-Small are open models "
        "trained for Chinese ({source}; SenseVoice's README reports lower error rates than Whisper on Chinese and "
        "Cantonese test sets) — compare them with Whisper on a sample of your recordings; their speed is not sized here",
        "中文（普通话、粤语）录音：FunASR 的 Paraformer-zh 和 SenseVoice-Small 是专为中文训练的开源模型（{source}；"
        "SenseVoice 的 README 报告其在中文、粤语测试集上的错误率低于 Whisper）——先在一小批自己的录音上与 Whisper 对比；"
        "这里没有估算它们的速度"),
    "media.addon": E(
        "{addon} sized in: it runs beside the model at every sampling step, ≈ {pct:.0f} % more time a step ({source}; "
        "taken as the inference overhead — measure on a pilot); each {addon} checkpoint has its own licence: check it "
        "for commercial use",
        "已计入 {addon}：它在每个采样步都与主模型一起运行，每步约多 {pct:.0f}% 的时间（{source}；按推理开销估算——先小批实测）；"
        "每个 {addon} 权重有各自的许可证，商用前请逐一核对"),
    "media.assumptions": E(
        lambda a: ("Assumed: " + (
            ("live streams at ≤ {:.0%} of the measured capacity; ".format(a["util"]))
            if a.get("native") else
            "FunASR's published batched speed (Paraformer-large, 60 files at once, a floor for SenseVoice-Small; one file at a "
            "time is slower); "
            if a.get("funasr") else
            "batched FP16 inference as measured (unbatched decoding with a beam of 5 is several times slower: "
            "faster-whisper's README measures large-v2 at ≈ 12× real time unbatched on an RTX 3070 Ti); "
            + ("live streams at ≤ {:.0%} of the measured capacity; ".format(a["util"]) if a["live"] else "")
            if a["family"] == "speech" else
            (f"{a['steps']} steps, batch 1, as measured" if not a.get("measured_steps") else
             f"{a['steps']} steps (measured at {a['measured_steps']}), batch 1: the steps' share of the measured time "
             f"scaled by {a['steps']}/{a['measured_steps']}"
             + (f", the text encoders and VAE decode ({a['fixed_pct']:.0f} % of it) kept whole" if a.get("fixed_pct")
                else ""))
            + (f"; {a['size']} scaled from the measured {a['side']}×{a['side']} by pixels (larger images take at "
               f"least that)" if a["size"] else f"; {a['side']}×{a['side']} as measured" if a["stated"]
               else f"; {a['side']}×{a['side']} assumed (say the size if different)")
            + "; the time scales with the steps; ")
            + ("a live fleet stays up, so no job start-up is added; " if a["live"]  # a service, not a job
               else f"each machine pays {a['setup_min']:g} min of start-up; ") + "on-demand prices"),
        lambda a: ("假设：" + (
            "实时各路按实测容量的 {:.0%} 以内规划；".format(a["util"])
            if a.get("native") else
            "按 FunASR 公布的分批速度（Paraformer-large 60 路并发，SenseVoice-Small 只会更快；逐个文件跑更慢）；"
            if a.get("funasr") else
            "按实测的批量 FP16 推理（不分批、beam 5 的解码慢数倍：faster-whisper 的 README 在 RTX 3070 Ti 上实测 large-v2 "
            "不分批约 12 倍实时）；"
            + ("实时各路按实测容量的 {:.0%} 以内规划；".format(a["util"]) if a["live"] else "")
            if a["family"] == "speech" else
            (f"{a['steps']} 步、batch 1，与实测一致" if not a.get("measured_steps") else
             f"{a['steps']} 步（实测为 {a['measured_steps']} 步）、batch 1：实测时间中去噪步骤的部分按 {a['steps']}/"
             f"{a['measured_steps']} 换算"
             + (f"，文本编码和 VAE 解码（占实测的 {a['fixed_pct']:.0f}%）不变" if a.get("fixed_pct") else ""))
            + (f"；{a['size']} 按像素数从实测的 {a['side']}×{a['side']} 换算（更大的图至少这么久）" if a["size"]
               else f"；{a['side']}×{a['side']}，与实测一致" if a["stated"]
               else f"；按 {a['side']}×{a['side']} 估算（分辨率不同请说明）")
            + "；耗时与步数成正比；")
            + ("实时机队常开，不另计任务启动时间；" if a["live"] else f"每台机器计 {a['setup_min']:g} 分钟启动时间；")
            + "按量价格")),
    "media.mainland_reference": E(
        lambda a: f"As a price reference while mainland quotes are missing (a public price in {a['place']}, not a "
                  f"mainland quote; mainland prices differ): {a['row']}"
                  + (f", ≈ {a['month']} a month ({a['hours']:,} h)" if a["month"] else "") + ".",
        lambda a: f"在拿到国内报价之前的价格参考（{a['place']}的公开价格，不是国内报价；国内价格会不同）：{a['row']}"
                  + (f"，每月约 {a['month']}（{a['hours']:,} 小时）" if a["month"] else "") + "。"),
    "media.card_unmeasured": E(
        lambda a: (f"{a['card']} holds {a['name']} (≈ {_gb(a['need'])} GB of 16-bit weights"
                   + (f" on a {a['cap']:.0f} GB card" if a.get("cap") else "")
                   + ") and runs it in FP16, but its speed is not sized here: the measurements I scale from are BF16 / "
                   "Flash Attention 2 runs, which its architecture lacks. Measure it on one card before buying many. "
                   "The plan below is without that card."),
        lambda a: (f"{a['card']} 装得下 {a['name']}（16 位权重约 {_gb(a['need'])} GB"
                   + (f"，该卡 {a['cap']:.0f} GB" if a.get("cap") else "")
                   + "），也能用 FP16 跑，但这里没有它的速度：我据以换算的实测都是 BF16 / Flash Attention 2 的结果，"
                   "该卡的架构不支持。批量租之前先在一张卡上实测。下面是不用该卡的方案。")),
    "media.card_no_figures": E(
        lambda a: (f"{a['card']} holds {a['name']} (≈ {_gb(a['need'])} GB of 16-bit weights"
                   + (f" on a {a['cap']:.0f} GB card" if a.get("cap") else "")
                   + ") and supports BF16, but its speed is not sized here: no published FP16/BF16 tensor throughput "
                   "for it is in my sources, so there is nothing to scale the measurements by. Measure it on one card "
                   "before buying many. The plan below is without that card."),
        lambda a: (f"{a['card']} 装得下 {a['name']}（16 位权重约 {_gb(a['need'])} GB"
                   + (f"，该卡 {a['cap']:.0f} GB" if a.get("cap") else "")
                   + "），也支持 BF16，但这里没有它的速度：我的资料里没有它公开的 FP16/BF16 张量算力，无从换算实测。"
                   "批量租之前先在一张卡上实测。下面是不用该卡的方案。")),
    "media.providers": E("{providers!p:, }", "{providers!p:、}"),
    "media.small_on_big": E(
        lambda a: (f"The {a['card']} proposed is compute wasted on this job: {a['name']} has ≈ {a['params_m']:,.0f} M "
                   f"parameters (≈ {a['gb']:,.1f} GB of weights, {a['share']:,.1f} % of the card's {a['cap']:.0f} GB), and "
                   f"its batch speed is held at the measured card's, never credited faster on a bigger one — the day's "
                   f"≈ {a['gpuh']:,.0f} GPU-hours run on {a['pick']}-class cards at a fraction of the price"
                   + (f" ({a['row']}: ≈ {a['times']:,.1f}× cheaper than the plan on the {a['card']})" if a.get("times")
                      else "")
                   + "; speech recognition is also often held back by the CPU (audio decoding, VAD), not the GPU"),
        lambda a: (f"提议的 {a['card']} 在这个任务上是算力浪费：{a['name']} 只有约 {a['params_m']:,.0f} M 参数（权重约 "
                   f"{a['gb']:,.1f} GB，占该卡 {a['cap']:.0f} GB 的 {a['share']:,.1f}%），批量速度按实测卡封顶、不会因卡更大"
                   f"而算得更快——每天约 {a['gpuh']:,.0f} GPU 小时用 {a['pick']} 级别的卡就能跑完，价格只是零头"
                   + (f"（{a['row']}：比用 {a['card']} 的方案便宜约 {a['times']:,.1f} 倍）" if a.get("times") else "")
                   + "；语音识别的瓶颈也常在 CPU（音频解码、VAD）而不在 GPU")),
    "media.card_not_listed": E(
        lambda a: (f"{a['card']} holds {a['name']} (≈ {_gb(a['need'])} GB of 16-bit weights"
                   + (f" on a {a['cap']:.0f} GB card" if a.get("cap") else "") + ") and its speed is sized, but "
                   + (f"it is not on offer where you asked: {a['why']}. The plan below is on the cards rented there."
                      if a.get("why") else
                      f"my catalog has no priced {a['card']} machine where you asked ({', '.join(a['places'])}) — get "
                      "a quote before planning on it. The plan below is on the cards priced there." if a.get("places")
                      else f"no {a['card']} machine in my catalog meets what you asked. The plan below is without "
                      "that card.")),
        lambda a: (f"{a['card']} 装得下 {a['name']}（16 位权重约 {_gb(a['need'])} GB"
                   + (f"，该卡 {a['cap']:.0f} GB" if a.get("cap") else "") + "），速度也能估算，但"
                   + (f"你限定的地方租不到它：{a['why']}。下面是那里租得到的卡的方案。" if a.get("why") else
                      f"你问的地方（{'、'.join(a['places'])}）我的目录里没有 {a['card']} 的有价机器：先拿到报价再按它做"
                      "计划。下面是那里有价的卡的方案。" if a.get("places")
                      else f"我的目录里没有满足你要求的 {a['card']} 机器。下面是不用该卡的方案。"))),
    "media.card_cannot": E(
        lambda a: (f"No, {a['card']} cannot run {a['name']} as measured: its 16-bit weights need ≈ {_gb(a['need'])} GB"
                   + (f", the card has {a['cap']:.0f} GB" if a.get("cap") else "")
                   + f". FP8 weights (≈ {_gb(a['fp8'])} GB) may fit a card with FP8 support (Ada, Hopper) — not sized "
                   "here, as no FP8 speed is measured. The plan below is without that card."),
        lambda a: (f"不行，{a['card']} 按实测配置跑不了 {a['name']}：16 位权重约需 {_gb(a['need'])} GB"
                   + (f"，该卡只有 {a['cap']:.0f} GB" if a.get("cap") else "")
                   + f"。FP8 权重（约 {_gb(a['fp8'])} GB）在支持 FP8 的卡（Ada、Hopper）上也许装得下——这里未估算，"
                   "因为没有 FP8 的实测速度。下面是不用该卡的方案。")),
    "media.card_fp8": E(
        lambda a: (f"Yes in FP8: {a['card']} cannot hold {a['name']} in 16-bit (≈ {_gb(a['need'])} GB"
                   + (f" against its {a['cap']:.0f} GB" if a.get("cap") else "")
                   + "), but its FP8 form fits and runs on the card's FP8 tensor cores — sized below from an FP8 "
                   "measurement"),
        lambda a: (f"用 FP8 可以：{a['card']} 装不下 16 位的 {a['name']}（约 {_gb(a['need'])} GB"
                   + (f"，该卡只有 {a['cap']:.0f} GB" if a.get("cap") else "")
                   + "），但 FP8 版本装得下，并用该卡的 FP8 张量核心运行——下面按 FP8 实测估算")),
    "media.fp8_memory": E(
        lambda a: (f"Memory in FP8: transformer 12.0 GB (12 B parameters × 1 byte) + T5-XXL text encoder "
                   f"{a['t5']:.1f} GB (FP8) + CLIP-L and VAE {a['rest']:.1f} GB (16-bit) ≈ {a['total']:.1f} GB, "
                   "activations at 1024² ≈ 1–2 GB on top"
                   + ({"on_card": f" — fits the {a['card']}'s {a['cap']:.0f} GB with everything on the card",
                       "offload": f" — on the {a['card']} ({a['cap']:.0f} GB) only with the T5 encoder offloaded to CPU "
                                  f"(enable_model_cpu_offload: ≈ {a['total'] - a['t5']:.1f} GB on the card; T5 runs "
                                  "once a prompt)",
                       "no": f" — more than the {a['card']}'s {a['cap']:.0f} GB",
                       "no_fp8": f" — but the {a['card']} has no FP8 tensor cores (FP8 needs Ada, Hopper or "
                                 f"Blackwell): run it in 16-bit there (≈ {a['bf16']:.0f} GB)"}[a["fits"]]
                      if a["fits"] else "")
                   + (f"; ≈ {a['per_hour']:,.0f} images an hour on one {a['speed_card']} at {a['secs']:.1f} s each"
                      if a.get("per_hour") else "")),
        lambda a: (f"FP8 显存：Transformer 12.0 GB（120 亿参数 × 1 字节）+ T5-XXL 文本编码器 {a['t5']:.1f} GB（FP8）"
                   f"+ CLIP-L 和 VAE {a['rest']:.1f} GB（16 位）≈ {a['total']:.1f} GB，1024² 的激活值另需约 1–2 GB"
                   + ({"on_card": f"——{a['card']} 的 {a['cap']:.0f} GB 全部放在卡上也装得下",
                       "offload": f"——{a['card']}（{a['cap']:.0f} GB）上需把 T5 编码器卸载到 CPU（enable_model_cpu_offload："
                                  f"卡上约 {a['total'] - a['t5']:.1f} GB；T5 每个提示词只跑一次）",
                       "no": f"——超过 {a['card']} 的 {a['cap']:.0f} GB",
                       "no_fp8": f"——但 {a['card']} 没有 FP8 张量核心（FP8 需要 Ada、Hopper 或 Blackwell）：在它上面用 16 位跑"
                                 f"（约 {a['bf16']:.0f} GB）"}[a["fits"]] if a["fits"] else "")
                   + (f"；一张 {a['speed_card']} 每小时约 {a['per_hour']:,.0f} 张（每张 {a['secs']:.1f} 秒）"
                      if a.get("per_hour") else ""))),
    # a batch over tools.offers.MAX_NODES machines on every machine type, as the LLM plans bound it
    "media.over_machines": E(
        "{name}: this batch needs more than {max} machines on every listed machine type, more than a provider rents as "
        "one job: nothing can be ranked as asked; split the job over a longer deadline or ask a provider for a "
        "reserved fleet.",
        "{name}：这批任务在每种机型上都要超过 {max} 台机器，超出云厂商一次能租给一个任务的规模，无法按所给条件排出方案；"
        "请放宽截止时间分批跑，或向云厂商询问包年的专属集群。"),
    "media.provider_lacks_card": E(
        lambda a: (f"{_who(a, False)} lists no {a['card']} here (the large clouds rent data-centre cards, not "
                   f"GeForce): the {a['card']} plan below is priced where that card is rented; on {_who(a, False)} "
                   "pick a data-centre card (L20, A10, H20) and ask for its price"),
        lambda a: (f"{_who(a, True)} 在这里没有 {a['card']}（大云厂商租的是数据中心卡，不租 GeForce 消费卡）："
                   f"下面按租 {a['card']} 的平台计价；如要用 {_who(a, True)}，请选数据中心卡（L20、A10、H20）并向它询价")),
    "media.no_row": E(
        "{name}: no listed on-demand machine holds it with a measured or scalable speed (deadline or provider filter).",
        "{name}：目录里没有能装下它、且有实测或可换算速度的按量机型（截止时间或云厂商限制）。"),
    "media_train.head": E(
        lambda a: (f"{a['jobs']} — each job: {a['name']} LoRA, "
                   + (f"{a['steps']:,.0f} steps at batch {a.get('batch', 1)} (as you said)" if a.get("steps_said")
                      else _images_steps_en(a))
                   + f" on one ≥ {a['min_gb']:g} GB card, ≈ {a['hours']} on the measured {a['card']}"
                   if a.get("jobs") else
                   f"{a['name']} "
                   + (f"QLoRA sized as the measured LoRA (no run with a 4-bit NF4 base is measured here; a quantised base "
                      f"runs on a {a['quant_gb']:g} GB card, slower; SimpleTuner README)" if a.get("qlora") else "LoRA")
                   + (f", {a['steps']:,.0f} steps at batch {a.get('batch', 1)} (as you said)" if a.get("steps_said")
                      else ", " + _images_steps_en(a))
                   + f": one ≥ {a['min_gb']:g} GB card — ≈ {a['hours']} on the measured {a['card']}"
                   + (f"; rent {a['row']}" if a["row"] else "")),
        lambda a: (f"{a['jobs']}——每个任务：{a['name']} LoRA，"
                   + (f"按你说的 {a['steps']:,.0f} 步、batch {a.get('batch', 1)}" if a.get("steps_said")
                      else _images_steps_zh(a))
                   + f"，一张 ≥ {a['min_gb']:g} GB 的卡，实测的 {a['card']} 上约 {a['hours']}"
                   if a.get("jobs") else
                   f"{a['name']} "
                   + (f"QLoRA 按实测的 LoRA 估算（这里没有 4 位 NF4 底座的实测；量化底座可在 {a['quant_gb']:g} GB 的卡上跑，"
                      "更慢；SimpleTuner README）"
                      if a.get("qlora") else "LoRA")
                   + (f"，按你说的 {a['steps']:,.0f} 步、batch {a.get('batch', 1)}" if a.get("steps_said")
                      else "，" + _images_steps_zh(a))
                   + f"：一张 ≥ {a['min_gb']:g} GB 的卡——实测的 {a['card']} 上约 {a['hours']}"
                   + (f"；租 {a['row']}" if a["row"] else ""))),
    # the fine-tune on the user's own or granted cards (tools.speech_train.owned_speech_train): fit and time, no price
    "speech_train.owned": E(
        lambda a: (f"Yes, on your {a['card']} cards (yours or granted: no rental, nothing to price): {a['name']} "
                   + ("LoRA" if a["lora"] else "full fine-tune") + f" holds {a['states_gb']:.1f} GB of "
                   + ("frozen weights" if a["lora"] else "weights, gradients and AdamW states")
                   + (f", which fits one {a['gb']:g} GB card with its activations" if a["single"] else
                      f" plus activations, more than one {a['gb']:g} GB card: shard it with DeepSpeed ZeRO-2 over the "
                      f"{a['n']} cards (≈ {a['zero_gb']:.1f} GB each + activations; smaller per-card batch with "
                      "gradient accumulation, or 8-bit Adam)")
                   + ("; no BF16 on this card: FP16 mixed precision with loss scaling" if a["fp16"] else "")
                   + ("; no FlashAttention-2 (needs Ampere or later): PyTorch SDPA memory-efficient attention or "
                      "xformers" if a["no_fa2"] else "")
                   + (f"; ≈ {a['one']} on one card, ≈ {a['all']} on {a['n']}" if a["one"] else "")
                   + ("" if a["said_n"] else f" ({a['n']} = one 8-GPU node; say how many you get)")),
        lambda a: (f"可以，用你的 {a['card']}（自有或申请到的：不用租，也不用报价）：{a['name']} "
                   + ("LoRA" if a["lora"] else "全参微调") + f"要放 {a['states_gb']:.1f} GB 的"
                   + ("冻结权重" if a["lora"] else "权重、梯度和 AdamW 状态")
                   + (f"，加上激活值一张 {a['gb']:g} GB 的卡装得下" if a["single"] else
                      f"，加上激活值超过一张 {a['gb']:g} GB 的卡：用 DeepSpeed ZeRO-2 分到 {a['n']} 张卡上（每卡约 "
                      f"{a['zero_gb']:.1f} GB + 激活值；每卡 batch 调小加梯度累积，或用 8-bit Adam）")
                   + ("；这张卡不支持 BF16：用 FP16 混合精度加 loss scaling" if a["fp16"] else "")
                   + ("；不支持 FlashAttention-2（需要 Ampere 及以上）：用 PyTorch SDPA 的 memory-efficient 注意力或 "
                      "xformers" if a["no_fa2"] else "")
                   + (f"；一张卡约 {a['one']}，{a['n']} 张约 {a['all']}" if a["one"] else "")
                   + ("" if a["said_n"] else f"（{a['n']} 张 = 一个 8 卡节点；请说明能申请到几张）"))),
    "speech_train.head": E(
        lambda a: (f"{a['name']} " + ("QLoRA fine-tune" if a.get("qlora") else "LoRA fine-tune" if a["lora"]
                                      else "full fine-tune")
                   + f" on {a['hours']:,.0f} h of audio × {a['epochs']:g} epochs (provisional, assumptions below): "
                   f"one ≥ {a['min_gb']:g} GB card ("
                   + (f"frozen 4-bit NF4 weights {a['states_gb']:.1f} GB + adapters" if a.get("qlora") else
                      f"frozen 16-bit weights {a['states_gb']:.1f} GB + adapters" if a["lora"]
                      else f"FP32 weights and gradients with 8-bit AdamW states {a['states_gb']:.1f} GB; gradient "
                      f"checkpointing recomputes the forward pass, {a['recompute']:.2f}× the time"
                      if a.get("low_memory") else f"weights, gradients and AdamW states {a['states_gb']:.1f} GB")
                   + " + activations of 30 s windows" + (", which set the card class" if a.get("qlora") else "") + ")"
                   + (f"; rent {a['row']}" if a["row"] else "; no listed machine passes the stated filters")),
        lambda a: (f"{a['name']} " + ("QLoRA 微调" if a.get("qlora") else "LoRA 微调" if a["lora"] else "全参微调")
                   + f"，{a['hours']:,.0f} 小时音频 × {a['epochs']:g} 轮（初步估算，假设见下）："
                   f"一张 ≥ {a['min_gb']:g} GB 的卡（"
                   + (f"冻结的 4 位 NF4 权重 {a['states_gb']:.1f} GB + 适配器" if a.get("qlora")
                      else f"冻结的 16 位权重 {a['states_gb']:.1f} GB + 适配器" if a["lora"]
                      else f"FP32 权重和梯度加 8-bit AdamW 状态 {a['states_gb']:.1f} GB；梯度检查点重算一次前向，"
                      f"用时 × {a['recompute']:.2f}" if a.get("low_memory")
                      else f"权重、梯度和 AdamW 状态 {a['states_gb']:.1f} GB")
                   + " + 30 秒窗口的激活值" + ("，卡的档位由激活值决定" if a.get("qlora") else "") + "）"
                   + (f"；租 {a['row']}" if a["row"] else "；没有符合所述条件的在列机器"))),
    "speech_train.versus": E(
        lambda a: ("Against the pick on any card: " + {"cheaper": "cheaper", "same": "about the same cost",
                                                       "dearer": f"not cheaper ({a['ratio']:.1f}× the cost)"}[a["verdict"]]
                   + f" — {a['mine']}, against {a['best']}"),
        lambda a: ("和不限卡型的首选比：" + {"cheaper": "更便宜", "same": "价钱差不多",
                                     "dearer": f"不会更便宜（约 {a['ratio']:.1f} 倍）"}[a["verdict"]]
                   + f"——{a['mine']}；对比 {a['best']}")),
    "speech_train.math": E(
        lambda a: (f"How: {a['clips']:,.0f} clips of 30 s; training ≈ 6 FLOP per parameter per position (encoder "
                   f"{a['frames']:,} frames, decoder {a['tokens']} tokens a clip) × {a['epochs']:g} epochs ≈ "
                   f"{a['flops']:.2g} FLOP, at {a['mfu']:.0%} of the card's dense BF16 peak"
                   + (f", LoRA {a['speedup']:g}× faster (no gradients for the frozen weights; Hu et al. 2021, "
                      "arXiv:2106.09685, section 4.2)" if a["lora"] else "")
                   + (f", and QLoRA {a['dequant']:.2f}× slower than LoRA (each step dequantises the 4-bit weights; "
                      "torchtune's measured LoRA vs QLoRA)" if a.get("qlora") else "")
                   + (f" → ≈ {a['took']} on the first pick, start-up included" if a["took"] else "")
                   + (f". Cross-check: a published full fine-tune of large-v3, {a['run_hours']:g} h × "
                      f"{a['run_epochs']:g} epochs on {a['run_n']} × {a['run_card']}, took ≈ {a['run_took']:g} h where "
                      f"this arithmetic gives ≈ {a['check']:.0f} h ({a['run_source']}) — allow up to "
                      f"{a['run_took'] / a['check']:.1f}× the time" if a.get("check") else "")),
        lambda a: (f"算法：{a['clips']:,.0f} 段 30 秒音频；训练约每参数每位置 6 FLOP（编码器每段 {a['frames']:,} 帧，"
                   f"解码器 {a['tokens']} token）× {a['epochs']:g} 轮 ≈ {a['flops']:.2g} FLOP，按卡的 BF16 稠密峰值的 "
                   f"{a['mfu']:.0%} 计"
                   + (f"，LoRA 快 {a['speedup']:g} 倍（冻结权重不算梯度；Hu et al. 2021，arXiv:2106.09685，第 4.2 节）"
                      if a["lora"] else "")
                   + (f"，QLoRA 比 LoRA 慢 {a['dequant']:.2f} 倍（每步把 4 位权重反量化；torchtune 实测 LoRA 与 QLoRA）"
                      if a.get("qlora") else "")
                   + (f"→ 首选约 {a['took']}（含启动）" if a["took"] else "")
                   + (f"。对照：已公开的 large-v3 全参微调，{a['run_hours']:g} 小时 × {a['run_epochs']:g} 轮、"
                      f"{a['run_n']} × {a['run_card']}，约用 {a['run_took']:g} 小时，这套算法给出约 {a['check']:.0f} 小时"
                      f"（{a['run_source']}）——时间最多按 {a['run_took'] / a['check']:.1f} 倍预留" if a.get("check") else ""))),
    "speech_train.method_lever": E(
        lambda a: ((f"Full fine-tune instead (often a little more accurate on a new language or accent): one ≥ "
                    f"{a['full_gb']:g} GB card, {a['row']}"
                    if a["lora"] else
                    f"Cheaper: LoRA on a ≥ {a['lora_gb']:g} GB card (frozen weights, adapters only; "
                    f"{a['speedup']:g}× faster per step), {a['row']}"
                    + ("" if a["cheaper"] else " — not cheaper on the listed prices here"))
                   if a["row"] else ("Full fine-tune instead: no listed machine passes the stated filters"
                                     if a["lora"] else "LoRA instead: no listed machine passes the stated filters")),
        lambda a: ((f"改做全参微调（新语言或口音上往往略准一些）：一张 ≥ {a['full_gb']:g} GB 的卡，{a['row']}"
                    if a["lora"] else
                    f"更便宜：LoRA，一张 ≥ {a['lora_gb']:g} GB 的卡（冻结权重、只训练适配器；每步快 {a['speedup']:g} 倍），"
                    f"{a['row']}"
                    + ("" if a["cheaper"] else "——按这里的在列价格并不更便宜"))
                   if a["row"] else ("改做全参微调：没有符合所述条件的在列机器" if a["lora"]
                                     else "改做 LoRA：没有符合所述条件的在列机器"))),
    "speech_train.lever": E(
        "A {lever_gb:g} GB card (L4, RTX 4090, A10) works with LoRA, or 8-bit Adam + gradient checkpointing at a small "
        "batch; V100/T4 have no BF16 (FP16 with loss scaling)",
        "{lever_gb:g} GB 的卡（L4、RTX 4090、A10）也行：用 LoRA，或 8-bit Adam + 梯度检查点 + 小 batch；"
        "V100/T4 不支持 BF16（用 FP16 + loss scaling）"),
    "speech_train.assumptions": E(
        lambda a: ("Assumed: " + ("" if a["hours_said"] else f"{a['hours']:,.0f} h of labelled audio, as you did not say"
                                   " — how many hours do you have? (time and cost scale with them); ")
                   + ("" if a["lora"] else "a full fine-tune (say LoRA if you mean it); ")
                   + ("" if a["epochs_said"] else f"{a['epochs']:g} epochs (say yours); ")
                   + f"≈ {a['tokens']} transcript tokens a 30 s clip; a machine's cards run data parallel; each machine "
                   f"pays {a['setup_min']:g} min of start-up; on-demand prices; evaluation runs and retries come on top"),
        lambda a: ("假设：" + ("" if a["hours_said"] else f"{a['hours']:,.0f} 小时标注音频（你没有说）——你有多少小时？"
                                 "（时间和费用随之成正比）；")
                   + ("" if a["lora"] else "全参微调（若用 LoRA 请说明）；")
                   + ("" if a["epochs_said"] else f"{a['epochs']:g} 轮（轮数不同请说明）；")
                   + f"每段 30 秒约 {a['tokens']} 个转写 token；多卡机器按数据并行；每台机器计 {a['setup_min']:g} 分钟启动"
                   "时间；按量价格；评测和重跑另计")),
    "media_train.owned": E(
        lambda a: {"fits": f"Your {a['gb']:g} GB card: enough — at or above the ≥ {a['min_gb']:g} GB class, no rental "
                           "needed",
                   "lever": f"Your {a['gb']:g} GB card: yes with levers — below the {a['min_gb']:g} GB class, so "
                            + ("small batches, 8-bit Adam and cached text-encoder outputs" if a["model"] == "sdxl"
                               else "an int8-quantised transformer and text encoder, cached latents and text")
                            + "; slower than the rental below",
                   "marginal": f"Your {a['gb']:g} GB card: possible but marginal — only with an NF4-quantised base, "
                               "latents and text embeddings cached first (then the text encoder unloaded) and block "
                               "offloading; several times slower than a 24 GB card and not measured here; renting "
                               f"below is the easy route ({a['source']})",
                   "no": f"Your {a['gb']:g} GB card: not enough, even quantised ({a['source']}); rent below"}[a["verdict"]],
        lambda a: {"fits": f"你手上的 {a['gb']:g} GB 卡：够用——达到 ≥ {a['min_gb']:g} GB 的档次，不用租",
                   "lever": f"你手上的 {a['gb']:g} GB 卡：加上这些办法可以——低于 {a['min_gb']:g} GB 档次，需"
                            + ("小 batch、8-bit Adam、缓存文本编码器输出" if a["model"] == "sdxl"
                               else "把 transformer 和文本编码器量化到 int8，先缓存 latent 和文本")
                            + "；比下面的租用方案慢",
                   "marginal": f"你手上的 {a['gb']:g} GB 卡：可以，但很勉强——只能把基座量化到 NF4、先缓存 latent 和文本嵌入"
                               "（然后卸载文本编码器）、再开 block offload；比 24 GB 的卡慢数倍，这里没有实测；省事的办法是下面的"
                               f"租用方案（{a['source']}）",
                   "no": f"你手上的 {a['gb']:g} GB 卡：不够，量化后也不行（{a['source']}）；请看下面的租用方案"}[a["verdict"]]),
    # N independent LoRA jobs, one a customer / student (tools.media_train.JobBatch)
    "media_train.batch": E(
        lambda a: (f"{a['jobs']:,} LoRAs, one job a card ({a['job']} each on the {a['gpu']}): ≈ "
                   f"{a['card_hours']:,.1f} card-hours in all"
                   + (f", ≈ {a['cost']} in all" if a['cost'] else " (price them at your quote × these hours)")
                   + (f" on {a['instance']} at {a['per_card']} a card-hour" if a.get('instance') and a['cost'] else "")
                   + (f"; to finish within {a['window']}, "
                      + ("one job alone takes longer, so even one card a job misses it; allow more time or cut the "
                         "steps" if a.get('meets') is False else
                         "one card running around the clock is enough" if a['cards'] == 1 else
                         f"{a['cards']:,} cards in parallel, each running its share of the jobs one after another")
                      + " (add one for retries, and run a pilot job first)" if a['cards'] else "")),
        lambda a: (f"{a['jobs']:,} 个 LoRA，一个任务一张卡（{a['gpu']} 上每个约 {a['job']}）：共约 "
                   f"{a['card_hours']:,.1f} 卡时"
                   + (f"，总价约 {a['cost']}" if a['cost'] else "（按你的报价 × 这些卡时计价）")
                   + (f"（{a['instance']}，每卡时 {a['per_card']}）" if a.get('instance') and a['cost'] else "")
                   + (f"；要在 {a['window']}内完成，"
                      + ("单个任务就超过这个时间，每个任务一张卡也赶不上；请放宽时间或减少步数" if a.get('meets') is False else
                         "一张卡全天运转即可" if a['cards'] == 1 else f"需 {a['cards']:,} 张卡并行，每张卡依次跑分到的任务")
                      + "（建议多备一张用于重跑，并先试训一个）" if a['cards'] else ""))),
    "media_train.fleet": E(
        lambda a: (f"{a['per_day']:,.0f} jobs a day, one job a card ({a['job']} each on the {a['gpu']}): "
                   f"≈ {a['card_hours']:,.1f} card-hours a day; at the busiest hour ({a['factor']:g}× the day's "
                   f"average) ≈ {a['peak']:,} card{'' if a['peak'] == 1 else 's'} busy → "
                   f"{a['machines']:,} × {a['instance']} ({a['gpus']} × "
                   f"{a['gpu']} each); ≈ {a['day']} a day, ≈ {a['autoscaled']} a month autoscaled (billed only while "
                   f"a job runs, {_DAYS:.1f} days), ≈ {a['kept_up']} a month with that peak fleet kept up "
                   f"around the clock ({_H} h)"),
        lambda a: (f"每天 {a['per_day']:,.0f} 个任务，一个任务一张卡（{a['gpu']} 上每个约 {a['job']}）："
                   f"每天约 {a['card_hours']:,.1f} 卡时；最忙的一小时（全天平均的 {a['factor']:g} 倍）约 {a['peak']:,} "
                   f"张卡同时在跑 → {a['machines']:,} 台 {a['instance']}（每台 {a['gpus']} × {a['gpu']}）；"
                   f"每天约 {a['day']}，按需伸缩每月约 {a['autoscaled']}（只在任务运行时计费，按 {_DAYS:.1f} 天），"
                   f"按高峰机队全天常开每月约 {a['kept_up']}（{_H} 小时）")),
    "media_train.paper_faster": E(
        lambda a: (f"faster cards are not ranked faster here: nothing above the {a['card']} is measured for this "
                   f"job, so a card is never credited more than its speed; on paper (dense FP16 tensor TFLOPS) the "
                   f"{a['gpu']} is up to {a['ratio']:.1f}× the {a['card']}, an upper bound — time one job on it before "
                   "you build the fleet on it"),
        lambda a: (f"更快的卡这里没有排得更快：这个任务只有 {a['card']} 的实测，不高于实测卡计速度；按纸面 FP16 稠密张量算力，"
                   f"{a['gpu']} 最多是 {a['card']} 的 {a['ratio']:.1f} 倍，这只是上限——先在它上面实测一个任务，再按它组建机队")),
    "media_train.anywhere": E("without that filter the cheapest is {row}", "去掉这一限制后最便宜的是：{row}"),
    "media_train.quote": E(
        "To price a quote: the job is ≈ {hours:,.1f} card-hours on the {card} (plus start-up); a ≥ {min_gb:g} GB card "
        "(RTX 4090, RTX 3090, A10, L20, A100) at its hourly price × those hours is the job's cost",
        "拿到报价后可自行算：{card} 上约 {hours:,.1f} 卡时（另加启动时间）；任一 ≥ {min_gb:g} GB 的卡"
        "（RTX 4090、RTX 3090、A10、L20、A100）按小时价 × 这些小时即为总价"),
    "media_train.source": E(
        lambda a: (f"Speed measured, not modelled: {a['setup']} ({a['source']}); cards without a measurement are scaled "
                   "from it by dense FP16 tensor TFLOPS, never above it, NVIDIA cards with BF16 only. Card class: "
                   f"{a['card_source']} — ≥ {a['min_gb']:g} GB for a LoRA at 1024²; a {a['lever_gb']:g} GB card works "
                   + ("only at small batches (8-bit Adam, cached text-encoder outputs), slower"
                      if a["model"] == "sdxl" else "only with an int8/nf4-quantised transformer and text encoder")
                   + " (the sources are named above)"),
        lambda a: (f"速度取实测值而非推算：{a['setup']}（{a['source']}）；没有实测的卡按 FP16 稠密张量算力从它换算，且不超过"
                   f"实测卡，只算支持 BF16 的 NVIDIA 卡。卡的档次：{a['card_source']}——1024² 的 LoRA 需 ≥ {a['min_gb']:g} GB；"
                   f"{a['lever_gb']:g} GB 的卡" + ("只能用小 batch（8-bit Adam、缓存文本编码器输出），更慢"
                                                 if a["model"] == "sdxl" else "只能把 transformer 和文本编码器量化到 int8/nf4")
                   + "（来源见上文）")),
    "media_train.assumptions": E(
        lambda a: ("Assumed: " + ("" if a["epochs_said"] else
                                  _epochs_said_en(a))
                   + (f"batch {a.get('batch', 1)}{'' if a.get('size') else ' at 1024²'}, a step of "
                      f"{a.get('batch', 1)} images taking {a.get('batch', 1)}× the measured batch-1 step (no "
                      "better-than-linear gain credited); " if a.get("batch", 1) > 1 else
                      f"batch 1{'' if a.get('size') else ' at 1024²'}, one step an image an epoch; ")
                   + ("one job a card (a machine's cards take one job each); " if a.get("per_day")
                      else "a machine's cards run data parallel; ") + "latents and captions cached before training; "
                   + ("the fleet kept up, no start-up a job; " if a.get("per_day") else
                      f"each machine pays {a['setup_min']:g} min of start-up; ")
                   + "on-demand prices" + _train_size_en(a.get("size"))),
        lambda a: ("假设：" + ("" if a["epochs_said"] else
                             _epochs_said_zh(a))
                   + (("" if a.get("size") else "1024²、") + f"batch {a.get('batch', 1)}，每步 {a.get('batch', 1)} "
                      f"张图，耗时按实测的 batch 1 单步 × {a.get('batch', 1)}（不假设超线性加速）；" if a.get("batch", 1) > 1
                      else ("" if a.get("size") else "1024²、") + "batch 1，每轮每张图一步；")
                   + ("一个任务一张卡（多卡机器每张卡各跑一个任务）；" if a.get("per_day") else "多卡机器按数据并行；")
                   + "训练前先缓存 latent 和文本；"
                   + ("机队常开，每个任务不计启动时间；" if a.get("per_day") else f"每台机器计 {a['setup_min']:g} 分钟启动时间；")
                   + "按量价格" + _train_size_zh(a.get("size")))),
}
