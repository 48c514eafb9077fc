"""An NVLink bridge stated on the user's own cards ("2x RTX A5000 with an NVLink bridge", 两张 A6000 带 NVLink 桥,
兩張 3090（有 NVLink）): the answer says which link its tensor parallel runs over (tools.bridge_link), never leaves the
bridge unsaid. Words in advisor/core/messages/bridge_link.py; no arithmetic here."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.no_nvlink_read import NO_NVLINK
from tools.schema import Msg

# the bridge said as present; "no NVLink" / 没有 NVLink / 冇 NVLink / without NVLink is not
NVLINK = re.compile(r"(?i)nv\s*-?\s*link")


def nvlink_said(text: str) -> bool:
    return bool(NVLINK.search(text or "")) and not NO_NVLINK.search(text or "")


def bridge_msg(rec: Any) -> Msg | None:
    """The stated bridge against the answer's plan on the user's cards; None when the plan is not on owned cards."""
    from advisor.core.service import load_arch
    from catalog.gpus import get_gpu
    from tools.bridge_link import bridge_link, owned_tp
    from tools.errors import AdvisorError

    w = getattr(rec, "workload", None)
    if w is None or not w.owned_gpus or not w.gpu_preference or (w.num_gpus or 1) < 2:
        return None
    try:
        gpu = get_gpu(str(w.gpu_preference))
        arch = None if rec.candidates else load_arch(w.model, w.params_b)
    except AdvisorError:  # a card or model the catalog lacks (the one error family): nothing said of the link
        return None
    tp = int(rec.candidates[0].layout.tp) if arch is None else owned_tp(arch, w, gpu)
    kind, gb_s = bridge_link(gpu, tp)
    return Msg(code="bridge.link", args={"kind": kind, "gpu": gpu.name, "gb_s": gb_s})


def add_bridge_line(reply: Any, text: str, rec: Any, lang: str) -> None:
    """Under the answer's lead: the stated NVLink bridge on the user's cards, said against its layout."""
    if reply.kind != "answer" or not nvlink_said(text):
        return
    append_line(reply, bridge_msg(rec), lang)


def append_line(reply: Any, m: Msg | None, lang: str) -> None:
    """`m` as one bullet under the answer's short and full texts; nothing when there is no line to say."""
    if m is None:
        return
    line = f"- {m.text(lang)}"
    reply.text = f"{reply.text}\n{line}"
    reply.full = reply.full and f"{reply.full}\n{line}"
