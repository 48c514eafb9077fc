"""The words of tools/tts_train.py: a named speech model (VITS family, So-VITS-SVC, GPT-SoVITS, Matcha-TTS,
FastSpeech2, XTTS-v2, F5-TTS) trained or fine-tuned on hours of speech."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _hours_en(a: Mapping[str, Any]) -> str:
    return f"on {a['hours']:g} h of speech" if a["hours"] else "(hours of speech not said: the steps set the time)"


def _hours_zh(a: Mapping[str, Any]) -> str:
    return f"用 {a['hours']:g} 小时语音" if a["hours"] else ""


def _head_en(a: Mapping[str, Any]) -> str:
    job = (f"≈ {a['days']:.1f} days from scratch" if a["scratch"]
           else f"a fine-tune from its pretrained base (≈ {a['ft_steps']:,} steps) ≈ {a['gpu_h']:.1f} h")
    return (f"Training {a['name']} {_hours_en(a)}: one ≥ {a['min_gb']:g} GB card is enough — "
            f"{job}, ≈ {a['gpu_h']:,.0f} GPU-hours"
            + (f"; on {a['cards']} cards (data parallel, taken as linear: an upper bound on the gain) ≈ "
               f"{a['cards_days']:.1f} days, the same GPU-hours" if a["cards"] > 1 else "")
            + (f"; {a['row']}" if a["row"] else "; no priced single-card machine where you asked"))


def _head_zh(a: Mapping[str, Any]) -> str:
    job = (f"从头训练约 {a['days']:.1f} 天" if a["scratch"]
           else f"从其预训练底模微调（约 {a['ft_steps']:,} 步）约 {a['gpu_h']:.1f} 小时")
    unsaid = "" if a["hours"] else "（未说语音时长：训练时间由步数决定）"
    return (f"{_hours_zh(a)}训练 {a['name']}{unsaid}：一张 ≥ {a['min_gb']:g} GB 的卡就够——{job}，约 {a['gpu_h']:,.0f} GPU 小时"
            + (f"；用 {a['cards']} 张卡（数据并行，按线性加速算，是加速的上限）约 {a['cards_days']:.1f} 天，"
               "GPU 小时不变" if a["cards"] > 1 else "")
            + (f"；{a['row']}" if a["row"] else "；你指定的地点没有标价的单卡机器"))


def _math_en(a: Mapping[str, Any]) -> str:
    own = ""
    if a["params"] > a["vits_params"]:
        own = (f" {a['source']}: {a['params']:g} M parameters vs VITS's ≈ {a['vits_params']:g} M, so its steps are taken "
               f"{a['slower']:.1f}× slower (FLOPs per second of audio ∝ parameters, assumed) ≈ "
               f"{a['model_rate']:.2f} steps/s.")
    elif a["source"]:
        own = f" {a['source']}; taken at VITS's step rate (assumed)."
    tail = (f" {a['steps']:,} steps ≈ {a['gpu_h']:,.0f} h, {a['ft_steps']:,} ≈ {a['ft_h']:.1f} h." if a["scratch"]
            else f" Fine-tune ≈ {a['ft_steps']:,} steps ≈ {a['ft_h']:.1f} h (as asked); from scratch would be ≈ "
                 f"{a['model_scratch']:,} steps ≈ {a['model_scratch_h']:,.0f} h." if a["model_scratch"]
            else f" Fine-tune ≈ {a['ft_steps']:,} steps (assumed) ≈ {a['ft_h']:.1f} h; from scratch is a pretraining "
                 "run on thousands of hours, not sized here.")
    lead = f"{a['name']} sized on VITS's schedule — " if a["same"] else f"{a['name']}'s step rate scaled from VITS's — "
    return ("How: " + ("" if a["name"] == "VITS" else lead)
            + f"{a['paper']}; the paper gives no wall time, so the step rate is from a published log, "
            f"{a['published']} ≈ {a['pub_rate']:.2f} steps/s, taken as {a['speedup']:g}× that on a current "
            f"24 GB+ card (assumed, to re-check on a pilot) ≈ {a['rate']:.2f} steps/s." + own + tail
            + " More cards (data parallel) shorten the days, not the GPU-hours; a corpus of tens of hours rarely needs them")


def _math_zh(a: Mapping[str, Any]) -> str:
    own = ""
    if a["params"] > a["vits_params"]:
        own = (f"{a['source']}：{a['params']:g} M 参数，VITS 约 {a['vits_params']:g} M，每步按慢 "
               f"{a['slower']:.1f} 倍估（每秒音频的算力与参数量成正比，假设）≈ {a['model_rate']:.2f} 步/秒。")
    elif a["source"]:
        own = f"{a['source']}；按 VITS 的步速估（假设）。"
    tail = (f"{a['steps']:,} 步 ≈ {a['gpu_h']:,.0f} 小时，{a['ft_steps']:,} 步 ≈ {a['ft_h']:.1f} 小时。" if a["scratch"]
            else f"微调约 {a['ft_steps']:,} 步 ≈ {a['ft_h']:.1f} 小时（按你说的微调）；从头训练则约 {a['model_scratch']:,} 步 ≈ "
                 f"{a['model_scratch_h']:,.0f} 小时。" if a["model_scratch"]
            else f"微调约 {a['ft_steps']:,} 步（假设）≈ {a['ft_h']:.1f} 小时；从头训练是用数千小时语料的预训练，这里不估。")
    lead = f"{a['name']} 按 VITS 的训练步数估算——" if a["same"] else f"{a['name']} 的步速由 VITS 的实测步速换算——"
    return ("算法：" + ("" if a["name"] == "VITS" else lead)
            + f"{a['paper']}；论文没有给训练时长，所以步速取自公开日志：{a['published']}，约 "
            f"{a['pub_rate']:.2f} 步/秒；现代 24 GB 以上的卡按其 {a['speedup']:g} 倍估（假设，试跑核对）≈ "
            f"{a['rate']:.2f} 步/秒。" + own + tail + "多卡（数据并行）只缩短天数，不减少 GPU 小时；几十小时的语料通常不需要")


def _prep_en(a: Mapping[str, Any]) -> str:
    hours = f"the {a['hours']:g} h" if a["hours"] else "the recordings"
    if a["svc"]:
        return (f"Data prep runs on CPU/GPU before training: resample {hours} to the model's rate (44.1 kHz for "
                "So-VITS-SVC 4.x), slice into 5–15 s clips of one clean voice, extract content features (ContentVec / "
                "HuBERT) and F0 — no transcripts needed")
    align = ("it needs phone durations from a forced aligner (e.g. MFA) first" if a["aligner"]
             else "it learns its own alignment (monotonic alignment search / flow matching), no forced aligner")
    return (f"Data prep runs on CPU, no GPU: resample {hours} to the model config's rate ({a['khz']:g} kHz mono in VITS's "
            "LJSpeech recipe), trim silences and normalise "
            "loudness, cut to sentence clips with transcripts, and build the text front-end (graphemes → phonemes / "
            "romanisation: e.g. Tâi-lô for Taiwanese Hokkien, Jyutping for Cantonese, pinyin for Mandarin) — the real "
            f"work; {align}")


def _prep_zh(a: Mapping[str, Any]) -> str:
    hours = f"{a['hours']:g} 小时音频" if a["hours"] else "录音"
    if a["svc"]:
        return (f"训练前的数据准备：把{hours}重采样到模型的采样率（So-VITS-SVC 4.x 为 44.1 kHz），切成 5–15 秒的单人干净片段，"
                "提取内容特征（ContentVec / HuBERT）和 F0——不需要文本")
    align = ("要先用强制对齐工具（如 MFA）得到音素时长" if a["aligner"]
             else "模型自己学对齐（单调对齐搜索 / flow matching），不需要强制对齐")
    return (f"数据准备在 CPU 上做，不需要 GPU：把{hours}重采样到模型配置的采样率"
            f"（VITS 的 LJSpeech 配置为 {a['khz']:g} kHz 单声道）、切静音、响度归一、按句切段并对齐"
            "文本，再做文本前端（文字 → 音素/罗马字：台语用台罗 Tâi-lô，粤语用粤拼 Jyutping，普通话用拼音）——这才是主要工作量；"
            f"{align}")


def _licence_en(a: Mapping[str, Any]) -> str:
    if a["name"] in ("VITS", "VITS2", "MB-iSTFT-VITS"):
        return (f"⚠️ Licence: fine-tuning from Meta's MMS-TTS checkpoints ({a['source']}) inherits their {a['licence']} — "
                "non-commercial; a broadcast or commercial service needs another base or training from scratch on your "
                "own recordings, which carries no weights licence")
    if not a["licence"]:
        return (f"Licence: {a['name']}'s base checkpoint licence is not checked here — read its model card / LICENSE"
                + (f" ({a['source']})" if a["source"] else "") + " before commercial use; a model trained from scratch "
                "on your own recordings carries no weights licence")
    verdict = "commercial use allowed" if a["commercial"] else "non-commercial / restricted: check before any paid use"
    mark = "✅" if a["commercial"] else "⚠️"
    return f"{mark} Licence: a fine-tune of {a['name']} inherits {a['licence']} ({a['source']}) — {verdict}"


def _licence_zh(a: Mapping[str, Any]) -> str:
    if a["name"] in ("VITS", "VITS2", "MB-iSTFT-VITS"):
        return (f"⚠️ 许可：若从 Meta 的 MMS-TTS 检查点（{a['source']}）微调，会继承其 {a['licence']}——仅限非商业用途；"
                "播出或商业服务需要换底模，或用自己的录音从头训练（没有权重许可的限制）")
    if not a["licence"]:
        return (f"许可：{a['name']} 底模的许可这里未核对——商用前先看其模型卡 / LICENSE"
                + (f"（{a['source']}）" if a["source"] else "") + "；用自己的录音从头训练的模型没有权重许可的限制")
    verdict = "允许商用" if a["commercial"] else "非商用或有限制：付费使用前务必核对"
    return f"{'✅' if a['commercial'] else '⚠️'} 许可：{a['name']} 的微调继承 {a['licence']}（{a['source']}）——{verdict}"


ENTRIES: dict[str, E] = {
    "tts_train.head": E(_head_en, _head_zh),
    "tts_train.finetune": E(
        lambda a: (f"Fine-tuning from a pretrained {a['name']} checkpoint instead (≈ {a['steps']:,} steps): ≈ "
                   f"{a['gpu_h']:.1f} GPU-hours" + (f"; {a['row']}" if a["row"] else "")),
        lambda a: (f"若从预训练 {a['name']} 检查点微调（约 {a['steps']:,} 步）：约 {a['gpu_h']:.1f} GPU 小时"
                   + (f"；{a['row']}" if a["row"] else ""))),
    "tts_train.row": E("Also: {row}", "其他：{row}"),
    # "faster?": data parallel over more cards; a faster single card gains little on a model this small (assumed)
    "tts_train.faster": E(
        lambda a: (f"Faster: {a['cards']} cards data parallel (DDP; linear is the upper bound) ≈ {a['days']:.1f} days, "
                   f"the same GPU-hours — {a['row']}" + ("; a faster single card (A100/H100) gains little on a model "
                                                          "this small (data loading and small kernels bound it, assumed)"
                                                          if a["first"] else "")),
        lambda a: (f"更快：{a['cards']} 张卡数据并行（DDP，按线性加速算，是上限）约 {a['days']:.1f} 天，GPU 小时不变——{a['row']}"
                   + ("；换更快的单卡（A100/H100）对这么小的模型帮助不大（受数据加载和小算子限制，假设）"
                      if a["first"] else ""))),
    "tts_train.math": E(_math_en, _math_zh),
    "tts_train.prep": E(_prep_en, _prep_zh),
    "tts_train.licence": E(_licence_en, _licence_zh),
    "tts_train.assumptions": E(
        lambda a: ("Assumed: a from-scratch run follows the paper's schedule (its corpus was "
                   f"{a['paper_h']:g} h; tens of hours need about the same steps); one machine pays {a['setup_min']:g} min "
                   "of start-up; on-demand prices; evaluation listening, retries and the data prep's CPU time come on top"
                   + ("" if a["hours"] else ". How many hours of recordings do you have, and from scratch or a fine-tune? "
                      "The plan above stands either way")),
        lambda a: (f"假设：从头训练按论文的步数（其语料为 {a['paper_h']:g} 小时；几十小时的语料所需步数相近）；机器计 "
                   f"{a['setup_min']:g} 分钟启动时间；按量价格；试听评测、重跑和数据准备的 CPU 时间另计"
                   + ("" if a["hours"] else "。你有多少小时录音、从头训练还是微调？上面的方案两种情况都适用"))),
}
