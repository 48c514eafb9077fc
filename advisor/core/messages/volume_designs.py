"""The words of a huge volume led by its batch sizing and the design an engineer runs (advisor.core.volume_design_lines,
tools.volume_designs)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _m_en(a: Mapping[str, Any], key: str) -> str:
    return f", ≈ {a[key]} a month" if a.get(key) else ""


def _m_zh(a: Mapping[str, Any], key: str) -> str:
    return f"，每月约 {a[key]}" if a.get(key) else ""


def _fit_en(a: Mapping[str, Any]) -> str:
    return (f"within its {a['native']:,} native context" if a["fits"] else
            f"past its {a['native']:,} native context, within the {a['context']:,} YaRN limit — or retrieve the "
            "transcript chunks a question needs")


def _fit_zh(a: Mapping[str, Any]) -> str:
    return (f"在原生 {a['native']:,} 上下文以内" if a["fits"] else
            f"超过原生 {a['native']:,} 上下文，需开 YaRN（上限 {a['context']:,}），或按问题只检索相关的转写片段")


def _asr_en(a: Mapping[str, Any]) -> str:
    return (f" + ≈ {a['asr_h']:,.1f} for the ASR (Whisper large-v3-turbo's measured speed scaled to this card) = "
            f"{a['all_h']:,.1f} card-hours a day" if a.get("asr_h") else " (ASR not sized on this card)")


def _asr_zh(a: Mapping[str, Any]) -> str:
    return (f" + 语音转写约 {a['asr_h']:,.1f} 卡时（Whisper large-v3-turbo 的实测速度按此卡折算）= 每天 "
            f"{a['all_h']:,.1f} 卡时" if a.get("asr_h") else "（语音转写未在此卡上估算）")


def _lines_en(a: Mapping[str, Any]) -> str:
    return (f" ({a['lines']} lines at ≈ {a['line_bytes']} bytes a line, assumed: LogHub's HDFS and BGL samples "
            "average 131–149 B.)" if a.get("lines") else "")


def _lines_zh(a: Mapping[str, Any]) -> str:
    return (f"（{a['lines']} 条 × 每条约 {a['line_bytes']} 字节，假设：LogHub 的 HDFS、BGL 样本平均每条 131–149 字节。）"
            if a.get("lines") else " ")


ENTRIES: dict[str, E] = {
    "volume_designs.logs": E(
        lambda a: (f"**{a['gb_day']:,.0f} GB of logs a day is a batch, not a chat.**{_lines_en(a)} At ≈ {a['bpt']} "
                   "bytes a token "
                   "(assumed: BPE averages ≈ 4 characters a token on English; timestamps, IDs and paths split finer — "
                   f"count yours on a sample hour) that is ≈ {a['tokens']} tokens a day. {a['model']} on a "
                   f"{a['gpu']} reads ≈ {a['rate']:,.0f} tokens/s (prefill at 50 % of its dense peak), so reading it "
                   f"all takes ≈ {a['full_h']:,.0f} {a['gpu']}-hours a day: {a['full_cards']:,} cards running "
                   f"around the clock{_m_en(a, 'full_month')} — do not do this. The design an engineer signs: parse "
                   "each line to its template (Drain-style log templating), dedupe, flag anomalies by rules and "
                   "template counts, and send the LLM only the anomalous windows and never-seen templates — assumed "
                   f"{a['share']:.0%} of the tokens (pipelines pass 0.1–1 %; measure yours) → ≈ "
                   f"{a['kept_tokens']} tokens a day, ≈ {a['kept_h']:,.0f} card-hours, {a['kept_cards']:,} "
                   f"{'card' if a['kept_cards'] == 1 else 'cards'}{_m_en(a, 'kept_month')} (at 0.1 %, a tenth of the "
                   "card-hours). "
                   "The plan below is sized for that LLM stage's interactive use, not the full volume"),
        lambda a: (f"**每天 {a['gb_day']:,.0f} GB 日志是批处理量，不是一路对话。**{_lines_zh(a)}按每 token ≈ {a['bpt']} "
                   "字节（假设："
                   "BPE 分词在英文上平均约 4 个字符一个 token，时间戳、ID、路径切得更碎；请用模型的分词器在一小时样本上实测）"
                   f"≈ 每天 {a['tokens']} token。{a['model']} 在 {a['gpu']} 上预填充约 {a['rate']:,.0f} token/s"
                   f"（按稠密算力的 50 %），全量读一遍需要每天约 {a['full_h']:,.0f} 卡时：{a['full_cards']:,} 张卡全天运行"
                   f"{_m_zh(a, 'full_month')}——不建议这样做。工程上可签字的方案：先把日志解析成模板（Drain 类日志模板化）、"
                   "去重，用规则和模板计数做异常检测，只把异常时间窗和新出现的模板交给大模型——假设占 token 的 "
                   f"{a['share']:.0%}（此类流水线通常只放行 0.1–1 %，请实测）→ 每天约 {a['kept_tokens']} token、"
                   f"约 {a['kept_h']:,.0f} 卡时、{a['kept_cards']:,} 张卡{_m_zh(a, 'kept_month')}（0.1 % 时卡时再除以 10）。"
                   "下面的方案只是这个大模型环节的交互部署，不是全量")),
    "volume_designs.encoder": E(
        lambda a: (f"**The cheaper design for labels at {a['rate']:,.0f} a second: a fine-tuned encoder "
                   f"classifier, not a generative {a['model']}.** Label a few hundred thousand items with "
                   f"{a['model']}, then fine-tune a BERT-base / RoBERTa-base class model (≈ "
                   f"{a['params_m']:,.0f} M parameters; a Chinese checkpoint for Chinese text): one forward pass "
                   f"over the item alone ({a['tokens']} tokens, no instruction prompt) is 2 × {a['params_m']:,.0f} M × "
                   f"{a['tokens']} × {a['rate']:,.0f}/s ≈ {a['flops']} FLOP/s → {a['cards']:,} {a['gpu']} "
                   f"{'card' if a['cards'] == 1 else 'cards'}{_m_en(a, 'month')} (FP16, 50 % of peak, 75 % busy), "
                   f"against {a['llm_cards']:,} for the generative plan below. Keep the LLM for the few items the "
                   "classifier is unsure of"),
        lambda a: (f"**每秒 {a['rate']:,.0f} 条打标签，更省的方案是微调一个编码器分类模型，而不是生成式 {a['model']}。**"
                   f"先用 {a['model']} 标注几十万条，再微调 BERT-base / RoBERTa-base 级别的模型（约 "
                   f"{a['params_m']:,.0f} M 参数，中文用中文预训练版本）：每条只过一次前向（{a['tokens']} token，"
                   f"不带指令提示词），2 × {a['params_m']:,.0f} M × {a['tokens']} × 每秒 {a['rate']:,.0f} 条 ≈ "
                   f"{a['flops']} FLOP/s → {a['cards']:,} 张 {a['gpu']}{_m_zh(a, 'month')}（FP16、按峰值 50 %、"
                   f"忙碌 75 %），下面的生成式方案要 {a['llm_cards']:,} 张。大模型只处理分类器拿不准的少量样本")),
    "volume_designs.video": E(
        lambda a: (f"**A {a['hours']:g}-hour video fed whole does not fit {a['model']}.** At its default "
                   f"{a['fps']:g} fps, 2 frames merged a step at ≈ {a['group']} tokens (max_pixels ≈ 448²), one video "
                   f"is ≈ {a['whole']:,} visual tokens — {a['over']:.1f}× its {a['context']:,}-token limit (and ≈ "
                   f"{a['naive_h']:,.0f} {a['gpu']}-hours a day of prefill for {a['videos']:,} a day even if it did). "
                   "The design: ASR with speaker labels (Whisper large-v3-turbo + diarization) answers \"who said "
                   f"what\" (≈ {a['transcript']:,} transcript tokens an hour, assumed 150 words a minute); one slide "
                   f"keyframe every {a['keyframe_s']} s (or on scene change) at {a['frame_tokens']} tokens → "
                   f"{a['frames']:,} frames, {a['visual']:,} tokens. ≈ {a['tokens']:,} tokens a meeting, "
                   f"{_fit_en(a)}. {a['videos']:,} meetings a day: ≈ {a['sane_h']:,.1f} {a['gpu']}-hours of VLM "
                   f"prefill{_asr_en(a)} → {a['sane_cards']:,} {'card' if a['sane_cards'] == 1 else 'cards'} all "
                   f"day{_m_en(a, 'sane_month')}. Prefix-cache each meeting so questions reuse its read"),
        lambda a: (f"**{a['hours']:g} 小时的视频整段喂给 {a['model']} 放不下。** 按默认 {a['fps']:g} fps、每 2 帧合并、"
                   f"每组约 {a['group']} token（max_pixels ≈ 448²），一段视频约 {a['whole']:,} 个视觉 token——是 "
                   f"{a['context']:,} token 上限的 {a['over']:.1f} 倍（即使放得下，每天 {a['videos']:,} 段也要约 "
                   f"{a['naive_h']:,.0f} {a['gpu']} 卡时的预填充）。正确做法：语音转写加说话人分离（Whisper "
                   f"large-v3-turbo + diarization）回答“谁说了什么”（每小时约 {a['transcript']:,} token，假设每分钟 "
                   f"150 词）；每 {a['keyframe_s']} 秒（或场景切换时）取一张幻灯片关键帧，每张 {a['frame_tokens']} token → "
                   f"{a['frames']:,} 帧、{a['visual']:,} token。每场会议约 {a['tokens']:,} token，{_fit_zh(a)}；"
                   f"每天 {a['videos']:,} 场：VLM 预填充约 {a['sane_h']:,.1f} {a['gpu']} 卡时{_asr_zh(a)} → "
                   f"{a['sane_cards']:,} 张卡全天{_m_zh(a, 'sane_month')}。每场会议做前缀缓存，提问时复用")),
}
