"""A follow-up's bare amount keeps the thread's budget period: "budget about €3k/month" then "what should we rent
instead? still about €3k" is €3,000 a month again, never €3,000 in total (a service billed every hour, read as a
one-off sum, bought 6.6 days and the follow-up answered another question). Only a bare amount comes here: a period
word in the follow-up ("€3k a month", "$5k in total", 总共, 每月) is the user's and wins (extract_rules.
budget_period_said), and so does a stated time for the money ("for 2 days", a deadline, serving hours)."""

from __future__ import annotations

import dataclasses

from advisor.core.extract_rules import Extraction, budget_period_said
from tools.schema import Msg, Workload
from tools.wording import budget_text

# a time the follow-up gives the money: a total over it is what was meant
_TIMED = ("deadline_hours", "serving_hours", "train_tokens", "dataset_tokens")


def budget_period_again(workload: Workload, e: Extraction, text: str, lang: str) -> Extraction:
    """The turn's budget on the thread's period when the turn says an amount with no period word and the thread's
    budget had one other than a total; said in a note, so "say 'in total'" can change it."""
    new, old = e.patch.budget, workload.budget
    if new is None or old is None or new.per != "total" or old.per == "total":
        return e
    if any(getattr(e.patch, k, None) is not None for k in _TIMED if k in type(e.patch).model_fields):
        return e
    if budget_period_said(text, lang):
        return e
    kept = new.model_copy(update={"per": old.per})
    update: dict = {"budget": kept}
    if old.per == "hour":
        update["budget_per_hour"] = workload.budget_per_hour
    out = dataclasses.replace(e, patch=e.patch.model_copy(update=update), notes=list(e.notes),
                              zh_notes=dict(e.zh_notes), note_ids=dict(e.note_ids))
    out.said(Msg(code="reader.budget_period_kept", args={
        "budget": budget_text(new.amount, new.currency, 0), "per": Msg(code="period.per", args={"per": old.per})}))
    return out


# the reader's notes that refuse a budget's currency (extract_rules._no_rate): no rate held, or a word naming several
_UNRATED = ("reader.no_rate", "reader.ambiguous_currency")


def budget_unrated_kept(workload: Workload, e: Extraction) -> Extraction:
    """A follow-up budget in a currency with no rate held ("actually 2,000,000 ARS a month", 预算改成5000万越南盾) leaves
    the thread's budget as it was: said, with why, never kept silently as if the new amount had been read."""
    old = workload.budget
    if old is None or e.patch.budget is not None or not _budget_refused(e):
        return e
    out = dataclasses.replace(e, notes=list(e.notes), zh_notes=dict(e.zh_notes), note_ids=dict(e.note_ids))
    out.said(Msg(code="reader.budget_not_changed", args={
        "budget": budget_text(old.amount, old.currency, 0), "per": Msg(code="period.per", args={"per": old.per})}))
    return out


def _budget_refused(e: Extraction) -> bool:
    """Did the reader refuse the turn's budget for its currency (a pricing currency refused is another matter)?"""
    for note in e.notes:
        nid = e.note_ids.get(note)
        what = nid.arg("what") if nid is not None and nid.code in _UNRATED else None
        if isinstance(what, Msg) and what.args.get("what") == "budget":
            return True
    return False
