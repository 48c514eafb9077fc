"""The words of tools/hf_config.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _shape(a: Mapping[str, Any]) -> str:
    """The transformer's shape as read from its config.json (the same words in both languages: they are the
    config's own terms)."""
    out = (f"{a['layers']} layers, hidden {a['hidden']:,}, {a['heads']} heads ({a['kv_heads']} KV) × {a['head_dim']}, "
           f"vocab {a['vocab']:,}" + (", tied embeddings" if a["tied"] else ""))
    if a["experts"]:
        out += f", MoE {a['experts']} experts ({a['experts_per_token']} per token"
        out += f", {a['shared_experts']} shared)" if a["shared_experts"] else ")"
    return out


ENTRIES: dict[str, E] = {
    "hf_config.hub_note": E(
        "{name}: sized from its config.json on the Hub ({shape}): {total} parameters{active}; KV cache {kv_kib:,.0f} KiB "
        "per token{window}{vlm}",
        "{name}：按 Hub 上的 config.json 估算（{shape}）：{total} 参数{active}；KV cache 每 token {kv_kib:,.0f} "
        "KiB{window}{vlm}"),
    "hf_config.shape": E(_shape, _shape),
    "hf_config.active": E(" in all, {active} active per token", "（每个 token 激活 {active}）"),
    "hf_config.window": E(
        "; sliding window {window:,} tokens on {windowed} of {layers} layers",
        "；{layers} 层中 {windowed} 层为 {window:,} token 滑动窗口"),
    "hf_config.vision_language": E(
        "; a vision-language model: sized from its language tower (the vision encoder is not counted), and image tokens "
        "are extra (each image adds its tokens to the context)",
        "；这是视觉语言模型：按其语言模型部分估算（未计视觉编码器），图片 token 另计（每张图片会占用上下文）"),
    "hf_config.hub_label": E("{name} (sized from its config.json on the Hub)", "{name}（按 Hub 上的 config.json 估算）"),
    "hf_config.config_not_read_sized": E(
        "{name} (config not read: sized as a generic {size} model)",
        "{name}（未能读取 config：按通用 {size} 模型估算）"),
    "hf_config.not_in_the_registry": E(
        "{name} (not in the registry: sized as a generic {size} model)",
        "{name}（不在模型库中：按通用 {size} 模型估算）"),
}
