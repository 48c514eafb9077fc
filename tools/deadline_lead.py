"""How much dearer a faster plan may be and still lead a batch that has a stated deadline.

Without a deadline, a long batch gives way to a plan several times sooner for up to tools.ranking.FEWER_FASTER_BAND
(10 %) more: a day of exposure to reclaims is worth a small price gap. With a deadline the user has said how soon is
soon enough: every ranked plan already meets it (tools.recommend's deadline filter, with the speed model's error to
spare where one is priced), so finishing sooner than needed is worth nothing to them, and the cheapest job that
meets it leads; a faster box comes first only inside the price tie (tools.ranking.TIE, 5 %: list prices move by more
than that between regions and weeks), never at several times the job's cost because it ends sooner.
"""

from __future__ import annotations

from tools.ranking import TIE


def batch_faster_band(band: float, *, batch: bool, deadline_hours: float | None) -> float:
    """The fewer-and-faster / much-sooner band for a ranking: `band` unchanged, except that a batch with a stated
    deadline gets at most the price tie. By hand: a 6-day job, 8 × L4 at $356 in 1.9 days and 8 × H100 at $391 in
    4.4 h (+9.8 %): with band 10 % the H100 would lead; with 5 % the L4 stays first. 0 stays 0 (off)."""
    if band <= 0 or not batch or not deadline_hours:
        return band
    return min(band, TIE)
