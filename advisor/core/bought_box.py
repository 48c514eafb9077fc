"""A box the user would buy (or owns), kept for the thread: the buy side of a buy-or-rent comparison set side by side
("買 4 張 RTX PRO 6000 的工作站，還是租 H100？" was two rental columns and no purchase side), and a later turn that
changes the job and asks whether that box still does it ("改成全參數微調，那買的那台還能用嗎？", "can we still use it
for the 32B?") answered on the box first — the recommender's own check on the stated cards (fits or not with the
memory figures, the 8-bit optimizer and ZeRO-Offload routes with their host RAM, the rental for the job) — never a
fresh rental with no word on the box. Words in advisor/core/messages/bought_box.py; no arithmetic here."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from tools.schema import Msg, Workload

BOX = "bought_box"  # history role: the box to buy (or owned) a turn answered, {"gpu": name, "count": n}

# "does the box still do the new job?": the box referred to, not named again
STILL_WORKS = re.compile(
    r"(?i)還能用|还能用|還可以用|还可以用|還用得上|还用得上|還用得到|还用得到|能不能用|還行嗎|还行吗|還行不行|还行不行"
    r"|夠不夠|够不够|夠用嗎|够用吗|還夠嗎|还够吗|還夠用|还够用|跑得動嗎|跑得动吗|跑得了嗎|跑得了吗|撐得住|撑得住|頂唔頂|得唔得"
    r"|\bstill\s+(?:use|work|do|handle|run|fit|enough|good\s+enough|usable|ok(?:ay)?)\b|\bcan\s+(?:we|i|it)\s+still\b"
    r"|\b(?:is|are)\s+(?:it|that|they|those|the\s+(?:box|machine|server|workstation|cards?))\s+(?:still\s+)?enough\b"
    r"|\bwill\s+(?:it|that|the\s+(?:box|machine|server|workstation))\s+(?:still\s+)?(?:work|do|cope|handle)\b")

# the box referred to ("那台", "買的那台", "那两张卡", "the box") ...
BOX_WORDS = re.compile(r"(?i)那台|那臺|那部|那兩張|那两张|那幾張|那几张|那些卡|買的|买的|買咗|自己的(?:機器|机器|卡)"
                       r"|\b(?:the|that|our|this)\s+(?:box|machine|server|workstation|rig|cards)\b")
# ... or a turn that changes the job: what the workload is sized from
JOB_FIELDS = ("task", "model", "params_b", "active_params_b", "seq_len", "concurrency", "users_online", "head_count",
              "daily_users", "peak_users_online", "requests_per_day", "target_requests_per_s", "train_tokens", "dataset",
              "modality", "precision", "target_tokens_per_s", "batch_size")


def bought_index(text: str, labels: Sequence[str]) -> int | None:
    """Which of two compared cards the user would buy: the one a buy word (extract_rules.BUY_WORD) stands before,
    nearer than any rent word; None when neither or both are bought (both bought: compare.bought says so)."""
    from advisor.core.extract_rules import BUY_WORD, RENT_WORD, strip_invisible

    t = strip_invisible(text or "")
    bought = []
    for i, label in enumerate(labels):
        at = t.find(label.strip())
        if at < 0:
            continue
        buy = [m.start() for m in BUY_WORD.finditer(t[:at])]
        rent = [m.start() for m in RENT_WORD.finditer(t[:at])]
        if buy and (not rent or buy[-1] > rent[-1]):
            bought.append(i)
    return bought[0] if len(bought) == 1 else None


def bought_side(text: str, ws: Sequence[Workload], labels: Sequence[str], recs: Sequence[Any]) -> tuple[list[Msg], Any]:
    """Under a two-column comparison whose one side is a box to buy: the column is said to be that card rented (a
    reference for its speed, never the bought box's price), then the purchase side (advisor.core.purchase_after:
    a GeForce card's launch price and payback, else the break-even price a card with the quote asked, against the
    rented side's bill). ([], None) when no side is bought; the second item is the box (its workload) to keep."""
    from advisor.core.purchase_after import pick_bill, purchase_after
    from advisor.core.service import _display_currency, catalog_rows, usd_cny
    from catalog.gpus import all_gpus

    i = bought_index(text, labels) if len(ws) == 2 == len(recs) else None
    if i is None or not ws[i].gpu_preference:
        return [], None
    rec, rented = recs[i], recs[1 - i]
    cur, fx = _display_currency(ws[i], rented.currency)
    top = rec.candidates[0] if rec.candidates else None
    head = [Msg(code="bb.column", args={"label": labels[i], "row": f"{top.provider} {top.instance}"})] if top else []
    box = ws[i].model_copy(update={"num_gpus": ws[i].num_gpus or (top.layout.num_gpus if top else None)})
    lines = purchase_after(text, box, all_gpus(), catalog_rows()[0], cur, usd_cny(), fx, rented)
    bill = pick_bill(rented) if _billed(rented) and not any(m.code.startswith("conversation.buy_vs_rent") for m in lines) \
        else []
    return [*head, *bill, *lines], box


def _billed(rec: Any) -> bool:
    """A rented side whose bill a purchase is weighed against: a service's month, or a job's whole cost — never a
    training job with no data size said billed as every hour of a month."""
    from tools.schema import WorkKind

    if rec.kind is WorkKind.SERVING:
        return True
    return bool(rec.cost_table and rec.cost_table[0].cost.job_on_demand)


def box_record(w: Workload | None) -> str | None:
    """The history record of a box to buy or owned (BOX), or None without a card."""
    if w is None or not w.gpu_preference:
        return None
    return json.dumps({"gpu": w.gpu_preference, "count": w.num_gpus})


def keep_box(store: Any, key: str, w: Workload | None) -> None:
    """Record the box a buy-or-rent answer priced (its card and count) for the thread: a later "does it still do
    it?" is checked on it."""
    kept = box_record(w)
    if kept is not None:
        store.add_message(key, BOX, kept)


def held_box(history: list[dict[str, Any]]) -> tuple[str, int | None] | None:
    """The thread's latest box to buy or owned (BOX), else the cards an earlier message offered to buy beside a rent
    ("我们想买 2 张 RTX 4090 …，还是租划算？", answered as a ranked plan with its purchase side under it), or None."""
    for h in reversed(history):
        if h.get("role") == BOX:
            try:
                got = json.loads(h["text"])
                return str(got["gpu"]), int(got["count"]) if got.get("count") else None
            except (ValueError, TypeError, KeyError):
                return None
    return next((box for h in reversed(history) if h.get("role") == "user" and (box := _said_box(str(h["text"])))),
                None)


def _said_box(text: str) -> tuple[str, int | None] | None:
    """The card (and count) a message offers to buy against renting, by the reader's own fields; None otherwise."""
    from advisor.core.extract_rules import BUY_WORD, RENT_WORD, extract

    if not (BUY_WORD.search(text) and RENT_WORD.search(text)):
        return None
    p = extract(text).patch
    card = p.gpu_preference or p.checked_gpu
    return (card, p.num_gpus or p.checked_gpu_count) if card else None


def box_followup(e: Any, thread: Workload, text: str, history: list[dict[str, Any]]) -> Any:
    """A turn that asks whether the thread's box still does the job (STILL_WORKS) and names no card of its own: the
    box is set as the stated cards (owned: the recommender checks them first, with its routes and the rental for the
    job), with a note that says so. The extraction unchanged otherwise."""
    box = held_box(history)
    if box is None and thread.owned_gpus and thread.gpu_preference:
        return e  # owned cards stay on the thread: the recommender checks them already
    if box is None or not STILL_WORKS.search(text or "") or e.patch.gpu_preference or e.patch.gpu_only \
            or e.patch.checked_gpu or not (BOX_WORDS.search(text or "") or set(
                e.patch.model_dump(exclude_none=True)) & set(JOB_FIELDS)):
        return e  # "用 spot 得唔得？" changes no job and names no box: answered as usual
    gpu, count = box
    e.patch = e.patch.model_copy(update={"gpu_preference": gpu, "num_gpus": count or e.patch.num_gpus,
                                         "owned_gpus": True, "buy_server": None})
    said = Msg(code="bb.checked", args={"gpu": gpu, "count": count})
    e.note(said.text("en"), said.text("zh"))
    return e
