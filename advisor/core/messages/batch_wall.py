"""The words of a batch planned with no stated deadline (tools/batch_wall.py)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "batch_wall.assumed": E(
        lambda a: (f" (no deadline stated: cards planned to finish within about {a['days']} days"
                   + ("; even the most machines one job rents take longer, as shown" if a["over"] else "")
                   + "; say yours and the count changes, the total barely moves)"),
        lambda a: (f"（未说明期限：按约 {a['days']} 天内完成来配卡数"
                   + ("；单个任务能租到的最多机器也要更久，见上" if a["over"] else "")
                   + "；告诉我你的期限即可调整卡数，总价基本不变）")),
    "batch_wall.tail": E(
        lambda a: (f"; no deadline stated: machines planned to finish within about {a['days']} days (independent shards: "
                   "the same GPU-hours, about the same cost)"
                   + ("; even the most machines one job rents take longer than that: the wall above is the plan's"
                      if a.get("over") else "") + "; say yours and the count changes"),
        lambda a: (f"；未说明期限：按约 {a['days']} 天内跑完来配机器数（各分片独立：GPU 小时不变，总价基本不变）"
                   + ("；单个任务能租到的最多机器也要更久，以上面的用时为准" if a.get("over") else "")
                   + "；告诉我你的期限即可调整")),
}
