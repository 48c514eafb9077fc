"""The words of a batch on a stated card count with no stated deadline (tools/owned_wall.py)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "owned_wall.line": E(
        lambda a: (f"; no deadline stated: a batch is planned to end within about {a['days']} days — on the "
                   f"{a['cards']} × {a['gpu']} it takes ≈ {a['took']}: "
                   + (f"within the {a['days']} days" if a["meets"] else
                      f"past the {a['days']} days; {a['needed']} × {a['gpu']} end it within them (independent shards, the same "
                      "GPU-hours)")
                   + "; say your deadline and the count changes"),
        lambda a: (f"；未说明期限：批量任务按约 {a['days']} 天内跑完来规划——在这 {a['cards']} × {a['gpu']} 上约需 {a['took']}，"
                   + ("在期限内" if a["meets"] else
                      f"超出期限：要 {a['needed']} × {a['gpu']} 才能在期限内跑完（各分片独立，GPU 小时不变）")
                   + "；告诉我你的期限即可调整卡数")),
    "owned_wall.elsewhere": E(
        "No deadline stated: the plans below are sized to finish within about {days} days (their card count, time and "
        "total); say your deadline and the count changes",
        "未说明期限：下面的方案按约 {days} 天内完成来配卡数（卡数、用时和总价都按此计算）；告诉我你的期限即可调整卡数"),
    "owned_wall.media": E(
        lambda a: (f" (no deadline stated: a batch is planned to end within about {a['days']} days; "
                   + ("yours do" if a["meets"] else f"past them: {a['needed']} × {a['gpu']} end it within them")
                   + "; say your deadline and the count changes)"),
        lambda a: (f"（未说明期限：批量任务按约 {a['days']} 天内跑完来规划；"
                   + ("你的卡在期限内" if a["meets"] else f"超出期限：要 {a['needed']} × {a['gpu']} 才能在期限内跑完")
                   + "；告诉我你的期限即可调整卡数）")),
}
