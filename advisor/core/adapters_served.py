"""Many finished LoRA adapters served on one base, and the rank said beside their count.

* "120 teams each trained their own rank-16 LoRA … serve all of them for 48 h", 每个学员训练好一个 LoRA，全部部署 36 小时:
  adapters already trained, then all served for a period — serving many LoRAs on one base (tools.lora_serving),
  never a LoRA training job (ADAPTERS_SERVED, a branch of extract_rules.ADAPTER_EACH).
* "rank-16", "r=16", "rank 16", 秩 16 beside a count of adapters is each adapter's rank, never their count
  (ADAPTER_RANK_SAID: "80 rank-8 LoRA adapters" is 80 adapters).
"""

from __future__ import annotations

import re

# each one's LoRA (trained, finished, their own), then all of them (or every one) served / deployed / hosted
ADAPTERS_SERVED = (r"\b(?:each|every|all)\b[^.;\n]{0,60}?\blora\b[^\n]{0,100}?\b(?:serve|serving|host|hosting|deploy"
                   r"|deploying)\s+(?:all|every|each|them|those|these|the\s+\d+|\d+)"
                   r"|(?:每|各)[^。；;\n]{0,30}?lora[^\n]{0,60}?(?:全部|所有|都|一起|同时|同時)\s*(?:要)?\s*"
                   r"(?:上线|上線|部署|服务|服務|挂|掛|跑|提供)")
# a rank said before or after the LoRA word ("rank-16", "r=16", "rank 16", "lora_rank: 8", 秩为16): the rank, not a count
ADAPTER_RANK_SAID = re.compile(r"(?i)(?<![a-z])(?:lora[\s_-]*)?(?:rank|r)\s*(?:=|:|-|为|為|是)?\s*\d{1,3}(?!\d)"
                               r"|秩\s*(?:=|:|为|為|是)?\s*\d{1,3}(?!\d)")
SERVED_ALL = re.compile(r"(?i)" + ADAPTERS_SERVED)
# the people (teams, students, 学员) counted before "each" / 每人 in a SERVED_ALL sentence: one adapter each
_EACH_COUNT = re.compile(r"(?i)(?<![\d.])(\d{1,3}(?:,\d{3})+|\d{1,6})\s*(?:个|個|位|名|组|組|支)?\s*[^\d.;。；\n]{0,16}?"
                         r"(?:\beach\b|\bevery\s+one\b|每人|每个人|每個人|每位|每组|每組|各自|各)")


def served_count(text: str) -> int | None:
    """The adapters of a SERVED_ALL sentence: the people counted before "each" (one LoRA each), None when no such
    sentence or count. By hand: "90 teams each fine-tuned their own rank-32 LoRA …; serve all of them" → 90;
    "60 个学员每人训练好了一个 r=8 的 LoRA，要全部部署" → 60."""
    if not SERVED_ALL.search(text or ""):
        return None
    m = _EACH_COUNT.search(ADAPTER_RANK_SAID.sub(lambda r: " " * len(r.group(0)), text))
    return int(m.group(1).replace(",", "")) if m else None
