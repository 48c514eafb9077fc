"""An LLM asked about on the user's own CPU-only servers ("50 idle Xeon servers, no GPUs", 我们有20台没卡的服务器,
公司有一堆閒置CPU伺服器): the servers are judged first (tools.cpu_fleet: decode by socket bandwidth, prefill by CPU
FLOPs, users a server, the count asked, the power month), above the GPU plan that serves the same load. This module
only reads the words (the no-GPU phrase, the server count, a named Xeon, sockets, RAM); the words of the answer live
in advisor/core/messages/cpu_fleet.py."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg, Recommendation, Workload

# "no GPUs", "CPU only", 没卡 / 沒有GPU / 无显卡, 纯CPU, "CPU servers" / CPU伺服器 (a CPU server has no card by name)
NO_GPU = re.compile(
    r"(?i)\bno\s+(?:gpus?|graphics\s+cards?|accelerators?)\b|\bwithout\s+(?:any\s+)?gpus?\b|\bcpu[\s-]*only\b"
    r"|\bonly\s+(?:have\s+)?cpus?\b|\bcpu\s+(?:servers?|boxes|machines|nodes)\b"
    r"|(?:没有?|沒有?|无|無|不带|不帶)\s*(?:gpu|显卡|顯卡|卡)|(?:纯|純|只有)\s*cpu"
    r"|cpu\s*(?:服务器|伺服器|服務器|机器|機器|主机|主機)")
SERVERS = re.compile(
    r"(?i)(?<![\d,])(\d[\d,]*)\s*(?:x\s+)?(?:(?:old|idle|spare|unused|dell|hp|hpe|lenovo|supermicro|xeon|cpu|intel|rack|"
    r"physical|bare[\s-]?metal|on[\s-]?prem|cpu[\s-]*only|gpu[\s-]*less|no[\s-]*gpu|linux|[12]u)[\s,]+){0,3}(?:servers?|boxes|machines|nodes|hosts)\b"
    r"|(?<![\d,])(\d[\d,]*)\s*台")  # a run of digits tried from its start only: linear on a long one
SOCKETS = re.compile(r"(?i)\b([1-8])\s*[x×]\s*(?:intel\s+)?xeon|\b([1-8])[\s-]*socket|(dual)[\s-]*(?:socket|cpu|xeon)"
                     r"|(双|雙)路|([1-8])路")
RAM = re.compile(r"(?i)(\d+)\s*(?:gb|g)\s*(?:of\s+)?(?:ram|memory|ddr\d?)\b|(?:内存|內存|記憶體)\s*(\d+)\s*g"
                 r"|(\d+)\s*g[b]?\s*(?:内存|內存|記憶體)")
XEON = re.compile(r"(?i)xeon|至强|至強|\be5-\d{4}")
# the servers are the user's own: "we have", "idle", 我们有, 闲置 (a question about renting CPU servers is not this one)
OWN = re.compile(r"(?i)\b(?:we|i)\s+(?:(?:only|already|still)\s+)?(?:have|own|got)\b|\bour\b|\bidle\b|\bspare\b"
                 r"|\bunused\b|\bsitting\b"
                 r"|doing\s+noth|(?:我们|我們|公司|单位|單位|手上|手头|手頭)(?:有|现有|現有)|闲置|閒置|现有|現有|自有")


def cpu_fleet_said(text: str) -> tuple[int | None, int | None, int | None] | None:
    """The servers, sockets and RAM (GB) a CPU-only fleet is said with; None when the text says no CPU-only fleet
    ("no GPUs" with servers or a Xeon, "CPU only", 没卡的服务器)."""
    t = text or ""
    servers = SERVERS.search(t)
    if not NO_GPU.search(t) or not (XEON.search(t) or (servers or re.search(r"服务器|伺服器|服務器", t)) and OWN.search(t)):
        return None
    count = int(next(g for g in servers.groups() if g).replace(",", "")) if servers else None
    s = SOCKETS.search(t)
    sock = None if s is None else next((int(g) for g in s.groups() if g and g.isdigit()), 2)
    r = RAM.search(t)
    ram = int(next(g for g in r.groups() if g)) if r else None
    return count, sock, ram


def cpu_fleet_lead(text: str, rec: Recommendation, merged: Workload, lang: str,
                   history: list[dict[str, Any]] | None = None) -> str:
    """The CPU fleet's verdict and basis above the GPU answer, worded in `lang`; "" when no CPU-only fleet is said or
    the answer has no model to judge. `history`: the thread's messages; a follow-up that does not say the fleet
    ("what about 32k context?", 用7B呢, "cheaper?") judges the servers said earlier (earlier_fleet_text) again with the
    changed workload, said as kept, never a GPU rental in their place without a word."""
    said = cpu_fleet_said(text)
    earlier = earlier_fleet_text(history or [], text)
    kept = said is None and earlier is not None
    if kept:
        text = earlier or ""
        said = cpu_fleet_said(text)
    if said is None or not rec.params:
        return ""
    from catalog.cpus import cpu_generations
    from tools.cpu_fleet import answer_fleet, cpu_gen

    count, sockets, ram = said
    gens = cpu_generations()
    pick = rec.candidates[0] if rec.candidates else None
    same = pick is not None and pick.price_per_hour.currency == rec.currency
    plan = None
    if pick is not None:
        one = f"{pick.gpu_count:g} × {pick.gpu}"
        plan = f"{pick.instances} × ({one})" if pick.instances > 1 else one
    per_usd = rec.usd_cny if rec.currency == "CNY" else (rec.per_usd or 1.0)
    w = merged.model_copy(update={"prompt_tokens": rec.workload.prompt_tokens or merged.prompt_tokens})
    users = rec.workload.concurrency or merged.concurrency or 1
    msgs = answer_fleet(w, users, rec.params, rec.active_params, cpu_gen(text, gens), sockets, count, ram, rec.currency, per_usd,
                        pick.price_per_hour.amount if same and pick is not None else None, plan, rec.model,
                        gens=gens)
    if kept:
        msgs.insert(1, Msg(code="cpu_fleet.kept", args={"servers": count}))
    lines = [m.text(lang) for m in msgs]
    return lines[0] + "\n" + "".join(f"\n- {x}" for x in lines[1:]) + "\n\n"


def earlier_fleet_text(history: list[dict[str, Any]], text: str) -> str | None:
    """The thread's latest earlier user message that said a CPU-only fleet (cpu_fleet_said), none after a reset;
    None when this turn says one itself or none was said."""
    if cpu_fleet_said(text) is not None:
        return None
    found: str | None = None
    for h in history:
        if h["role"] == "asked" and h["text"] == "!reset":  # the conversation's reset record (ASKED)
            found = None
        elif h["role"] == "user" and h["text"] != text and cpu_fleet_said(h["text"]) is not None:
            found = h["text"]
    return found
