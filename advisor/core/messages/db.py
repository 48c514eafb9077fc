"""The words of tools/db.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "db.run_gpu_advisor_catalog": E(
        "{value:; }; run `gpu-advisor catalog refresh`",
        "{value_2:；}；请运行 `gpu-advisor catalog refresh` 更新"),
}
