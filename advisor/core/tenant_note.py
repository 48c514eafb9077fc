"""Isolated tenants: "30 client firms, each gets its own fine-tune of Llama 3.1 8B … no shared model process or GPU
memory", 20 家客户各自微调一个模型、必须隔离, 每家客戶都有自己的微調模型，不能共用 GPU.

Each tenant's own fine-tuned model served to its own users is serving N models, never a training job (the fine-tune
is already made); the isolation words ask for hard isolation, which one server process holding many adapters
(tools.lora_serving) does not give: MIG slices (or a card each) do. The note sizes each tenant's slice, packs them on
the cheapest priced MIG-capable card, and prices the month (tools.tenant_slices); the answer below sizes one tenant.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from tools.schema import Msg

_NUM = r"(\d{1,4})"
_ORG_ZH = r"企业|企業|公司|律所|医院|醫院|诊所|診所|学校|學校|银行|銀行"
# the tenants counted: "30 client firms", "50 customers", 20 家客户, 12 個租戶
TENANTS = re.compile(r"(?i)(?<![\d.])" + _NUM + r"\s*(?:[a-z][\w-]*\s+){0,2}?"
                     r"(?:clients?|customers?|tenants?|firms?|companies|organi[sz]ations|orgs|hospitals|clinics|schools"
                     r"|universities|banks|brands|stores|departments|business\s+units)\b"
                     r"|(?<![\d.])" + _NUM + r"\s*(?:家|个|個|位|所|間|间)\s*(?:" + _ORG_ZH + r")?\s*"
                     r"(?:客户|客戶|租户|租戶|部门|部門|" + _ORG_ZH + r")")
# each one has its own fine-tuned model (full or adapter): "its own full fine-tune", "their own fine-tuned model",
# 各自微调, 自己的微调模型, 专属模型
OWN_MODEL = re.compile(r"(?i)\b(?:its|their)\s+own\s+(?:[\w.-]+\s+){0,3}?(?:fine[\s-]?tunes?|fine[\s-]?tuned|models?"
                       r"|loras?|checkpoints?|adapters?)\b"
                       r"|(?:各自|自己的?|专属|專屬|独立的?|獨立的?)\s*(?:的)?\s*(?:[^，。,;；\n]{0,30}?)(?:微调|微調|模型|lora)")
# hard isolation asked: no shared process or GPU memory between tenants
ISOLATED = re.compile(r"(?i)\bisolat(?:ed|ion)\b|\bno\s+shared\s+(?:model\s+)?(?:process|gpu|memory|vram)"
                      r"|\b(?:no|without|never)\s+sharing\b|\b(?:not|never|cannot|can't|must\s+not|mustn't|won't)\s+"
                      r"(?:be\s+)?shar(?:e|ed|ing)\b|\bdedicated\s+(?:gpus?|hardware|instances?)"
                      r"|\bseparate\s+(?:gpus?|processes|hardware|instances?)\b"
                      r"|隔离|隔離|不能共用|不可共用|不共用|不能共享|不共享|不得共用|独占|獨佔|独享|獨享")
# the users of each tenant: "each firm has 10-40 users", 每家 20 个用户, 每家客户有10到40人
EACH_USERS = re.compile(r"(?i)\b(?:each|every)\s+(?:one|firm|client|customer|tenant|company)\s+(?:has|have|with)\s+"
                        r"(?:about\s+|~|up\s+to\s+)?(\d{1,4})(?:\s*(?:-|–|to)\s*(\d{1,4}))?\s+(?:users|people|lawyers"
                        r"|staff|employees|seats)"
                        r"|(?:每家|每个|每個|每位)\S{0,6}?(?:有|约|約)?\s*(\d{1,4})(?:\s*(?:-|–|~|到|至)\s*(\d{1,4}))?\s*"
                        r"(?:个|個|位|名)?\s*(?:使用者|用户|用戶|人|员工|員工|律师|律師)"
                        r"|(?:about\s+|~|up\s+to\s+)?(\d{1,4})(?:\s*(?:-|–|to)\s*(\d{1,4}))?\s+(?:users|people|staff"
                        r"|employees|seats)\s+(?:each|apiece|per\s+[a-z]+)\b")
AT_ONCE_EACH = re.compile(r"(?i)(\d{1,4})\s+(?:of\s+(?:them|their\s+people)\s+|(?:users|people|staff)\s+)?at\s+once"
                          r"|(?:同时|同時)\s*(?:最多|至多|约|約|大概)?\s*(\d{1,4})")


def isolated_tenants(t: str) -> int | None:
    """The tenant count when the text says N tenants each with its own model and hard isolation; None otherwise."""
    m = TENANTS.search(t)
    if not m or not OWN_MODEL.search(t) or not ISOLATED.search(t):
        return None
    return int(m.group(1) or m.group(2))


def users_each(t: str) -> tuple[int | None, int | None]:
    """(people of each tenant, the top of a range said; None when none said), (users at once when said)."""
    m = EACH_USERS.search(t)
    people = None
    if m:
        g = [x for x in m.groups() if x]
        people = int(g[-1])
    a = AT_ONCE_EACH.search(t)
    return people, int(next(x for x in a.groups() if x)) if a else None


def at_once_of(people: int | None, at_once: int | None) -> int | None:
    """A tenant's users at once: as said, else the office-peak share of its people (tools.traffic), else None."""
    from tools.traffic import peak_share_of_people

    return at_once or (peak_share_of_people(people) if people else None)


def tenant_msg(model: str | None, tenants: list[tuple[int, int]], people: int | None,
               providers: tuple[str, ...], assumed_context: bool = False) -> Msg:
    """The isolated-tenants note as a catalog Msg: each tenant (context, users at once) packed on the cheapest priced
    MIG card among `providers` (all when empty), or the unsized reading when the model is unknown."""
    from catalog import registry
    from catalog.gpus import all_gpus
    from catalog.plausible import cheapest_on_demand_at, on_demand_machines
    from tools.arch import total_params
    from tools.memory import kv_cache_bytes_per_token
    from tools.tenant_slices import MIG_CARDS, priced_fleet, tenant_fleet

    arch = None
    if model:
        try:
            arch = registry.get(model)
        except (KeyError, StopIteration, ValueError):
            arch = None
    specs = all_gpus()
    cards = {}
    for g in MIG_CARDS:
        got = cheapest_on_demand_at(g, providers)
        if got and specs.get(g) and specs[g].bandwidth_gb_s:
            cards[g] = (got[0], got[1], float(specs[g].bandwidth_gb_s or 0))
    fleet = tenant_fleet(total_params(arch), kv_cache_bytes_per_token(arch), tenants, cards) if arch else None
    if fleet is None or arch is None:
        return Msg(code="reading.isolated_tenants", args={"n": len(tenants)})
    priced = priced_fleet(fleet, len(tenants), {g: on_demand_machines(g, providers) for g in cards},
                          {g: v[2] for g, v in cards.items()})
    if priced is None:
        return Msg(code="reading.isolated_tenants", args={"n": len(tenants)})
    fleet, rent = priced
    best, f = rent[0], fleet.figures
    options = [Msg(code="tenants.option", args={
        "gpu": r.gpu, "row": r.row, "machines": r.machines, "gpus_each": r.gpus_each, "gpus": r.gpus,
        "per_hour": r.per_hour, "month": r.month, "tps": r.tokens_per_s}) for r in rent[:3]]
    return Msg(code="reading.isolated_tenants_sized", args={
        "machines": best.machines, "gpus_each": best.gpus_each, "gpus": best.gpus, "options": options,
        "n": len(tenants), "model": arch.name, "context": tenants[0][0], "assumed_context": assumed_context,
        "at_once": tenants[0][1], "people": people or 0, "profile": fleet.plan.profiles[0],
        "counts": ", ".join(f"{c} × {p}" for p, c in fleet.plan.counts), "cards": fleet.plan.cards,
        "counts16": ", ".join(f"{c} × {p}" for p, c in fleet.plan16.counts), "cards16": fleet.plan16.cards,
        "gpu": fleet.gpu, "row": fleet.row, "price": fleet.gpu_hour, "a100": fleet.gpu.startswith("A100"),
        "big_profile": fleet.big_profile, "one_differs": fleet.big_profile != fleet.plan.profiles[0], **f})


def tenant_note(out: Any, model: str | None, tenants: int, context: int | None, t: str,
                providers: tuple[str, ...]) -> dict[str, Any]:
    """Add the isolated-tenants note to the extraction `out`; the fields it sets: serving one tenant's load (task
    inference, its users at once), the card count said beside the question dropped (the tenants are no GPU count)."""
    from advisor.core.messages import word
    from advisor.core.note_ids import PEOPLE_AT_ONCE, drop_notes
    from tools.defaults import DEFAULT_CONTEXT

    people, at_once = users_each(t)
    each = at_once_of(people, at_once)
    fields: dict[str, Any] = {"task": "inference", "lora_rank": None, "num_gpus": None, "head_count": None}
    if each:
        fields["concurrency"] = each
    msg = tenant_msg(model, [(context or DEFAULT_CONTEXT, each or 1)] * tenants, people, providers, not context)
    out.note(word(msg, "en"), word(msg, "zh"), msg.code, msg.args)
    # "30 client" / "16 customers" count the tenants, never users at once nor a head count of one deployment's users
    drop_notes(out, (PEOPLE_AT_ONCE, "traffic.concurrency_from_head_count"))
    return fields


# a follow-up about one of the tenants: "one of the firms now wants 32k", 其中一家客户要 32k, 有一家
ONE_OF = re.compile(r"(?i)\bone\s+(?:of\s+(?:the|our|them)\s+)?(?:firms?|clients?|customers?|tenants?|companies)\b"
                    r"|其中(?:一|1)\s*(?:家|个|個|位)|有(?:一|1)\s*(?:家|个|個|位)\s*(?:客户|客戶|租户|租戶|公司)")


def tenant_follow_up(earlier: list[str], text: str, model: str | None, context: int,
                     providers: tuple[str, ...], lang: str, read: Callable[[str], Any]) -> list[str]:
    """A later turn of a thread that asked for isolated tenants (an earlier user message; this one does not say it
    again): the tenants re-packed where this turn rents (its providers), as the note (thread_fleet). [] when the
    thread asked no such thing, or this turn says it again (the reader's own note)."""
    if isolated_tenants(text):
        return []
    msg = thread_fleet(earlier, text, model, context, providers, read)
    return [msg.text(lang)] if msg is not None else []


def thread_fleet(earlier: list[str], text: str, model: str | None, context: int, providers: tuple[str, ...],
                 read: Callable[[str], Any]) -> Msg | None:
    """The isolated tenants of a thread (this message, or the first earlier one that asked) re-packed where this turn
    rents (its providers). A turn about one of them ("one of the firms now wants 32k context, up to 5 at once")
    changes that tenant alone (its context and users at once), kept on later turns; the others keep the first turn's.
    `read` is extract_rules.extract (passed in: that module reads this one). None when the thread asked no such
    thing."""
    from tools.defaults import DEFAULT_CONTEXT

    first = next((t for t in [text, *earlier] if isolated_tenants(t)), None)
    if first is None:
        return None
    n = isolated_tenants(first) or 0
    said_context = read(first).patch.seq_len
    people, said_at_once = users_each(first)
    old = (said_context or DEFAULT_CONTEXT, at_once_of(people, said_at_once) or read(first).patch.concurrency or 1)
    one = None  # the latest turn about one tenant, this one included: that tenant's context and users at once
    for t in [*earlier, text]:
        if t != first and ONE_OF.search(t):
            _, at_once = users_each(t)
            one = (read(t).patch.seq_len or (context if t == text else old[0]), at_once or old[1])
    tenants = [old] * (n - 1) + [one or old]
    return tenant_msg(model, tenants, people, providers, not said_context and one is None)
