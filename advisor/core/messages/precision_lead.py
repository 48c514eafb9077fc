"""Words for a lower-precision serving plan that leads where the user stated no precision (tools.precision_lead)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _floor_en(a: Mapping[str, Any]) -> str:
    """The per-user speed floor the plan was sized at (tools.lead_floor.sized_floor); the default said as before."""
    kind = a.get("floor_kind", "default")
    if kind == "minimum":
        return f"the readable minimum per-user speed you asked for ({a['floor']:g} tokens/s)"
    if kind == "priced_out":
        return (f"the readable minimum per-user speed ({a['floor']:g} tokens/s: our {a['default']:g} tokens/s "
                f"default, not yours, is met only by a plan several times the price, named below)")
    if kind == "priced_usable":
        return (f"a usable per-user speed ({a['floor']:g} tokens/s: our {a['default']:g} tokens/s default, not yours, "
                f"is met here only by a plan over {a['premium']:g}× the price, named below)")
    if kind == "relaxed":
        return (f"the readable minimum per-user speed ({a['floor']:g} tokens/s: no plan reached our "
                f"{a['default']:g} tokens/s default)")
    return "the default per-user speed floor"


def _floor_zh(a: Mapping[str, Any]) -> str:
    kind = a.get("floor_kind", "default")
    if kind == "minimum":
        return f"你要的可读最低每用户速度（{a['floor']:g} tokens/s）"
    if kind == "priced_out":
        return (f"可读最低每用户速度（{a['floor']:g} tokens/s：我们默认的 {a['default']:g} tokens/s（不是你指定的）"
                f"只有贵几倍的方案才能达到，见下文）")
    if kind == "priced_usable":
        return (f"可用的每用户速度（{a['floor']:g} tokens/s：我们默认的 {a['default']:g} tokens/s（不是你指定的）"
                f"在这里只有贵 {a['premium']:g} 倍以上的方案才能达到，见下文）")
    if kind == "relaxed":
        return f"可读最低每用户速度（{a['floor']:g} tokens/s：没有方案达到默认的 {a['default']:g} tokens/s）"
    return "默认的每用户速度下限"


def _from_en(a: Mapping[str, Any]) -> str:
    """What the plan changed from: the 16-bit default, or the FP8 the model is released in needing several machines
    (tools.recommend.fp8_past_node)."""
    if a.get("released"):
        return f"the {a['asked']} the model is released in (more than one machine here)"
    return "the 16-bit default"


def _from_zh(a: Mapping[str, Any]) -> str:
    if a.get("released"):
        return f"不再用模型发布的 {a['asked']}（这里要多台机器）"
    return "不再用默认的 16 位"


ENTRIES: dict[str, E] = {
    "precision_lead.route": E(
        lambda a: (f"Planned with {a['label']}, a change from {_from_en(a)}: {a['headline']}. You stated no "
                   f"precision, so the plan that holds the same load at {_floor_en(a)} for much "
                   f"less leads. In {a['asked']}: {a['fleet']} at {a['money']}/h "
                   f"(this plan is {a['share']:.0%} of it"
                   + ("; your imported price, far below public prices: check it" if a.get("far_below") else "") + ")"),
        lambda a: (f"改用{a['label']}规划（{_from_zh(a)}）：{a['headline']}。你没指定精度，所以在{_floor_zh(a)}上"
                   f"承载同样负载、便宜得多的方案排在前面。按 {a['asked']}：{a['fleet']}，"
                   f"每小时 {a['money']}（本方案为其 {a['share']:.0%}"
                   + ("；你导入的价格，远低于公开价格：请核对" if a.get("far_below") else "") + "）")),
    "precision_lead.note": E(
        lambda a: (f"Planned with {a['label']}: you stated no precision, and the {a['asked']} plan costs much more for "
                   f"the same load at {_floor_en(a)}; the table, tiers and memory are for this plan. "
                   + (f"{a['quality']} " if a.get("quality") else "")
                   + f"Say \"in {a['asked']}\" to plan it as {a['asked']}."),
        lambda a: (f"按{a['label']}规划：你没指定精度，在{_floor_zh(a)}上承载同样负载，{a['asked']} 方案贵得多；"
                   f"表格、档位和显存都按此方案。" + (f"{a['quality']}" if a.get("quality") else "")
                   + f"要按 {a['asked']} 规划，请说“用 {a['asked']}”。")),
    "precision_lead.qlora_route": E(
        lambda a: (f"Planned with {a['label']}: {a['headline']}. You stated no precision for the base, and the "
                   f"16-bit LoRA needs its copy split over more cards for much more: {a['fleet']}, ≈ "
                   f"{a['money']} for the job in {a['took']} (this plan is {a['share']:.0%} of it)"),
        lambda a: (f"改用{a['label']}规划：{a['headline']}。你没指定底座精度，而 16 位 LoRA 要把模型拆到更多卡上，"
                   f"贵得多：{a['fleet']}，整个任务 ≈ {a['money']}、{a['took']}（本方案为其 {a['share']:.0%}）")),
    "precision_lead.qlora_note": E(
        lambda a: (f"Planned with {a['label']}: you stated no precision for the base, and the 16-bit LoRA "
                   f"({a['fleet']}, ≈ {a['money']} for the job) costs much more; the table, tiers and memory are for "
                   f"this plan. Say \"LoRA in FP16\" to plan it that way."),
        lambda a: (f"按{a['label']}规划：你没指定底座精度，16 位 LoRA（{a['fleet']}，整个任务 ≈ {a['money']}）"
                   f"贵得多；表格、档位和显存都按此方案。要按 16 位 LoRA 规划，请说“用 FP16 做 LoRA”。")),
    # FP8 leading on FP8 tensor cores (tools.recommend._fp8_native): its quality, with the sources tools.precision_lead
    # cites
    "precision_lead.fp8_quality": E(
        "FP8 (W8A8) scores about the same as BF16 on published evaluations (the Qwen3 and Llama-3.1 FP8 model cards: "
        "\"nearly identical to BF16\"); still check a sample of your own outputs.",
        "FP8（W8A8）在公开评测上与 BF16 基本持平（Qwen3、Llama-3.1 的 FP8 模型卡：“与 BF16 几乎相同”）；"
        "仍请抽查自己任务的输出。"),
    "precision_lead.fp8_weights_kv": E(
        "FP8 weights and an FP8 KV cache (vLLM --quantization fp8 --kv-cache-dtype fp8, or the model's own FP8 "
        "checkpoint; test quality on your tasks)",
        "FP8 权重加 FP8 KV 缓存（vLLM --quantization fp8 --kv-cache-dtype fp8，或模型官方的 FP8 版本；先在自己的任务上测质量）"),
}
