"""A service whose peak lasts only some weeks ("only the two weeks of finals are busy, normally 50 online"): a peak
fleet rented for those weeks and the everyday fleet the rest of the period, each priced and summed, never one fleet
all year at either load (a 24/7 fleet sized at the everyday load leaves the peak unserved; one at the peak pays for
it all term).

The period the peak recurs in: a term when the message speaks of one (finals, exams, semester, 期末, 學期), else a year.
TERM_WEEKS = 18: a semester of 18 weeks of teaching and exams, as Taiwanese and mainland Chinese universities
schedule it (from memory, re-check; state yours). A week of serving is the month's hours (tools.cost.
serving_month_hours: 730 h around the clock) scaled to a week: 168 h (24 × 7) around the clock."""

from __future__ import annotations

from dataclasses import dataclass

from tools.constants import HOURS_PER_MONTH

TERM_WEEKS = 18.0
YEAR_WEEKS = 52.0
WEEKS_A_MONTH = YEAR_WEEKS / 12  # 4.33 weeks
WEEK_HOURS = 7 * 24
DAYS_A_WEEK = 7


def peak_days(weeks: float) -> float:
    """The peak's weeks in days: weeks × 7."""
    return weeks * DAYS_A_WEEK


def peak_hours(weeks: float, month_hours: float = float(HOURS_PER_MONTH)) -> float:
    """The serving hours of `weeks` peak weeks: a week's share of the month's hours (WEEK_HOURS × month_hours ÷ 730),
    168 h a week around the clock; the 3 days after exam results: 3 ÷ 7 weeks × 168 = 72 h."""
    return weeks * WEEK_HOURS * month_hours / HOURS_PER_MONTH


def peak_gpu_hours(gpus: int, weeks: float, month_hours: float = float(HOURS_PER_MONTH)) -> float:
    """The GPU-hours a peak fleet of `gpus` runs for `weeks` (the figure a quote per GPU-hour multiplies): 280 GPUs for
    3 days around the clock = 280 × 72 = 20,160."""
    return gpus * peak_hours(weeks, month_hours)


def said_in_days(weeks: float) -> bool:
    """A peak under a week is said in days ("the 3 peak days"), a longer one in weeks."""
    return weeks < 1


def weeks_of_days(days: float) -> float:
    """A peak said in days ("the 3 days after the results come out") as the weeks tools.peak_season counts: days ÷ 7."""
    return days / DAYS_A_WEEK


def period_weeks(period: str | None) -> float:
    """The weeks the peak recurs in: TERM_WEEKS for a term, YEAR_WEEKS otherwise."""
    return TERM_WEEKS if period == "term" else YEAR_WEEKS


@dataclass(frozen=True)
class PeakSeason:
    peak_weeks: float
    period_weeks: float
    peak_hours: float  # the peak fleet's hours: peak_weeks × a week's serving hours
    rest_hours: float  # the everyday fleet's hours over the rest of the period
    peak_cost: float
    rest_cost: float
    total: float  # the period: peak_cost + rest_cost
    per_month: float  # the period's total spread over its months (period_weeks ÷ WEEKS_A_MONTH)
    peak_all_period: float  # the peak fleet kept the whole period, for comparison
    rest_weeks: float  # the period's weeks outside the peak

    @property
    def peak_days(self) -> float:
        """The peak in days (a peak under a week is said in days: "3 peak days")."""
        return peak_days(self.peak_weeks)

    @property
    def in_days(self) -> bool:
        """A peak under a week is said in days."""
        return said_in_days(self.peak_weeks)


def peak_season(peak_weeks: float, period: float, peak_hourly: float, base_hourly: float,
                month_hours: float = float(HOURS_PER_MONTH)) -> PeakSeason:
    """The peak fleet for `peak_weeks` and the everyday fleet for the rest of a `period`-week period, each at its hourly
    price, with a week's serving hours from the month's (WEEK_HOURS × `month_hours` ÷ 730: 168 h around the clock).
    By hand (2 peak weeks of an 18-week term, $25.00/h at peak, $1.00/h everyday, 24/7): 2 × 168 = 336 h × $25 = $8,400;
    16 × 168 = 2,688 h × $1 = $2,688; term $11,088, ≈ $2,669 a month over its 4.15 months; the peak fleet all term
    3,024 h × $25 = $75,600."""
    week = peak_hours(1.0, month_hours)
    weeks = min(peak_weeks, period)
    ph, rh = weeks * week, (period - weeks) * week
    pc, rc = ph * peak_hourly, rh * base_hourly
    return PeakSeason(weeks, period, ph, rh, pc, rc, pc + rc, (pc + rc) / (period / WEEKS_A_MONTH),
                      period * week * peak_hourly, period - weeks)
