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
from typing import Any

from advisor.core.magnitudes import LEN_MAG, scaled_count

API_WORD = re.compile(r"(?i)\bapis?\b|\bendpoints?\b|接口|調用|调用|按量|token\s*账单|token\s*帳單")
PROVIDERS = (("deepseek", r"deepseek|深度求索"), ("openai", r"openai|chatgpt|\bgpt-?4"),
             ("anthropic", r"anthropic|claude"), ("google", r"\bgemini\b|google\s+ai\s+studio|vertex"),
             ("alibaba", r"dashscope|百炼|百煉|通义千问|通義千問|\bqwen-(?:plus|max|turbo)\b|qwen3-max|阿里云\s*api"))
MONTH = r"(?:/\s*|a\s+|per\s+|each\s+|every\s+|一个?|每个?|每個?|每)\s*(?:month|mo\b|月)|monthly|每月|月均"
DAY = r"(?:/\s*|a\s+|per\s+|each\s+|every\s+|每)\s*(?:day|天|日)|daily|每天|每日|日均"
WEEK = r"(?:/\s*|a\s+|per\s+|each\s+|every\s+|每)\s*(?:week|周|週|星期)|weekly|每周|每週"
_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*" + LEN_MAG + r"?"
BILL = re.compile(
    r"(?i)(?:pay(?:ing)?|spend(?:ing)?|bill(?:ed)?|costs?|invoice|花|付|支付|账单|帳單|开销|開銷|费用|費用)"
    r"[^.?!。？！\n]{0,40}?(?:(\$|us\$|¥|￥)\s*~?" + _NUM + r"|" + _NUM
    + r"\s*(美元|美金|刀|dollars|usd|元|块|塊|人民币|人民幣|rmb|cny))")
CNY_WORDS = ("¥", "￥", "元", "块", "塊", "人民币", "人民幣", "rmb", "cny")
# a budget said near the amount ("budget $3k/month", 预算每月花 2 万, "can afford"): the budget reader's, never a bill
BUDGET_NEAR = re.compile(r"(?i)budget|afford|at\s+most|up\s+to|max(?:imum)?\b|cap\b|预算|預算|最多|不超过|不超過|以内|以內")


def _period(t: str) -> str | None:
    for name, pat in (("month", MONTH), ("day", DAY), ("week", WEEK)):
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


def _named_model(t: str, ctx: Any) -> tuple[str | None, str | None]:
    """(model, provider) of the api_prices row whose longest name the message holds outside the self-hosted model's
    name, else (None, None)."""
    from catalog.api_prices import api_prices

    low = t.lower()
    hits = [(len(n), r) for r in api_prices() for n in r.names
            for m in re.finditer(re.escape(n.lower()), low) if ctx.free(*m.span())]
    if not hits:
        return None, None
    row = max(hits, key=lambda x: x[0])[1]
    return row.model, row.provider


def _bill(t: str, ctx: Any, period: str | None) -> tuple[dict, list[tuple[int, int]]]:
    from tools.api_compare import per_month
    from tools.schema import Money

    m = BILL.search(t)
    if m is None or period is None or not ctx.free(*m.span()) or BUDGET_NEAR.search(t[max(0, m.start() - 12):m.end()]):
        return {}, []
    sym, num, mag = (m.group(1), m.group(2), m.group(3)) if m.group(2) else (m.group(6), m.group(4), m.group(5))
    amount = scaled_count(float(num.replace(",", "")), mag)
    if not 0 < amount < 1e10:
        return {}, []
    bill = per_month(amount, period)
    money = Money(amount=bill, currency="CNY") if sym.lower() in CNY_WORDS else Money(amount=bill, currency="USD")
    return {"api_bill": money}, [m.span()]


def read_api_volume(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """The api_* fields when the message says a hosted API's token volume or bill with a period; the bill's span."""
    from advisor.core.extract_rules import in_out_totals
    from tools.api_compare import per_month

    model, row_provider = _named_model(t, ctx)
    provider = row_provider or _provider(t, ctx)
    if not (API_WORD.search(t) and (provider or model)) and not (provider and BILL.search(t)):
        return {}, []
    period = _period(t)
    out: dict = {}
    said = in_out_totals(t)
    if said is not None and period is not None:
        out["api_input_tokens_month"] = per_month(said[0], period)
        out["api_output_tokens_month"] = per_month(said[1], period)
    bill, spans = _bill(t, ctx, period)
    out |= bill
    if not out:
        return {}, []
    return out | {k: v for k, v in (("api_provider", provider), ("api_model", model)) if v}, spans
