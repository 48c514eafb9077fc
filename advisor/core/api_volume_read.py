"""A hosted API's use said in words → Workload.api_* fields (tools.api_compare sets its bill against self-hosting).

- the volume: input and output totals a month or a day ("sends about 3B input and 0.5B output tokens/month to the
  DeepSeek API", 每天调用 OpenAI 输入 5000万 token、输出 800万 token) beside an API word or a priced provider; the
  spans are left to the batch reader (extract_rules._in_out_totals), which derives the serving load from the same totals;
- a bill said a month (or a day, a week) with the API or its provider ("we pay ~$3k/month to OpenAI", 每个月付给
  DeepSeek 大概 5000 元): its span is taken so the budget reader never reads it as a budget;
- the provider and the model named (catalog/data/api_prices.csv's names), when a volume or a bill is said.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from advisor.core.api_period_read import period_near, workdays_said
from advisor.core.extract_words import currency_after, currency_symbols, currency_words, symbol_alt
from advisor.core.magnitudes import LEN_MAG, scaled_count

API_WORD = re.compile(r"(?i)\bapis?\b|\bendpoints?\b|接口|調用|调用|按量|token\s*账单|token\s*帳單")
PROVIDERS = (("deepseek", r"deepseek|深度求索"), ("openai", r"openai|chatgpt|\bgpt-?4"),
             ("anthropic", r"anthropic|claude"), ("google", r"\bgemini\b|google\s+ai\s+studio|vertex"),
             ("alibaba", r"dashscope|百炼|百煉|通义千问|通義千問|\bqwen-(?:plus|max|turbo)\b|qwen3-max|阿里云\s*api"),
             # the open-model hosts, only by their full names ("together" alone is an ordinary word)
             ("together", r"together\.ai|\btogether\s+ai\b|\btogether(?:'s)?\s+api\b"),
             ("fireworks", r"fireworks\.ai|\bfireworks(?:\s+ai)?\b"))
MONTH = r"(?:/\s*|a\s+|per\s+|each\s+|every\s+|一个?|每个?|每個?|每)\s*(?:month|mo\b|月)|monthly|每月|月均"
DAY = r"(?:/\s*|a\s+|per\s+|each\s+|every\s+|每)\s*(?:day|天|日)|daily|每天|每日|日均"
WEEK = r"(?:/\s*|a\s+|per\s+|each\s+|every\s+|每)\s*(?:week|周|週|星期)|weekly|每周|每週"
_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*" + LEN_MAG + r"?"
BILL = re.compile(
    r"(?i)(?:pay(?:ing)?|spend(?:ing)?|bill(?:ed)?|costs?|invoice|花|付|支付|账单|帳單|开销|開銷|费用|費用)"
    r"[^.?!。？！\n]{0,40}?(?:(" + symbol_alt(("USD", "CNY")) + r")\s*~?" + _NUM + r"|" + _NUM
    + r"\s*(" + currency_after(("USD", "CNY")) + "))")  # a bill is read in US dollars or yuan: their fx.csv words
CNY_WORDS = tuple(w for w, code in {**currency_symbols(("USD", "CNY")), **currency_words(("CNY",))}.items() if code == "CNY")
# a budget said near the amount ("budget $3k/month", 预算每月花 2 万, "can afford"): the budget reader's, never a bill
BUDGET_NEAR = re.compile(r"(?i)budget|afford|at\s+most|up\s+to|max(?:imum)?\b|cap\b|预算|預算|最多|不超过|不超過|以内|以內")


# one request's stated lengths ("each ~1,500 tokens in and 300 out", 每次输入约 1500 token、输出 300 token)
_EACH = r"(\d[\d,]*(?:\.\d+)?)\s*(k|K|千)?"
EACH_IN_OUT = re.compile(
    r"(?i)" + _EACH + r"\s*(?:tokens?\s*)?(?:in|input|prompt)\b[^.;\d]{0,12}?" + _EACH
    + r"\s*(?:tokens?\s*)?(?:out|output|completion)\b"
    r"|(?:输入|輸入)\s*(?:约|約|大约|大約|大概)?\s*" + _EACH + r"\s*(?:个|個)?\s*tokens?[^。;\d]{0,6}?(?:输出|輸出)\s*"
    r"(?:约|約|大约|大約|大概)?\s*" + _EACH + r"\s*(?:个|個)?\s*tokens?")


def _each_in_out(t: str) -> tuple[float, float] | None:
    """One request's (input, output) tokens said (EACH_IN_OUT), each under a million, else None."""
    m = EACH_IN_OUT.search(t)
    if m is None:
        return None
    g = m.groups()[0:4] if m.group(1) else m.groups()[4:8]
    tin, tout = scaled_count(float(g[0].replace(",", "")), g[1]), scaled_count(float(g[2].replace(",", "")), g[3])
    return (tin, tout) if 0 < tin < 1e6 and 0 < tout < 1e6 else None


# calls to the API a day ("call the DeepSeek API about 30k times a day", 每天调用 … 3 万次): requests a day
CALLS_A_DAY = re.compile(
    r"(?i)" + _NUM + r"\s*(?:times|calls|requests)\s*(?:a|per|each|every|/)\s*day"
    r"|(?:每天|每日|一天)[^。;]{0,40}?(?<![\d.])" + _NUM + r"\s*(?:次|通)")


def _calls_a_day(t: str, ctx: Any) -> tuple[float, tuple[int, int]] | None:
    m = CALLS_A_DAY.search(t)
    g = 1 if m is not None and m.group(1) else 3
    if m is None or not ctx.free(*m.span(g)):  # the count's own span: the API's name before it may be reserved
        return None
    n = scaled_count(float(m.group(g).replace(",", "")), m.group(g + 1))
    return (n, m.span(g)) if 1 <= n <= 1e10 else None


PERIODS = (("month", MONTH), ("day", DAY), ("week", WEEK))


def volume_said(t: str, said: tuple[float, float, tuple[int, int]], period: str, ctx: Any) -> dict:
    """The api_* monthly volumes from the totals said, each kept in the period said beside them (api_period_read:
    "$9k/month for 20M in + 5M out tokens per day" is a day's volume), a day's × its days a month, said in a note."""
    from tools.api_compare import volume_days, volume_month
    from tools.schema import Msg
    from tools.wording import count_text

    own = period_near(t, said[2], PERIODS) or period
    from advisor.core.office_days_read import office_workdays  # a day's volume in business hours: its business days

    days = volume_days(own, *office_workdays(t, workdays_said(t), ctx))
    tin, tout = volume_month(said[0], own, days), volume_month(said[1], own, days)
    ctx.out.said(Msg(code="api_period.volume_month", args={
        "period": own, "input": count_text(said[0]), "output": count_text(said[1]), "days": f"{days:.1f}" if days else "",
        "workdays": days is not None and days < 25, "input_month": count_text(tin), "output_month": count_text(tout)}))
    return {"api_input_tokens_month": tin, "api_output_tokens_month": tout}


def _period(t: str) -> str | None:
    for name, pat in PERIODS:
        if re.search(r"(?i)" + pat, t):
            return name
    return None


# a provider named as a protocol, not as the one billed ("an OpenAI-compatible API", OpenAI 兼容接口, "OpenAI-style")
AS_PROTOCOL = re.compile(r"(?i)^[\s-]*(?:api\s*)?(?:compatible|compat\b|style|format|格式|兼容|相容|协议|協議)")


def _provider(t: str, ctx: Any) -> str | None:
    """The provider named where the text is still free (the self-hosted model's name, read first, is not the API's),
    never one named as a protocol (AS_PROTOCOL)."""
    return next((name for name, pat in PROVIDERS for m in re.finditer(r"(?i)" + pat, t)
                 if ctx.free(*m.span()) and not AS_PROTOCOL.match(t[m.end():])), None)


FindModel = Callable[[str], tuple[Any, Any]]  # extract_rules.find_model, handed in (this module never imports it)
InOut = Callable[[str], tuple[float, float, tuple[int, int]] | None]  # extract_rules.in_out_totals, handed in


def _named_model(t: str, ctx: Any, find_model: FindModel) -> tuple[str | None, str | None]:
    """(model, provider) of the api_prices row whose longest name the message holds outside the self-hosted model's
    name, else (None, None)."""
    from catalog.api_prices import api_prices

    low, api = t.lower(), api_name_span(t, find_model)
    reserved = api[1] if api is not None else (0, 0)  # the API's own name (read_api_name) is the API's, so it counts

    def ours(m: re.Match[str]) -> bool:
        return ctx.free(*m.span()) or reserved[0] <= m.start() < m.end() <= reserved[1]

    hits = [(len(n), r) for r in api_prices() for n in r.names if n.lower() in low  # no literal, no match
            for m in re.finditer(re.escape(n.lower()), low) if ours(m)]
    if not hits:
        return None, None
    row = max(hits, key=lambda x: x[0])[1]
    return row.model, row.provider


def _bill(t: str, ctx: Any, period: str | None) -> tuple[dict, list[tuple[int, int]]]:
    from tools.api_compare import per_month
    from tools.schema import Money

    m = BILL.search(t)
    # the amount's own span must be free: the API's name inside the match ("付給 OpenAI API 約 US$4,000") is reserved
    if m is None or period is None or not ctx.free(*m.span(2 if m.group(2) else 4)) \
            or BUDGET_NEAR.search(t[max(0, m.start() - 12):m.end()]):
        return {}, []
    sym, num, mag = (m.group(1), m.group(2), m.group(3)) if m.group(2) else (m.group(6), m.group(4), m.group(5))
    amount = scaled_count(float(num.replace(",", "")), mag)
    if not 0 < amount < 1e10:
        return {}, []
    bill = per_month(amount, period)
    money = Money(amount=bill, currency="CNY") if sym.lower() in CNY_WORDS else Money(amount=bill, currency="USD")
    return {"api_bill": money}, [m.span()]


API_AFTER = re.compile(r"(?i)^\s*(?:'s\s+|的\s*)?(?:apis?\b|接口|開放平台|开放平台)")


def api_name_span(t: str, find_model: FindModel) -> tuple[str, tuple[int, int]] | None:
    """(provider, span) of a provider named as the API billed ("the DeepSeek API", DeepSeek 的接口) when another model
    to self-host is named in the text without it; None otherwise (alone, "the DeepSeek API, self-host it?", the name
    stays the model's)."""
    for name, pat in PROVIDERS:
        for m in re.finditer(r"(?i)" + pat, t):
            if AS_PROTOCOL.match(t[m.end():]) or not API_AFTER.match(t[m.end():]):
                continue
            if find_model(t[:m.start()] + " " * (m.end() - m.start()) + t[m.end():])[0] is not None:
                return name, m.span()
    return None


def read_api_name(t: str, ctx: Any, find_model: FindModel) -> tuple[dict, list[tuple[int, int]]]:
    """The provider billed, read before the model (api_name_span), its name reserved: the model reader took "DeepSeek"
    in "the DeepSeek API … self-host Qwen2.5-32B?" for the model to size (read_model blanks it)."""
    got = api_name_span(t, find_model)
    if got is None or not ctx.free(*got[1]):
        return {}, []
    return {"api_provider": got[0]}, [got[1]]


def read_api_volume(t: str, ctx: Any, in_out_totals: InOut, find_model: FindModel) -> tuple[dict, list[tuple[int, int]]]:
    """The api_* fields when the message says a hosted API's token volume or bill with a period; the bill's span."""
    from tools.api_compare import volume_from_requests

    model, row_provider = _named_model(t, ctx, find_model)
    provider = row_provider or _provider(t, ctx) or ctx.fields.get("api_provider")
    # a hosted API's own model named ("on OpenAI gpt-4.1-mini": the rows' names are the APIs' ids), or its provider
    # with an API word or a bill
    if not model and not (API_WORD.search(t) and provider) and not (provider and BILL.search(t)):
        return {}, []
    period = _period(t)
    out: dict = {}
    spans: list[tuple[int, int]] = []
    said = in_out_totals(t)
    calls = None if ctx.fields.get("requests_per_day") or said is not None else _calls_a_day(t, ctx)
    per_day: float | None = ctx.fields.get("requests_per_day") or (calls[0] if calls else None)
    each = _each_in_out(t) if said is None and per_day else None
    if said is not None and period is not None:
        out |= volume_said(t, said, period, ctx)
    elif each is not None and per_day:  # requests a day × each request's stated lengths
        tin, tout = volume_from_requests(per_day, *each)
        out |= {"api_input_tokens_month": tin, "api_output_tokens_month": tout}
    if calls is not None and out:  # the calls are the service's load too (sized at the busiest hour, tools.traffic)
        out["requests_per_day"] = calls[0]
        spans = [*spans, calls[1]]
    bill_m = BILL.search(t)
    bill, bill_spans = _bill(t, ctx, period_near(t, bill_m.span(), PERIODS) or period if bill_m else period)
    out |= bill
    spans = [*spans, *bill_spans]
    if not out:
        return {}, []
    return out | {k: v for k, v in (("api_provider", provider), ("api_model", model)) if v}, spans
