"""Two or more Apple boxes for one model ("can I link two Mac Studios", "兩部 Mac 串埋得唔得"): the boxes stay
machines — the known setups to link them, whether their unified memory holds the model, and the decode ceiling of a
pipeline split (tools/mac_link.py) — never "out of scope" and never "one machine". Words in
advisor/core/messages/mac_link.py; no arithmetic here."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Workload

# the memory each box is said with: "256GB each", "每部256GB", "各 192GB", "256GB per box"
EACH_GB = re.compile(r"(?i)(?:每(?:部|台|臺)|各)\s*(\d{2,3})\s*G|(\d{2,3})\s*GB?\s*(?:each|per\s+(?:box|mac|machine))")


def mac_link_note(text: str, w: Workload, rec: Any, lang: str) -> list[str]:
    """The line under an answer on two or more Apple boxes (the card asked or checked is an Apple chip, and two or
    more of them are counted or said: 兩部 Mac Studio, "two Mac Studios"): the setups and the hop, under the pair's
    headline where it leads (mac_pair_lead); empty otherwise."""
    from tools.mac_link import link_line

    got = _linked(text, w, rec)
    if got is None:
        return []
    m, _, machine, model = got
    return [link_line(m, machine, model).text(lang)]


def mac_pair_lead(text: str, w: Workload, rec: Any, lang: str) -> list[str]:
    """The headline of a stated pair of Apple boxes that holds the model where one box does not (tools.mac_pair), said
    above the one-box answer; empty otherwise."""
    from tools.mac_pair import pair_lead

    got = _linked(text, w, rec)
    users = int(getattr(getattr(rec, "workload", None), "concurrency", None) or w.concurrency or 1)
    lead = pair_lead(*got, users=users) if got is not None else None
    return [lead.text(lang)] if lead is not None else []


def _linked(text: str, w: Workload, rec: Any) -> tuple[Any, Any, str, str] | None:
    """The boxes said (tools.mac_link.mac_link), the model's architecture, the machine's name and the model; None
    where the card is no Apple chip, fewer than two are said, or no context is known."""
    from advisor.core.extract_rules import EN_NUMBERS, MAC_COUNT, ZH_DIGITS
    from catalog.gpus import UnknownGPU, all_gpus, resolve_gpu_name
    from catalog.registry import get
    from tools.mac_link import mac_link
    from tools.machine_price import machine_list

    card = w.gpu_preference or w.checked_gpu
    macs = MAC_COUNT.search(text or "")
    said = (macs.group(1) or macs.group(2) or macs.group(3) or "").lower() if macs is not None else ""
    n = w.num_gpus or w.checked_gpu_count or (EN_NUMBERS.get(said) or ZH_DIGITS.get(said) or (int(said) if said.isdigit()
                                                                                              else 1))
    if not card or int(n) < 2 or not w.model:
        return None
    try:
        g = all_gpus().get(resolve_gpu_name(card))
        arch = get(w.model)
    except (UnknownGPU, LookupError, ValueError):
        return None
    if g is None or g.vendor != "Apple":
        return None
    box = machine_list(g.name)
    m_each = EACH_GB.search(text or "")
    each = int(m_each.group(1) or m_each.group(2)) if m_each else (w.max_gpu_memory_gib or w.asked_gpu_memory_gib)
    context = w.seq_len or getattr(rec.workload, "seq_len", None) or getattr(rec, "asked_context", None)
    if not context:
        return None
    return mac_link(arch, int(context), g, int(n), each, w.precision), arch, box.machine if box else g.name, w.model
