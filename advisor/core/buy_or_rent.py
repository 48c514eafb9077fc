"""A first question "buy this server or rent?" that carries a quoted price ("a quote of ~$250k for an 8xH100 server",
买一台8卡H100服务器报价200万): read the quote, the utilisation and the horizon, and word tools.buy_or_rent's
comparison — no model is needed (it was forced into a LoRA template that asked for one)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from advisor.core.extract_rules import zh_numeral
from advisor.core.launch_price_lines import launch_lines, variant_lines
from advisor.core.magnitudes import LEN_MAG, scaled_count
from tools.buy_or_rent import (
    EXAMPLE_RUN_HOURS,
    HOST_W_PER_GPU,
    PUE,
    buy_or_rent,
    horizon_hours,
    job_hours_a_year,
    job_run_hours,
    no_quote,
    owned_against_rent,
    rent_prices,
    run_hour_worth,
    run_hours_to_break_even,
    runs_over,
    utilisation_of_runs,
)
from tools.cost import convert_amount
from tools.fit import ENGINE_NAMES
from tools.power_tariff import price_per_kwh
from tools.schema import Msg, Workload
from tools.weekday_use import utilisation_of_schedule
from tools.wording import money_text

# a bare amount beside a quote or price word: "quote of ~250k", 报价200万, 報價 650 萬, "costs 2.1 million"
_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*" + LEN_MAG + "?"
QUOTE = (re.compile(r"(?:报价|報價|售价|售價|价格|價格|要价|要價|花|要)\s*(?:约|約|大概|大约|大約)?\s*" + _NUM),
         re.compile(r"(?i)\b(?:quote[ds]?|quoted|priced?|costs?|for)\b[^\d.?!]{0,12}?~?\s*" + _NUM))
PER_KWH = re.compile(r"(?i)\s*(?:/|per|a|an|每)?\s*(?:kwh|千瓦时|千瓦時|度)")
# what comes right before a figure that is no price of a server: a minus ("$-30000", 每度-1元: refused by the range
# notes, never a quote with its sign dropped) or a per-kWh word (电费每度 1 元 is a power price, read or not)
NOT_QUOTE_BEFORE = re.compile(r"(?i)(?:[-−－]|(?:每度|每千瓦时|每千瓦時|per\s*kwh|/\s*kwh)\s*[-−－]?)\s*[$¥￥€£]?\s*$")
# what comes right after a bare figure that is no price: a unit of time, share or count ("for 2 years", "for 12
# months", "for 60%", "for 8 GPUs", 要5秒以内: a time target) or the rest of a figure the pattern did not take ("for
# 1e300 years": not 1)
NOT_QUOTE_AFTER = re.compile(r"(?i)[a-z\d]|\.\d|\s*(?:[-–]\s*)?(?:years?|yrs?|months?|mos?|weeks?|wks?|days?|hours?|hrs?|"
                             r"h\b|minutes?|mins?|%|％|percent|gpus?|cards?|users?|people|nodes?|servers?|machines?|"
                             r"runs?|tokens?|x\b|×|times|年|个月|個月|月|周|週|天|小时|小時|张|張|卡|台|人|秒|分钟|分鐘)")
HALF = re.compile(r"(?i)\bhalf\s+(?:of\s+)?the\s+time\b|一半|一半的?时间|一半的?時間")
UTIL = (re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:%|％|percent)"),
        re.compile(r"(?:利用率|使用率|用)\s*(?:约|約|大概)?\s*([一二三四五六七八九十两兩]+|\d)\s*成"))
# a horizon in years or months, never the tail of a signed or longer figure ("-3 years", "1e300 years": not read)
YEARS = re.compile(r"(?i)(?<![\d.eE+\-−－])(\d+(?:\.\d+)?|[一二三四五六七八九十两兩]+)\s*(?:-\s*)?(?:(years?|yrs?|年)|"
                   r"(months?|mos?\b|个月|個月))")
# the hours a day the cards work, with words between ("每天用SDXL出图大概7个小时", "7 hours a day")
HOURS_A_DAY = (re.compile(r"(?:每天|每日|一天|天天)[^，。,;；\d]{0,16}?(\d+(?:\.\d+)?)\s*(?:个|個)?\s*"
                          r"(?:小时|小時|钟头|鐘頭|鐘|钟)"),  # 6 個鐘: Cantonese hours
               re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\s*(?:a|per|each|every)\s*day"))
# hours a day said without a number ("a few hours a day", 每天几个小时): taken as FEW_HOURS, said as assumed
FEW_HOURS_A_DAY = re.compile(r"(?i)\b(?:a\s+few|a\s+couple\s+(?:of\s+)?|several|some)\s*(?:hours?|hrs?)\s*(?:a|per|each|every)"
                             r"\s*day|(?:每天|每日|一天)[^，。,;；\d]{0,8}?(?:几|幾)\s*(?:个|個)?\s*(?:小时|小時|钟头|鐘頭|鐘)")
FEW_HOURS = 4.0
DEFAULT_YEARS = 3.0  # no horizon said: a server's usual depreciation life (US MACRS 5-year class aside, cloud
# providers depreciate servers over 5–6 years; 3 years is the common buyer's horizon) — said as an assumption


# a figure said as the price that is no price: signed ("-$40k", "$-30000 each", ¥-5万, "costs -40000") or not a number
# ("price NaN", 報價NaN, "$inf"): never taken with its sign dropped, and said in the answer, never dropped in silence
_QUOTE_WORD = r"(?:quote[ds]?|priced?|prices|costs?|for|at|报价|報價|售价|售價|价格|價格|要价|要價)"
_CUR = r"[$¥￥€£]|(?:us|nt|hk)\$|rmb|usd|cny"
_FIG = r"(?:\d[\d,]*(?:\.\d+)?\s*(?:k|m|million|thousand|万|萬|千)?(?![\w.])|nan(?![a-z])|inf(?:inity)?(?![a-z]))"
_SCI = r"\d+(?:\.\d+)?e\+?\d+\b"  # "$1e300": past any price (over HUGE_QUOTE), never read as $1
HUGE_QUOTE = 1e12
REFUSED_QUOTE = re.compile(
    r"(?i)(?:(?<![\w$¥￥€£])(?:" + _CUR + r")\s*[-−－]\s*" + _FIG + r"|[-−－]\s*(?:" + _CUR + r")\s*" + _FIG
    + r"|" + _QUOTE_WORD + r"\s*(?:of|is|at|was|:|：|约|約|大概)?\s*(?:~\s*)?(?:" + _CUR + r")?\s*(?:[-−－]\s*" + _FIG
    + r"|(?:nan|inf(?:inity)?)(?![a-z]))|(?:" + _CUR + r")\s*(?:nan|inf(?:inity)?)(?![a-z])|(?:" + _CUR + r")\s*" + _SCI
    + r"|(?<![A-Za-z0-9_$¥￥€£])(?:" + _CUR + r")\s*0+(?:\.0+)?(?![\d.,]))")


def refused_quote(text: str) -> tuple[str, str] | None:
    """The quoted price as written when it is no price, and why: "signed" ("-$40k", ¥-5万), "nan" ("price NaN"),
    "huge" ("$1e300") or "zero" ("$0 each"); a
    power price said per kWh is not a quote (电费每度-1元 is the power reader's). None when no such figure is said."""
    for m in REFUSED_QUOTE.finditer(text or ""):
        if PER_KWH.match(text, m.end()) or re.search(r"(?i)(?:每度|kwh|千瓦)\s*$", text[max(0, m.start() - 8):m.start()]):
            continue
        said = m.group(0).strip()
        if not re.search(_CUR, said, re.I) and NOT_QUOTE_AFTER.match(text, m.end()):  # "for -12 months": a horizon
            continue
        sci = re.search(_SCI, said, re.I)
        if sci and float(sci.group(0)) <= HUGE_QUOTE:
            continue
        figure = re.search(r"(?i)[-−－]?\s*(?:" + _CUR + r")?\s*[-−－]?\s*(?:" + _SCI + "|" + _FIG + ")", said)
        shown = figure.group(0).strip() if figure else said
        zero = not re.search(r"[1-9]|nan|inf", shown, re.I)
        return shown, "huge" if sci else "nan" if re.search(r"(?i)nan|inf", shown) else "zero" if zero else "signed"
    return None


def _num(word: str) -> float | None:
    return float(word) if word[0].isdigit() else zh_numeral(word)


def quote_said(text: str, w: Workload) -> tuple[float, str | None] | None:
    """The quoted price and its currency when written: money with a currency ("$250k", NT$1,200 萬, 250 萬港幣), the
    budget the reader took, else a bare amount beside a quote word (报价200万: the answer's own currency)."""
    from advisor.core.extract_rules import money_match

    t = text or ""
    while (said := money_match(t)) is not None:
        power = w.power_price is not None and (said[0], said[1]) == (w.power_price.amount, w.power_price.currency)
        power = power or (w.budget is not None and w.budget.per != "total" and said[0] == w.budget.amount)
        power = power or NOT_QUOTE_BEFORE.search(t[:said[2][0]]) is not None
        if not power and not PER_KWH.match(t[said[2][1]:]):  # "$0.08/kWh", 每度0.6元, "$2k a month": not a quote
            return said[0], said[1]
        t = t[said[2][1]:]
    if w.budget is not None:
        return (w.budget.amount, w.budget.currency) if w.budget.per == "total" else None
    hits = [m for rx in QUOTE for m in rx.finditer(text or "") if _bare_amount(text, m)]
    m = min(hits, key=lambda x: x.start()) if hits else None
    return (scaled_count(float(m.group(1).replace(",", "")), m.group(2)), None) if m else None


def _bare_amount(text: str, m: re.Match[str]) -> bool:
    """A bare figure beside a quote word is an amount: not a signed one, not one that a unit of time, share or count
    follows ("for 2 years", "for 12 months") and not part of a longer figure ("for 1e300 years")."""
    if NOT_QUOTE_BEFORE.search(text[:m.start(1)]) is not None:
        return False
    if m.start(1) > 0 and re.match(r"[A-Za-z]", text[m.start(1) - 1]):  # a digit inside a name ("for Qwen3-32B")
        return False
    end, word = m.end(), re.match(r"\s*([A-Za-z]+)", text[m.end(1):])
    if m.group(2) and word:  # a Latin magnitude is a whole word ("2.1 million", "400k"), never "m" of "months"
        if word.group(1).lower() not in ("k", "m", "million", "billion", "thousand"):
            return False
        end = m.end(1) + word.end()
    return NOT_QUOTE_AFTER.match(text, end) is None


def utilisation_said(text: str) -> float | None:
    """The share of the time the server would work: "60%" → 0.6, 利用率六成 → 0.6, "half the time" / 一半 → 0.5."""
    m = UTIL[0].search(text or "")
    if m is None and HALF.search(text or ""):
        return 0.5
    if m:
        return float(m.group(1)) / 100
    m = UTIL[1].search(text or "")
    n = _num(m.group(1)) if m else None
    return n / 10 if n else None


def years_said(text: str) -> float | None:
    m = YEARS.search(text or "")
    n = _num(m.group(1)) if m else None
    return None if m is None or n is None else n if m.group(2) else n / 12


# a follow-up after a buy-or-rent answer that changes its horizon or its use: "what if we use it for 2 years?",
# 如果用三年呢？, "what if we do 50 runs?", 要是每月跑20次呢？ (the runs each use all the cards; their length, when said,
# sets the utilisation: tools.buy_or_rent.utilisation_of_runs)
RUNS = re.compile(r"(?i)(?<![\d.\-−－])(\d+(?:\.\d+)?|[一二三四五六七八九十两兩百]+)\s*"
                  r"(?:(?:more\s+|training\s+|fine-?tuning\s+)?(?:runs?|jobs?|trainings?|experiments?)\b|次)")
RUN_PERIOD = (("quarter", re.compile(r"(?i)\b(?:a|per|each|every|once\s+a)\s+quarter\b|\bquarterly\b|每季度|每个季度|每個季度"
                                    r"|每季|一季一次|每三个月|每三個月")),
              ("month", re.compile(r"(?i)\b(?:a|per|each|every)\s+month\b|\bmonthly\b|每月|每个月|每個月|一个月|一個月")),
              ("week", re.compile(r"(?i)\b(?:a|per|each|every)\s+week\b|\bweekly\b|每周|每週|每星期|一周|一週")),
              ("year", re.compile(r"(?i)\b(?:a|per|each|every)\s+year\b|\byearly\b|\bannually\b|每年|一年")))
RUN_HOURS = (re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b\s*(?:each|apiece|a\s+run|per\s+run|long)"),
             re.compile(r"(?i)(?:each|every|a)\s+(?:run|job)\s+(?:takes|lasts|is|of)\s+(?:about\s+|~)?(\d+(?:\.\d+)?)\s*"
                        r"(?:hours?|hrs?|h)\b"),
             re.compile(r"(?i)runs?\s+of\s+(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b"),
             re.compile(r"每次\s*(?:跑|要|用|约|約|大概)?\s*(\d+(?:\.\d+)?)\s*(?:个|個)?\s*(?:小时|小時|钟头|鐘頭)"))


@dataclass(frozen=True)
class Again:
    """What a follow-up changes in a buy-or-rent answer: the horizon in years, a count of runs (a month / week / year,
    or over the horizon when no period is said) and each run's hours; None where it says nothing of it. `currency`:
    the money the question was answered in, kept (a bare 报价200万 re-priced after a 繁體 follow-up stays ¥)."""
    years: float | None = None
    runs: float | None = None
    per: str | None = None
    run_hours: float | None = None
    currency: str | None = None

    def over(self, before: Again | None, currency: str | None = None) -> Again:
        """This follow-up's changes over the ones said before in the thread (a later horizon keeps the runs)."""
        if before is None:
            return Again(self.years, self.runs, self.per, self.run_hours, currency)
        return Again(self.years or before.years, self.runs or before.runs, self.per if self.runs else before.per,
                     self.run_hours or before.run_hours, currency or before.currency)


def again_said(text: str) -> Again | None:
    """A follow-up's new horizon (years_said: "for 2 years", 用三年, "18 months") and runs (RUNS, RUN_PERIOD,
    RUN_HOURS), or None when it says neither."""
    years = years_said(text)
    m = RUNS.search(text or "")
    runs = _num(m.group(1)) if m else None
    hours = next((float(h.group(1)) for rx in RUN_HOURS if (h := rx.search(text or "")) and float(h.group(1)) > 0), None)
    if not years and not runs and not hours:  # a run's length alone ("每次10小时呢？") changes runs said before
        return None
    per = next((name for name, rx in RUN_PERIOD if rx.search(text)), None) if runs else None
    return Again(years or None, runs or None, per, hours)


# a horizon or a count of runs in a follow-up that is none: signed, zero, NaN or scientific ("for -2 years", 用0年,
# "NaN runs", "1e300 runs"): said not read above the comparison as it stood, never dropped for the plan's questions
UNREAD_AGAIN = re.compile(r"(?i)(?:[-−－]\s*\d+(?:\.\d+)?|(?<![\d.])0+(?:\.0+)?|nan|inf(?:inity)?|\d+(?:\.\d+)?e\+?\d+)\s*"
                          r"(?:years?|yrs?|months?|runs?|jobs?|年|个月|個月|次)")


def unread_again(text: str) -> str | None:
    """A follow-up's horizon or runs that is no figure (UNREAD_AGAIN), as written, or None."""
    m = UNREAD_AGAIN.search(text or "")
    return m.group(0).strip() if m else None


def job_again(text: str, w: Workload, g: Any, count: int) -> tuple[Again, Msg] | None:
    """A sized training job said with the server ("a full fine-tune of Qwen2.5-32B on 2B tokens every quarter: buy an
    8xH100 server or rent?"): its runs — one each period said (RUN_PERIOD), else one over the horizon — at the hours
    one run takes on the cards (tools.buy_or_rent.job_run_hours), as a follow-up's runs and run length would be, and
    the line that says them. The utilisation is then the job's own hours, never every hour (a ≈ 40 h job four times a
    year is ≈ 2 % of them). None for anything else, or when the model cannot be sized."""
    from tools.schema import TRAINING_TASKS

    if not w.train_tokens or not w.model or w.task not in TRAINING_TASKS or g is None:
        return None
    from advisor.core.service import load_arch
    from tools.buy_or_rent import HOURS_A_YEAR
    from tools.defaults import resolve

    try:
        arch = load_arch(w.model, w.params_b, w.active_params_b)
        r, _ = resolve(w.model_copy(update={"num_gpus": count}))
    except ValueError:  # a model or workload that cannot be sized (AdvisorError): the comparison stands on its own
        return None
    hours = job_run_hours(arch, r, g, count)
    if not hours:
        return None
    per = next((name for name, rx in RUN_PERIOD if rx.search(text or "")), None)
    year = job_hours_a_year(hours, per)
    return Again(runs=1.0, per=per, run_hours=hours), Msg(code="buy.job_run", args={
        "model": w.model, "tokens": w.train_tokens, "task": w.task, "gpus": count, "gpu": g.name, "hours": hours,
        "per": per, "year_h": year[0] if year else None, "util": year[1] if year else None,
        "year_hours": HOURS_A_YEAR})


def _card(name: str | None, gpus: dict[str, Any]) -> Any:
    """The catalog card a preference names ("H100" → H100 SXM, the 8-GPU server's form), or None."""
    from catalog.gpus import UnknownGPU, resolve_gpu_name

    try:
        return gpus.get(resolve_gpu_name(name)) if name else None
    except UnknownGPU:
        return None


def _reachable(u: float | None) -> float | None:
    """A break-even utilisation in %, None when it is not below 100 % (renting is cheaper at any use)."""
    return None if u is None or u >= 0.995 else u * 100  # 99.5 % would read "100 %"


def quote_lines(text: str, quote: float, w: Workload, gpus: dict[str, Any], rows: list[Any], cur: str,
                usd_cny: float, fx: dict[str, float], again: Again | None = None, served: Workload | None = None
                ) -> list[Msg] | None:
    """The comparison for a quote (in `cur`), a card and a count said (None without a card: the plan's follow-up
    answers it). A power price said (Workload.power_price) is used; else POWER_USD_PER_KWH, said as assumed. A
    follow-up's horizon or runs (`again`) re-price it: the runs' hours set the utilisation, else the run length at
    which buying starts to win is said (_runs_lines)."""
    g = _card(w.gpu_preference, gpus)
    if g is None or not g.tdp_w:
        return None
    count = int(w.num_gpus or 1)
    again, job = _with_job(text, w, g, count, again)
    years = (again.years if again else None) or years_said(text)
    util = _runs_utilisation(again, years) or utilisation_said(text)
    said_h = _said_gpu_hours(text, count, util)  # "300 GPU-hours a month": that share of the month
    util = said_h[0] if said_h else util
    if util is None and w.usage_hours_per_day:  # "8 hours a day", 每天跑12小时, "9-6 weekdays": that share of the month
        util = utilisation_of_schedule(w.usage_hours_per_day, w.usage_days_per_week)
    prices = rent_prices(rows, g.name, count, cur, usd_cny, fx)
    said_kwh = w.power_price
    per_kwh, _, basis = price_per_kwh(w, cur, usd_cny, fx)  # said, else the place's published tariff (power_tariff)
    if prices is None:  # no rent held for the card: the model's fit on the box, a reference rent, the break-even rent
        from advisor.core.unpriced_quote import Use, unpriced_quote_lines

        return unpriced_quote_lines(quote, served, g, count, Use(years or DEFAULT_YEARS, years is not None, util, per_kwh,
                                                              said_kwh is not None, basis), gpus, rows, cur, usd_cny, fx)
    b = buy_or_rent(quote, count, g.name, g.tdp_w, years or DEFAULT_YEARS, util, prices, per_kwh)
    runs = _runs_lines(again, b.years, count, b.break_even_cheapest, b.break_even_typical)
    return [Msg(code="buy.head", args={"gpus": count, "gpu": g.name, "quote": money_text(quote, cur, 0)}), *job, *runs,
            *([said_h[1]] if said_h else []),
            Msg(code="buy.rent", args={
                "gpus": count, "years": b.years, "years_assumed": years is None, "util": (util or 1.0) * 100,
                "util_said": util is not None, "busy": b.busy_gpu_hours, "cheap": money_text(b.cheapest.per_gpu_hour, cur),
                "cheap_row": b.cheapest.row, "typical": money_text(b.typical.per_gpu_hour, cur),
                "typical_row": b.typical.row, "rent_cheap": money_text(b.rent_cheapest, cur, 0),
                "rent_typical": money_text(b.rent_typical, cur, 0)}),
            Msg(code="buy.own", args={
                "quote": money_text(quote, cur, 0), "kw": b.power_kw, "tdp": g.tdp_w, "gpus": count,
                "host": HOST_W_PER_GPU, "pue": PUE, "kwh": money_text(per_kwh, cur), "kwh_said": said_kwh is not None,
                **basis,
                "power": money_text(b.power_cost, cur, 0),
                "buy": money_text(b.buy, cur, 0)}),
            Msg(code="buy.verdict", args={
                "cheap": _reachable(b.break_even_cheapest), "typical": _reachable(b.break_even_typical),
                "util": None if util is None else util * 100,
                "buy_wins": b.buy < b.rent_cheapest, "buy_wins_typical": b.buy < b.rent_typical}),
            *variant_lines(text, w, g, cur, usd_cny, fx)]


def _with_job(text: str, w: Workload, g: Any, count: int, again: Again | None) -> tuple[Again | None, list[Msg]]:
    """The runs a comparison is priced at: a follow-up's (`again`) when it says runs, else a sized training job's own
    (job_again), with its line; unchanged otherwise."""
    if again is not None and again.runs and again.run_hours:
        return again, []
    got = job_again(text, w, g, count)
    if got is None:
        return again, []
    runs, line = got
    if again is not None and again.runs and runs.run_hours:  # "what if we do 12 runs a year?": those, at the job's hours
        year = job_hours_a_year(runs.run_hours, again.per, again.runs)
        line = Msg(code=line.code, args={**line.args, "runs": again.runs, "per": again.per,
                                         "year_h": year[0] if year else None, "util": year[1] if year else None})
        return Again(again.years, again.runs, again.per, runs.run_hours, again.currency), [line]
    return (Again(again.years, runs.runs, runs.per, runs.run_hours, again.currency) if again is not None else runs), [line]


def _said_gpu_hours(text: str, gpus: int, util: float | None) -> tuple[float, Msg] | None:
    """The use said as hours a period ("roughly 300 GPU-hours a month", "the cards run 20 hours a week"), when no runs
    or share of time set it: its share of the server's period (tools.gpu_hours_month.utilisation_of_gpu_hours) and
    the line that shows it."""
    from advisor.core.gpu_hours_read import hours_a_period_said
    from tools.gpu_hours_month import utilisation_of_gpu_hours

    said = None if util is not None else hours_a_period_said(text)
    u = utilisation_of_gpu_hours(said[0], gpus if said[2] else 1, said[1]) if said else None
    if said is None or u is None:
        return None
    return u, Msg(code="buy.gpu_hours_month" if said[2] else "buy.server_hours",
                  args={"said": said[0], "per": said[1], "gpus": gpus, "util": u * 100})


def _runs_utilisation(again: Again | None, years: float | None) -> float | None:
    """The share of the hours the runs said keep the cards busy (tools.buy_or_rent.utilisation_of_runs), or None
    when no runs or no run length is said."""
    if again is None or not again.runs or not again.run_hours:
        return None
    y = years or DEFAULT_YEARS
    return utilisation_of_runs(runs_over(again.runs, again.per, y), again.run_hours, y)


def _runs_lines(again: Again | None, years: float, gpus: int, even: float | None, typical: float | None) -> list[Msg]:
    """Runs said with no length, against a quote: the hours each run must last for buying to win against the cheapest
    rent, else the typical one (tools.buy_or_rent.run_hours_to_break_even), the run length asked."""
    if again is None or not again.runs or again.run_hours:
        return []
    total = runs_over(again.runs, again.per, years)
    against, u = next(((w, x) for w, x in (("cheapest", even), ("typical", typical)) if x is not None and x < 1),
                      (None, None))
    hours = run_hours_to_break_even(u, years, total) if u is not None else None
    return [Msg(code="buy.runs_even", args={"runs": total, "years": years, "gpus": gpus, "hours": hours,
                                           "even": None if u is None else u * 100, "against": against,
                                           "horizon": horizon_hours(years)})]


def _runs_lines_nq(again: Again | None, years: float, gpus: int, tdp_w: float, prices: Any, per_kwh: float,
                   cur: str) -> list[Msg]:
    """Runs said with no length and no quote: what each hour a run lasts is worth of one card's price (the rent it
    saves less the power: tools.buy_or_rent.no_quote at one hour a run), and at 10-hour runs, the run length asked."""
    if again is None or not again.runs or again.run_hours:
        return []
    total = runs_over(again.runs, again.per, years)
    per_hour, example = run_hour_worth(gpus, tdp_w, years, total, prices, per_kwh)
    return [Msg(code="buy.runs_even_nq", args={"runs": total, "years": years, "gpus": gpus, "run_h": EXAMPLE_RUN_HOURS,
                                              "per_hour": money_text(per_hour, cur, 0), "ten": money_text(example, cur, 0)})]


def hours_a_day_said(text: str, w: Workload) -> float | None:
    """The hours a day the cards work: the reader's (Workload.usage_hours_per_day), else HOURS_A_DAY (每天…7个小时)."""
    if w.usage_hours_per_day:
        return w.usage_hours_per_day
    got = [m for rx in HOURS_A_DAY for m in [rx.search(text or "")] if m]
    return float(got[0].group(1)) if got and 0 < float(got[0].group(1)) <= 24 else None


def no_quote_lines(text: str, w: Workload, gpus: dict[str, Any], rows: list[Any], cur: str, usd_cny: float,
                   fx: dict[str, float], again: Again | None = None, served: Workload | None = None,
                   owned: int = 0) -> list[Msg] | None:
    """"Buy or rent?" with a card and no price (我们每天用 SDXL 出图 7 小时，4 张卡，买 4090 划算还是租): the rent a month
    and over the horizon at the hours said (else every hour, said), the purchase price a card below which buying wins
    (tools.buy_or_rent.no_quote), and the quote asked for last — never a bare question, never a guessed street price.
    `owned`: cards of the card already owned beside the `w.num_gpus` bought ("buy 2 more"), weighed with them against
    renting the whole work. None without a card."""
    from advisor.core.buy_cards_lines import job_use

    g = _card(w.gpu_preference, gpus)
    if g is None or not g.tdp_w:
        return None
    count = int(w.num_gpus or 1)
    again, job = _with_job(text, w, g, count, again)
    years = (again.years if again else None) or years_said(text)
    day = None if _runs_utilisation(again, years) else hours_a_day_said(text, w)
    util = _runs_utilisation(again, years) or utilisation_said(text)
    said_h = _said_gpu_hours(text, count, util)  # "每月约300卡时": that share of the month, before any hours a day
    day = None if said_h else day
    util = said_h[0] if said_h else util or (utilisation_of_schedule(day, w.usage_days_per_week) if day else None)
    prices = rent_prices(rows, g.name, count, cur, usd_cny, fx)
    said_kwh = w.power_price
    per_kwh, _, basis = price_per_kwh(w, cur, usd_cny, fx)  # said, else the place's published tariff (power_tariff)
    if prices is None:  # no rent for the card: the named job sized on it, comparable rents, the export point
        from advisor.core.unpriced_buy import unpriced_lines
        from advisor.core.unpriced_quote import Use, unpriced_no_quote_lines

        item = unpriced_lines(text, w, g, gpus, rows, cur, usd_cny, fx)
        served_lines = [] if any(m.code == "ub.size" for m in item) else unpriced_no_quote_lines(
            served, g, count, Use(years or DEFAULT_YEARS, years is not None, util, per_kwh, said_kwh is not None, basis),
            gpus, rows, cur, usd_cny, fx)
        bought = launch_lines(text, w, g, job_use(served or w, g.name, count, util, per_kwh, said_kwh is not None, None,
                                                  cur, basis), cur, usd_cny, fx)
        return [Msg(code="buy.nq.unpriced", args={"gpu": g.name}), *served_lines, *item, *bought]
    n = no_quote(count, g.tdp_w, years or DEFAULT_YEARS, util or 1.0, prices, per_kwh)
    bought = launch_lines(text, w, g, job_use(served or w, g.name, count, util, per_kwh, said_kwh is not None,
                                              n.cheapest.per_gpu_hour, cur, basis, owned, n.years), cur, usd_cny, fx)
    runs = _runs_lines_nq(again, n.years, count, g.tdp_w, prices, per_kwh, cur)
    return [Msg(code="buy.nq.head", args={"gpus": count, "gpu": g.name, "month": money_text(n.month_cheapest, cur, 0),
                                          "even": money_text(max(n.even_cheapest, 0.0), cur, 0)}), *job, *runs,
            *([said_h[1]] if said_h else []),
            Msg(code="buy.nq.rent", args={
                "gpus": count, "day": day, "util": (util or 1.0) * 100, "util_said": util is not None,
                "month_h": n.month_gpu_hours, "cheap": money_text(n.cheapest.per_gpu_hour, cur),
                "cheap_row": n.cheapest.row, "month_cheap": money_text(n.month_cheapest, cur, 0),
                "typical": money_text(n.typical.per_gpu_hour, cur), "typical_row": n.typical.row,
                "month_typical": money_text(n.month_typical, cur, 0)}),
            Msg(code="buy.nq.even", args={
                "years": n.years, "years_assumed": years is None, "rent": money_text(n.rent_cheapest, cur, 0),
                "rent_typical": money_text(n.rent_typical, cur, 0), "power": money_text(n.power_cost, cur, 0),
                "tdp": g.tdp_w, "host": HOST_W_PER_GPU, "gpus": count, "kw": n.power_kw, "pue": PUE,
                "kwh": money_text(per_kwh, cur), "kwh_said": said_kwh is not None, **basis,
                "even": money_text(n.even_cheapest, cur, 0) if n.even_cheapest > 0 else None,
                "even_typical": money_text(n.even_typical, cur, 0) if n.even_typical > 0 else None}),
            *bought, Msg(code="lp.ask" if any(m.code in ("lp.buy_side", "lp.buy_side_stated") for m in bought)
                         else "buy.nq.ask", args={"gpu": g.name})]



def owned_rent_msg(text: str, w: Workload, gpus: dict[str, Any], rows: list[Any], cur: str, usd_cny: float,
                   fx: dict[str, float]) -> Msg | None:
    """"Buying a DGX Spark (~$4k) … vs renting an H100 a few hours a day": the machine's quoted price against the rented
    card's cheapest on-demand hour × the hours a day said (FEW_HOURS for "a few", said) × 30.4 days
    (tools.buy_or_rent.owned_against_rent), with the two memory bandwidths beside it (the speed the rent buys). None
    without a quote, a rented card named after a rent word, or a price for it."""
    from advisor.core.extract_rules import buy_against_rent, gpu_pattern

    machine = _card(w.gpu_preference, gpus)
    quote = quote_said(text, w)
    if machine is None or quote is None or not buy_against_rent(text):
        return None
    rented = _card(list(gpu_pattern().finditer(text))[-1].group(1), gpus)
    said = hours_a_day_said(text, w)
    day = said or (FEW_HOURS if FEW_HOURS_A_DAY.search(text) else None)
    amount = convert_amount(quote[0], quote[1] or cur, cur, usd_cny, fx)
    prices = rent_prices(rows, rented.name, 1, cur, usd_cny, fx) if rented is not None else None
    if rented is None or prices is None or not day or not amount:
        return None
    per_kwh, kwh_said, basis = price_per_kwh(w, cur, usd_cny, fx)  # said, else the place's published tariff
    o = owned_against_rent(amount, machine.tdp_w or 0.0, day, prices[0].per_gpu_hour, per_kwh)
    return Msg(code="buy.owned_vs_rent", args={
        "machine": machine.name, "quote": money_text(amount, cur, 0), "card": rented.name, "day": day,
        "day_assumed": said is None, "price": money_text(prices[0].per_gpu_hour, cur), "row": prices[0].row,
        "month_h": o.month_hours, "rent": money_text(o.rent_month, cur, 0), "w": machine.tdp_w,
        "power": money_text(o.power_month, cur, 0), "kwh": money_text(per_kwh, cur), "kwh_said": kwh_said, **basis,
        "months": o.payback_months, "bw": machine.bandwidth_gb_s, "bw_rented": rented.bandwidth_gb_s})


# "buy 2 more", "two additional", 再买两张, 多買兩張, 再加两张: cards added to the ones the user already owns
MORE_CARDS = re.compile(r"(?i)\b(?:more|additional|extra|another)\b"
                        r"|再\s*(?:买|買|加|添|购|購)|多\s*(?:买|買|购|購)|加\s*(?:两|兩|\d)")


def owned_more_lead(text: str, w: Workload, last: Any) -> Msg | None:
    """"Should we buy 2 more A6000s or rent?" right after an answer that ran the work on the user's own cards of that
    card: the owned box plus the cards bought (tools.buy_or_rent.owned_after_buying), never the bought cards alone, and
    where the owned box already holds the work at its speed per user, the verdict that they may not need either (the
    engine first; buy for more sessions or speed). None otherwise (the rent and break-even lines answer it alone)."""
    from tools.buy_or_rent import owned_after_buying

    lw = getattr(last, "workload", None)
    top = last.candidates[0] if last is not None and last.candidates else None
    if lw is None or top is None or not lw.owned_gpus or lw.gpu_preference != w.gpu_preference \
            or not MORE_CARDS.search(text) or not lw.num_gpus or top.per_user_tokens_per_s is None:
        return None
    held = any(c.name == "gpus" and c.status in ("honoured", "adjusted") for c in last.constraints)
    if not held:
        return None
    more = int(w.num_gpus or 1)
    return Msg(code="buy.nq.owned_more", args={
        "owned": lw.num_gpus, "more": more, "total": owned_after_buying(lw.num_gpus, more), "gpu": w.gpu_preference,
        "tps": top.per_user_tokens_per_s, "engine": ENGINE_NAMES.get(lw.framework or "vllm", lw.framework or "vLLM"),
        "model": lw.model})


def stream_buy_lines(text: str, card: str, cards: int, cur: str) -> list[Msg]:
    """"…or should we buy?" (extract_rules.BUY_WORD) beside a stream held all day: the rent a month and over the
    horizon with the card busy every hour (a line runs all day), the purchase price a card below which buying wins
    (no_quote_lines: tools.buy_or_rent.no_quote), and the quote asked for; [] without a buy word. Added under the
    stream's plan by the conversation's job tail (advisor.core.conversation). PatchCore on 8 cameras at 5 fps sat on
    one L4 at 2 % busy with the buy question met by silence."""
    from advisor.core.extract_rules import BUY_WORD, strip_invisible

    if not BUY_WORD.search(strip_invisible(text or "")):
        return []
    from advisor.core.service import _display_currency, catalog_rows, usd_cny
    from catalog.gpus import all_gpus
    from tools.constants import HOURS_PER_DAY
    from tools.schema import Workload

    w = Workload(gpu_preference=card, num_gpus=cards, usage_hours_per_day=HOURS_PER_DAY)
    shown, fx = _display_currency(w, cur)
    return no_quote_lines(text, w, all_gpus(), catalog_rows()[0], shown, usd_cny(), fx) or []
