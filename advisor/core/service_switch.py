"""A later turn that makes the thread's job a live service: the first plan no longer stands.

- A recurring batch ("每晚批量摘要 20 万条") then "it has to be real-time: each summary within 8 s of the chat ending"
  (改成即時, 掛斷後10秒內): a latency target on what was a batch makes it a service, sized at the busiest hour's
  arrival rate of the same items (tools.traffic.peak_requests_per_s over tools.traffic.per_day), never the batch plan
  with a "10 s" tag on it.
- A training thread then "after training, 800 tickets a second at peak" (训好之后上线，每秒300条): a request rate with
  no task word is the trained model served, never the training re-priced.

Reading only: the figures come from tools.traffic. The merge (tools.followup.merge_workload) drops the batch's fields
when a request rate replaces them.
"""
from __future__ import annotations

import re

from advisor.core.extract_rules import Extraction
from tools.defaults import serves
from tools.schema import TRAINING_TASKS, Workload

# the words of a live answer: real-time, at once, as each item comes in
LIVE_WORDS = re.compile(r"(?i)real[\s-]?time|\blive\b|\bas\s+(?:soon\s+as|they\s+come)|\bstreaming\b|\bimmediately\b"
                        r"|\bon\s+the\s+fly\b|实时|實時|即时|即時|立即|立刻|马上|馬上|随时|隨時|在线|在線|线上|線上")
# a batch kept on purpose ("still overnight", "no need for real-time", 不用实时): no switch
STILL_BATCH = re.compile(r"(?i)\bbatch|\boffline\b|overnight|nightly|离线|離線|批量|批次|批处理|批處理|跑批")
NOT_LIVE = re.compile(r"(?i)(?:\bno\s+need\s+(?:for|to\s+be)|\bnot|\bdon'?t\s+need|\bneedn'?t\s+be)\s+(?:a\s+)?"
                      r"(?:real[\s-]?time|live)"
                      r"|(?:不用|不需要|不必|无需|無需|唔使|唔需要|不要)\s*(?:做)?\s*(?:实时|實時|即时|即時)")


def _live(e: Extraction, text: str) -> bool:
    """A live answer asked for: a real-time word not negated, or an answer time said without a batch word kept."""
    p, t = e.patch, text or ""
    if NOT_LIVE.search(t):
        return False
    latency = p.target_answer_s is not None or p.target_ttft_ms is not None
    return bool(LIVE_WORDS.search(t)) or (latency and not STILL_BATCH.search(t))


def service_followup(e: Extraction, before: Workload, text: str) -> Extraction:
    """The patch of a turn that turns the thread's recurring batch or its training into a service (module doc)."""
    p = e.patch
    if p.task is None and p.target_requests_per_s and before.task in TRAINING_TASKS and not p.dataset \
            and not p.train_tokens:
        e.patch = p.model_copy(update={"task": "inference"})  # "训好之后上线，每秒300条": the trained model served
        return e
    n, period = before.batch_requests, before.batch_period
    if not n or period is None or p.batch_requests or p.dataset is not None or (p.task and not serves(p.task)) \
            or not _live(e, text):
        return e
    from advisor.core.extract_stated import peak_factor
    from tools.traffic import peak_requests_per_s, per_day

    daily, peak = per_day(n, period), peak_factor(text)
    rate = p.target_requests_per_s or peak_requests_per_s(daily, peak)
    e.patch = p.model_copy(update={"task": "inference", "target_requests_per_s": rate, "requests_per_day": daily,
                                   "peak_to_average": peak})
    return e
