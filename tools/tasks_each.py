"""Requests at once when each person keeps several tasks running (agents, windows, jobs each at once).

"15 researchers each keep 3 research agents running", 20 个分析师每人同时挂两个任务, 每人開兩個視窗: every person's tasks
run at the same time, so the requests in flight are people × tasks each — the worst case the load is sized for (an
agent loops on its own between the person's turns; a second window is a second stream). The product is the stated
figures' own; no share of the people is taken (the office-peak share is for people who chat one request at a time,
tools.traffic.peak_share_of_people), since each said their tasks run at once.
"""

from __future__ import annotations


def streams_at_once(people: int, each: int) -> int:
    """Requests at once for `people` each with `each` tasks running together. By hand: 15 researchers × 3 agents = 45;
    25 engineers × 2 windows = 50."""
    if people < 1 or each < 1:
        raise ValueError("people and tasks each must be at least 1")
    return people * each
