"""The words of tools/tts_train.py: a VITS-family TTS model trained on hours of speech."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "tts_train.head": E(
        lambda a: (f"Training {a['name']} on {a['hours']:g} h of speech: one ≥ {a['min_gb']:g} GB card is enough — "
                   f"≈ {a['days']:.1f} days from scratch, ≈ {a['gpu_h']:,.0f} GPU-hours"
                   + (f"; on {a['cards']} cards (data parallel, taken as linear: an upper bound on the gain) ≈ "
                      f"{a['cards_days']:.1f} days, the same GPU-hours" if a["cards"] > 1 else "")
                   + (f"; {a['row']}" if a["row"] else "; no priced single-card machine where you asked")),
        lambda a: (f"用 {a['hours']:g} 小时语音训练 {a['name']}：一张 ≥ {a['min_gb']:g} GB 的卡就够——"
                   f"从头训练约 {a['days']:.1f} 天，约 {a['gpu_h']:,.0f} GPU 小时"
                   + (f"；用 {a['cards']} 张卡（数据并行，按线性加速算，是加速的上限）约 {a['cards_days']:.1f} 天，"
                      "GPU 小时不变" if a["cards"] > 1 else "")
                   + (f"；{a['row']}" if a["row"] else "；你指定的地点没有标价的单卡机器"))),
    "tts_train.finetune": E(
        lambda a: (f"Fine-tuning from a pretrained VITS checkpoint instead (≈ {a['steps']:,} steps): ≈ "
                   f"{a['gpu_h']:.1f} GPU-hours" + (f"; {a['row']}" if a["row"] else "")),
        lambda a: (f"若从预训练 VITS 检查点微调（约 {a['steps']:,} 步）：约 {a['gpu_h']:.1f} GPU 小时"
                   + (f"；{a['row']}" if a["row"] else ""))),
    "tts_train.row": E("Also: {row}", "其他：{row}"),
    "tts_train.math": E(
        lambda a: ("How: " + ("" if a["name"] == "VITS" else f"{a['name']} sized on VITS's schedule — ")
                   + f"{a['paper']}; the paper gives no wall time, so the step rate is from a published log, "
                   f"{a['published']} ≈ {a['pub_rate']:.2f} steps/s, taken as {a['speedup']:g}× that on a current "
                   f"24 GB+ card (assumed) ≈ {a['rate']:.2f} steps/s: {a['steps']:,} steps ≈ {a['gpu_h']:,.0f} h, "
                   f"{a['ft_steps']:,} ≈ {a['ft_h']:.1f} h. More cards (data parallel) shorten the days, not the "
                   "GPU-hours; a single-speaker corpus of tens of hours rarely needs them"),
        lambda a: ("算法：" + ("" if a["name"] == "VITS" else f"{a['name']} 按 VITS 的训练步数估算——")
                   + f"{a['paper']}；论文没有给训练时长，所以步速取自公开日志：{a['published']}，约 "
                   f"{a['pub_rate']:.2f} 步/秒；现代 24 GB 以上的卡按其 {a['speedup']:g} 倍估（假设）≈ "
                   f"{a['rate']:.2f} 步/秒：{a['steps']:,} 步 ≈ {a['gpu_h']:,.0f} 小时，{a['ft_steps']:,} 步 ≈ "
                   f"{a['ft_h']:.1f} 小时。多卡（数据并行）只缩短天数，不减少 GPU 小时；几十小时的单说话人语料通常不需要")),
    "tts_train.prep": E(
        "Data prep runs on CPU, no GPU: resample the {hours:g} h to {khz:g} kHz mono, trim silences and normalise "
        "loudness, cut to sentence clips with transcripts, and build the text front-end (graphemes → phonemes / "
        "romanisation) — the real work; VITS learns its own alignment (monotonic alignment search), while "
        "FastSpeech2-style models need a forced aligner (e.g. MFA) first",
        "数据准备在 CPU 上做，不需要 GPU：把 {hours:g} 小时音频重采样到 {khz:g} kHz 单声道、切静音、响度归一、按句切段并对齐"
        "文本，再做文本前端（文字 → 音素/拼音或罗马字）——这才是主要工作量；VITS 自己学对齐（单调对齐搜索），"
        "FastSpeech2 类模型则要先用强制对齐工具（如 MFA）"),
    "tts_train.licence": E(
        "⚠️ Licence: fine-tuning from Meta's MMS-TTS checkpoints ({source}) inherits their {licence} — "
        "non-commercial; a broadcast or commercial service needs another base or training from scratch on your own "
        "recordings, which carries no weights licence",
        "⚠️ 许可：若从 Meta 的 MMS-TTS 检查点（{source}）微调，会继承其 {licence}——仅限非商业用途；"
        "播出或商业服务需要换底模，或用自己的录音从头训练（没有权重许可的限制）"),
    "tts_train.assumptions": E(
        "Assumed: a from-scratch run follows the paper's schedule (its corpus was {paper_h:g} h; tens of hours need "
        "about the same steps); one machine pays {setup_min:g} min of start-up; on-demand prices; evaluation "
        "listening, retries and the data prep's CPU time come on top",
        "假设：从头训练按论文的步数（其语料为 {paper_h:g} 小时；几十小时的语料所需步数相近）；机器计 {setup_min:g} 分钟启动时间；"
        "按量价格；试听评测、重跑和数据准备的 CPU 时间另计"),
}
