"""Figures in words, for both answer languages: job durations, GPU-hours, money and token counts.

One home for how a number reads, so the headline, the constraint lines, the pitfalls and the tables agree
(a 40-minute job once read "0.0 days (0 GPU-hours) ≈ $0.00", 2e12 tokens "2e+03B"). The numbers written the same
in both languages ("$1,234.56", "20B", "2.4") are formatted here; `duration` and `gpu_hours` return facts whose
words (days, h, min, GPU-hours) are in the message catalog (advisor/core/messages/wording.py).
advisor/core/units.py re-exports them for the renderers. Display only: no figure is changed, only how it is written.
"""

from __future__ import annotations

from typing import Any

from tools.schema import Msg

_SYMBOLS = {"USD": "$", "CNY": "¥"}


def task_words(task: str | None, preference: str | None = None, *, headline: bool = False) -> Msg:
    """The task as titles and headlines name it, with the preference method first when one is set ("DPO (full
    fine-tune)"): the method changes what is sized (a frozen reference model), so the header keeps it (a DPO
    question was once headed "full fine-tune")."""
    code = "task.headline" if headline else "task.name"
    plain = Msg(code=code, args={"task": task or "inference"})
    if not preference:
        return plain
    if preference == "rm":  # a Bradley–Terry reward model: named as one, never "RM"
        return Msg(code="task.reward_model", args={"task": plain})
    return Msg(code="task.with_preference", args={"method": preference.upper(), "task": plain})


def money_text(amount: float, currency: str = "USD", digits: int = 2) -> str:
    """"$1,234.56"; a positive amount under a cent reads "< $0.01" (never "$0.00"); whole-dollar
    columns (digits=0) keep cents below $10, where rounding would hide most of the figure."""
    sym = _SYMBOLS.get(currency, "")

    def fmt(x: float, d: int) -> str:
        return f"{sym}{x:,.{d}f}" if sym else f"{x:,.{d}f} {currency}"

    if 0 < amount < 0.01:
        return "< " + fmt(0.01, 2)
    if digits == 0 and 0 < amount < 10:
        digits = 2
    return fmt(amount, digits)


STATED_DIGITS = 4  # a budget keeps up to this many decimals as stated ($0.405, $0.0125); more is float noise


def budget_digits(amount: float, digits: int = 2) -> int:
    """The decimals a stated budget is printed with: `digits`, or as many as the figure carries (up to
    STATED_DIGITS) when fewer would round it — "$0.405 per hour" printed "$0.41" beside a $0.41/h
    price it was "just under", so the budget and the price read the same. A whole-dollar column (0) keeps it whole
    only when it is whole."""
    for d in range(digits, STATED_DIGITS + 1):
        if abs(round(amount, d) - amount) < 1e-9 * max(1.0, abs(amount)):
            return d
    return STATED_DIGITS


def budget_text(amount: float, currency: str = "USD", digits: int = 2) -> str:
    """A stated budget as money: money_text with budget_digits' decimals ("$0.405", "$3.00", "$1,000")."""
    return money_text(amount, currency, budget_digits(amount, digits) if digits else (0 if amount == int(amount)
                                                                                       else budget_digits(amount)))


def share_text(share: float) -> str:
    """A share as a percentage that never reads "0%" when it is not zero (¥50,247 against ¥50,000
    printed "超出预算 0%"): whole percents from 10 %, one decimal below, "< 0.1%" under a thousandth."""
    if share == 0:
        return "0%"
    if abs(share) < 0.001:
        return "< 0.1%"
    return f"{share:.0%}" if abs(share) >= 0.095 else f"{share:.1%}"


def duration(hours: float) -> Msg:
    """A job's wall time: days from one day up, hours under a day, minutes under an hour
    ("7.6 days", "5.3 h", "40 min"), never "0.0 days" for a job that takes time."""
    if hours >= 24:
        return Msg(code="wording.days", args={"days": hours / 24})
    if hours >= 1:
        return Msg(code="wording.hours", args={"hours": hours})
    minutes = hours * 60
    if minutes < 1:
        return Msg(code="wording.under_a_minute")
    return Msg(code="wording.minutes", args={"minutes": minutes})


def answer_time(tokens: int, tokens_per_s: float) -> Msg:
    """How long one answer of `tokens` takes to stream at `tokens_per_s` per user: whole seconds under a minute
    ("12 s"), else `duration` ("5 min"). By hand: 338 tokens at 27 tok/s → 12.5 s → "13 s"; 8,192 → 303 s → "5 min"."""
    seconds = tokens / tokens_per_s
    if seconds < 60:
        return Msg(code="wording.seconds", args={"seconds": max(1.0, seconds)})
    return duration(seconds / 3600)


# GPU-hours at or above this are shown whole; below it with one decimal, as a duration's hours are ("15.7 h", the
# wording.hours entry), so a one-GPU job never reads "15.7 h" beside "16 GPU-hours" in one answer.
GPU_HOURS_WHOLE_FROM = 99.95


def gpu_hours_number(gpu_hours: float) -> str:
    """GPU-hours with the digits that matter: "259,259", "48.0", "15.7", "2.4", "0.45", "< 0.01" (never "0" when
    positive); one decimal under 100, the way `duration` words hours."""
    if gpu_hours >= GPU_HOURS_WHOLE_FROM:
        return f"{gpu_hours:,.0f}"
    if gpu_hours >= 1:
        return f"{gpu_hours:,.1f}"
    if gpu_hours >= 0.01:
        return f"{gpu_hours:.2g}"
    return "< 0.01" if gpu_hours > 0 else "0"


def gpu_hours(gpu_hours: float) -> Msg:
    return Msg(code="wording.gpu_hours", args={"n": gpu_hours_number(gpu_hours)})


def count_text(n: float) -> str:
    """A token (or example) count in short form: 2e12 → "2T", 2e10 → "20B", 5e8 → "500M",
    4.1e6 → "4.1M"; below a million in full ("40,000")."""
    for scale, unit in ((1e12, "T"), (1e9, "B"), (1e6, "M")):
        if n >= scale * 0.9995:  # 999.7B rounds to "1T", not "1e+03B"
            v = n / scale
            return (f"{v:,.3g}" if v < 999.5 else f"{v:,.0f}") + unit
    return f"{n:,.0f}"


def plural(n: int | float, word: str, words: str | None = None) -> str:
    """ "1 user", "32 users" (English; Chinese has no plural)."""
    text = f"{n:,}" if isinstance(n, int) else f"{n:,g}"
    return f"{text} {word if n == 1 else (words or word + 's')}"


def item_time(seconds: float, *, ms: bool = True, minutes: bool = True) -> tuple[float, str]:
    """A time an item takes, in the unit that reads: ("ms", milliseconds) under a second when `ms`, ("min", minutes)
    from two minutes when `minutes`, else ("s", seconds); the words file formats the figure ("88 ms", "11.3 min")."""
    if ms and seconds < 1:
        return seconds * 1000, "ms"
    if minutes and seconds >= 120:
        return seconds / 60, "min"
    return seconds, "s"


def ms_text(seconds: float | None) -> str:
    """Seconds said in milliseconds ("1,041 ms"); "?" when there is no figure."""
    return "?" if seconds is None else f"{seconds * 1000:,.0f} ms"


def about_money(amount: float, currency: str = "USD") -> str:
    """"≈ $3.07", or "< $0.01" alone (never "≈ < $0.01")."""
    text = money_text(amount, currency)
    return text if text.startswith("<") else "≈ " + text


def fleet(base: str, machines: int, per_machine: float, gpu: str, rdma: bool = False) -> Msg:
    """Machines of one type and the GPUs in each: "2 × gcp g2-standard-4 (1 × L4 each)". A plan of several
    one-GPU machines once read "g2-standard-4 (2 × L4)", as if one machine held both cards;
    the count of machines and the GPUs per machine are said apart whenever there are several. The card is shown as a
    buyer knows it, with an Arm host and a listing id that names another card said beside it (tools.machine_label:
    "aws g5g.xlarge (1 × T4G; Arm (Graviton) host …)", never a bare "(1 × T4)")."""
    from tools.machine_label import label_args

    return Msg(code="wording.fleet", args={"base": base, "machines": machines, "per": per_machine, "gpu": gpu,
                                           "rdma": rdma, **label_args(base, gpu)})


def spans_machines(plan: Any, per_machine: float) -> bool:
    """Does one copy of the work span machines (a training job sharded or data-parallel over several, a replica too big
    for one)? Then the machines need InfiniBand or RoCE (RDMA) between them, said wherever the plan is named (expert
    rule U5: a multi-node plan that does not say so). Independent replicas (a batch's, serving's, each inside one
    machine) need no fabric."""
    layout = getattr(plan, "layout", None)
    return layout is not None and per_machine > 0 and layout.num_gpus > per_machine


def plan_machines(plan: Any) -> Msg:
    """The machines of a plan, named the one way every answer names them (`fleet`): a ranked `Candidate`
    (provider, instance, instances, gpu_count, gpu), a sized `tools.offers.Offer` (its catalog row, its GPU and
    its instance count) or a `SpecTier` (count GPUs over its instances). Each message that names a plan's
    machines passes this as "fleet", so none can again print "{instance} ({total} × {gpu})" for several
    one-GPU machines ("g2-standard-4 (2 × L4)", "1x_MI300X_SECURE (5 × MI300X)")."""
    row = getattr(plan, "row", None)
    if row is not None:  # an Offer: the catalog row holds the machine, `instances` how many of it
        each = float(row.gpu_count or 0)
        return fleet(f"{row.provider} {row.instance_type}", plan.instances, each, plan.gpu.name,
                     spans_machines(plan, each))
    per = getattr(plan, "gpu_count", None)
    if per is None:  # a SpecTier: `count` GPUs in all over `instances` machines
        per = plan.count / plan.instances if plan.instances else plan.count
    return fleet(f"{plan.provider} {plan.instance}".strip(), plan.instances, per, plan.gpu, spans_machines(plan, per))
