"""A second model asked for on the same box as the first ("could the same box also serve …", "同一台机器再加一个",
"呢部機一齊行埋"): the answer led by both sized together on the stated cards (tools.cohost), never the second one alone
as if it replaced the first. Words in advisor/core/messages/cohost.py; no arithmetic here."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg, Workload

# "also" / "as well" / "too" / "at the same time" / 同时 / 顺便 / 再加 / 另外再跑 / 一齊行 / 一起跑
ALSO = re.compile(r"(?i)\balso\b|\bas\s+well\b|\btoo\b|\balongside\b|\bbeside\b|\bon\s+top\b|\bin\s+addition\b"
                  r"|同时|同時|顺便|順便|再加|另外再|一齊|一齐|一起跑|一并|一併|并存|並存|共存|埋")
# the same box referred to
SAME_BOX = re.compile(r"(?i)\bsame\s+(?:box|machine|server|cards?|gpus?|node|rig|workstation)\b"
                      r"|\b(?:this|that|the|our)\s+(?:box|machine|server|rig|workstation)\b"
                      r"|同一台|同一部|同一臺|这台|這台|那台|那臺|呢部|嗰部|这两张|這兩張|呢兩張|这些卡|這些卡|同一批卡|同一张|同一張")


def cohost_asked(text: str, before: Workload, after: Workload) -> bool:
    """A serving turn that asks for another model beside the thread's first on its stated cards."""
    from tools.defaults import serves

    return bool(before.model and after.model and before.model != after.model and before.gpu_preference
                and serves(before.task) and serves(after.task)
                and ALSO.search(text) and SAME_BOX.search(text))


def cohost_msg(before: Workload, after: Workload) -> Msg | None:
    """Both models on the first's cards (tools.cohost.cohost), said as one line; None when either cannot be sized."""
    from advisor.core.service import load_arch
    from catalog.gpus import get_gpu
    from tools.cohost import cohost, cohost_args
    from tools.defaults import resolve
    from tools.errors import AdvisorError

    try:
        gpu = get_gpu(str(before.gpu_preference))
        arch_a, arch_b = load_arch(before.model, before.params_b), load_arch(after.model, after.params_b)
        wa, wb = resolve(before)[0], resolve(after)[0]
    except AdvisorError:  # a model or card the catalog lacks (the one error family): the answer stands as it was
        return None
    return Msg(code="cohost.both", args=cohost_args(cohost(arch_a, wa, arch_b, wb, gpu, int(before.num_gpus or 1))))


def add_cohost_lines(reply: Any, text: str, before: Workload, after: Workload, lang: str) -> None:
    """Lead `reply` with both models on the box when the turn asks for a second model on it."""
    if reply.kind != "answer" or not cohost_asked(text, before, after):
        return
    m = cohost_msg(before, after)
    if m is None:
        return
    said = m.text(lang)
    reply.text = f"**{said}**\n\n{reply.text}"
    reply.full = reply.full and f"**{said}**\n\n{reply.full}"
