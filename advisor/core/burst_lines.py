"""A burst of long prompts said beside a chat service's users ("around 9am maybe 20 of them paste a 100k filing within
a couple minutes", 早上9点大概有20个人同时贴100k token的年报): sized by tools.burst on the pick — its prefill queue
and KV cache — never dropped for the steady head-count load."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

_DOC = (r"(?:filings?|documents?|docs?|reports?|contracts?|files?|pdfs?|prompts?|transcripts?|papers?|10-?ks?"
        r"|文件|文档|文檔|年报|年報|报告|報告|财报|財報|合同|合約|提示)")
_K = {"k": 1_000, "千": 1_000, "万": 10_000, "萬": 10_000, "m": 1_000_000}
BURST = (
    re.compile(r"(?i)\b(\d{1,4})\s+(?:of\s+(?:them|us|the\s+\w+)\s+|\w+\s+){0,2}?(?:paste|upload|send|submit|drop|load"
               r"|feed)s?\s+(?:in\s+)?(?:a|an|one|their|the)?\s*(\d+(?:\.\d+)?)\s*(k|m)?[\s-]*(?:tokens?\s+|-token\s+)?"
               r"(?:long\s+)?(?:\w+\s+)?" + _DOC + r"\b"),
    re.compile(r"(\d{1,4})\s*(?:个|個|位|名)?\s*(?:人|分析师|分析師|用户|用戶|同事)\s*(?:会|會|要)?\s*(?:同时|同時|一起|几乎同时|幾乎同時)?"
               r"\s*(?:贴|貼|上传|上傳|丢|丟|发|發|提交)\s*(?:进来|進來|上来|上來)?\s*(?:[一1]\s*份)?\s*(\d+(?:\.\d+)?)\s*"
               r"(k|K|千|万|萬)?\s*(?:token)?\s*(?:的)?\s*" + _DOC),
)
TOGETHER = re.compile(r"(?i)\bat\s+once\b|(?:\bat|\baround|\bby)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)"
                      r"|\bat\s+\d{1,2}:\d{2}\b|(?:早上|上午|下午|晚上|每天)\s*\d{1,2}\s*(?:点|點)|\bat\s+the\s+same\s+time\b|\btogether\b|\bwithin\s+(?:a\s+(?:couple|few)\s+"
                      r"(?:of\s+)?|\d+\s*|one\s+|two\s+|a\s+)min|\bburst|\brush\b|同时|同時|一起|分钟内|分鐘內|高峰")


def burst_said(text: str) -> tuple[int, int] | None:
    """The prompts and each one's tokens of a burst said (BURST with a TOGETHER word), or None."""
    if not TOGETHER.search(text or ""):
        return None
    for rx in BURST:
        m = rx.search(text or "")
        if m is not None:
            n, tokens = int(m.group(1)), float(m.group(2)) * _K.get((m.group(3) or "").lower(), 1)
            if n >= 2 and tokens >= 1_000:
                return n, int(tokens)
    return None


def _unread_burst(said: tuple[int, int], people: int | None, context: int | None) -> Msg | None:
    """A burst no team or model has: more prompts than the people said ("200 of them" of 60 analysts), or a prompt
    longer than the model's context ("a 10M-token filing" on a 128k model): said not read, never sized (the 200 was
    sized and the 10M dropped, unsaid)."""
    if people and said[0] > people:
        return Msg(code="burst.more_than_people", args={"prompts": said[0], "people": people})
    if context and said[1] > context:
        return Msg(code="burst.past_context", args={"tokens": said[1], "context": context})
    return None


def burst_lines(rec: Any, text: str) -> list[Msg]:
    """The burst on the pick (tools.burst.burst_queue): [] without a burst said, a serving pick or its prefill rate."""
    from advisor.core.extract_rules import screened_figures
    from advisor.core.service import load_arch
    from tools.burst import burst_queue, kv_room
    from tools.memory import kv_cache_bytes_per_token

    said = burst_said(screened_figures(text))  # "-20 of them", "0 of them": said not read by the reader, no burst
    top = rec.candidates[0] if rec.candidates else None
    if said is None or top is None or top.speed is None or not top.speed.prefill_tokens_per_s:
        return []
    w = rec.workload
    arch = load_arch(w.model, w.params_b, w.active_params_b)
    unread = _unread_burst(said, w.head_count, arch.max_context if arch is not None else None)
    if unread is not None:
        return [unread]
    per_token = kv_cache_bytes_per_token(arch, w.kv_precision or "bf16")
    room = kv_room(top.per_gpu_bytes, top.utilisation, rec.per_gpu.kv_cache, top.gpu_count * top.instances) \
        if rec.per_gpu is not None else None
    q = burst_queue(said[0], said[1], top.speed.prefill_tokens_per_s, max(1, top.replicas), per_token, room)
    return [Msg(code="burst.queue", args={"prompts": q.prompts, "tokens": q.tokens, "each_s": q.each_s,
                                           "last_min": q.last_min, "kv_gb": q.kv_gb, "room_gb": q.room_gb,
                                           "held": q.held})]
