"""The words of tools/hf_config.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "hf_config.hub_note": E(
        "{name}: {hub_source} ({shape}): {size_en}; {kv}{win_en}{vlm_en}",
        "{name}：按 Hub 上的 config.json 估算（{shape}）：{size_zh}；{kv_zh}{win_zh}{vlm_zh}"),
    "hf_config.hub_label": E("{name} ({hub_source})", "{name}（按 Hub 上的 config.json 估算）"),
    "hf_config.config_not_read_sized": E(
        "{name} (config not read: sized as a generic {size} model)",
        "{name}（未能读取 config：按通用 {size} 模型估算）"),
    "hf_config.not_in_the_registry": E(
        "{name} (not in the registry: sized as a generic {size} model)",
        "{name}（不在模型库中：按通用 {size} 模型估算）"),
}
