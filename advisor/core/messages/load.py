"""The words of tools/load.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _batch_en(a: Mapping[str, Any]) -> str:
    parts = []
    if a["shared"]:
        parts.append(f"put the {a['shared']:,}-token instruction first and identical in every prompt, so the prefix "
                     "cache prefills it once per replica (priced that way)")
    if a["json"]:
        cap = f" and `max_tokens` ≈ {a['out']:,}" if a["out"] else ""
        parts.append("force the JSON with guided decoding (vLLM structured outputs: `guided_json` / "
                     f"`response_format`){cap}, so every item parses and none runs on")
    return "Batch run: " + "; ".join(parts) + "; write results as you go so a crash resumes where it stopped."


def _batch_zh(a: Mapping[str, Any]) -> str:
    parts = []
    if a["shared"]:
        parts.append(f"把 {a['shared']:,} token 的指令放在每条提示的最前面且完全相同，前缀缓存每个副本只预填充一次（已按此计价）")
    if a["json"]:
        cap = f"，`max_tokens` 设为约 {a['out']:,}" if a["out"] else ""
        parts.append(f"用引导解码强制输出 JSON（vLLM structured outputs：`guided_json` / `response_format`）{cap}，"
                     "每条都能解析、不会写长")
    return "批量运行：" + "；".join(parts) + "；结果边跑边写盘，中断后可从断点续跑。"


ENTRIES: dict[str, E] = {
    # tools.load.batch_run_line: a batch with a shared instruction and/or JSON answers
    "load.batch_run_line": E(_batch_en, _batch_zh),
}
