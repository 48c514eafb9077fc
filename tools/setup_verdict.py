"""The yes / no on a setup the user proposes ("will 1 × A100 80GB do?", "8卡H20够吗", "老闆要租 3 台 8 卡 A100，需要嗎？"):
one decision for every kind of work that judges a proposed card count against the count the work needs.

Two answers had each decided it their own way: a card asked about for an LLM (tools.checked.card_verdict, "no, 1 ×
A100 80GB is not enough; it would take 2") and a recommender's proposed machine for its embedding tables
(tools.recsys_train.proposed_verdict, "Will 1 × A100 80GB do? No: … 19 cards"). Both now hand the proposed count,
the count the work needs as said, and the count it needs with the usual change (an FP8 KV cache for a served model;
row-wise Adagrad and FP16 tables for a recommender's tables) to `setup_verdict`, and word its answer:

- `yes`: the work as said fits the count proposed, and needs all of it (need == proposed);
- `more`: it fits, on fewer cards than proposed (need < proposed): the proposal is more than needed;
- `with_changes`: it does not fit as said, and the change fits the count proposed (changed need ≤ proposed);
- `no`: neither (no count tried holds it, or both needs are above the proposal).

By hand: 1B rows × 128 dims × 4 B = 512 GB of tables + Adagrad's 512 GB = 1,024 GB on A100 80GB at 56 GB a card:
19 cards; with row-wise Adagrad and FP16 tables 260 GB → 5. Proposed 1 → no; proposed 8 → with_changes (5 ≤ 8);
proposed 24 → more (19 < 24); proposed 19 → yes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Answer = Literal["yes", "more", "with_changes", "no"]


@dataclass(frozen=True)
class SetupVerdict:
    """A proposed count judged: the count proposed, the fewest the work needs as said (None: no count tried holds
    it), the fewest with the change (None: not tried or none holds it), and the answer."""

    proposed: int
    need: int | None
    changed_need: int | None
    answer: Answer

    @property
    def fits(self) -> bool:
        """The proposal holds the work as said (yes, or more than needed)."""
        return self.answer in ("yes", "more")


def setup_verdict(proposed: int, need: int | None, changed_need: int | None = None) -> SetupVerdict:
    """The answer on `proposed` cards for work that needs `need` as said and `changed_need` with the usual change
    (the module's rules). setup_verdict(8, 19, 5).answer == "with_changes"; (1, 19, 5) → "no"; (24, 19) → "more"."""
    if need is not None and need <= proposed:
        return SetupVerdict(proposed, need, changed_need, "yes" if need == proposed else "more")
    if changed_need is not None and changed_need <= proposed:
        return SetupVerdict(proposed, need, changed_need, "with_changes")
    return SetupVerdict(proposed, need, changed_need, "no")
