"""A memory said as the sum over the user's cards, never a per-card floor: "4张MI50 32G（一共128G显存）", "4x 4060 Ti
16GB (64gb total)", 合共 96G 顯存, "48 GB combined". The cards and their count are read elsewhere (read_gpus,
read_owned_gpus); the total only restates them, so read_memory_floor skips a size said this way (a blind review read
一共128G显存 as "one card ≥ 128 GB" and rented a 192 GB card for four owned 32 GB ones)."""

from __future__ import annotations

import re

# a total word just before the size: 一共 / 总共 / 總共 / 共 / 合共 / 合计 / 加起来 / 加埋 (Cantonese), "total of", "in total"
TOTAL_BEFORE = re.compile(r"(?i)(?:一共|总共|總共|合共|合计|合計|共计|共計|加起来|加起來|加埋|共有|共)\s*(?:有|是)?\s*$"
                          r"|\b(?:total(?:\s+of)?|combined|altogether|in\s+all|all\s+together|aggregate)\s*(?:of\s+)?$")
# a total word just after it: "64gb total", "48 GB combined", "128G in total", 128G 显存总共
TOTAL_AFTER = re.compile(r"(?i)^\s*(?:of\s+)?(?:vram\s+|memory\s+)?(?:total|combined|in\s+total|in\s+all|altogether|总|總)")


def said_as_total(t: str, start: int, end: int) -> bool:
    """Whether the memory size at t[start:end] is said as a total over several cards (TOTAL_BEFORE in the 12
    characters before it, or TOTAL_AFTER right after)."""
    return bool(TOTAL_BEFORE.search(t[max(0, start - 12):start]) or TOTAL_AFTER.match(t[end:end + 20]))
