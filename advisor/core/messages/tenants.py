"""The words of the isolated-tenants fleet (advisor.core.tenant_note, tools.tenant_slices): the answer's headline and
rows are the whole fleet (every tenant on its MIG slice, the cards in whole machines, their month), not one tenant."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from tools.constants import HOURS_PER_MONTH
from tools.wording import money_text


def _m(a: Mapping[str, Any], key: str, digits: int = 0) -> str:
    """A fleet's money figure in its answer's currency (tools.tenant_slices.fleet_in_currency; USD when unsaid)."""
    return money_text(a[key], a.get("currency") or "USD", digits)


def _machines(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return f"{a['machines']} 台 {a['row']}（共 {a['gpus']} 张 {a['gpu']}）"
    return f"{a['machines']} × {a['row']} ({a['gpus']} × {a['gpu']})"


def _headline_en(a: Mapping[str, Any]) -> str:
    return (f"{a['n']:,} isolated {a['model']} tenants: rent {_machines(a, False)} at {_m(a, 'per_hour', 2)}/h, each "
            f"tenant on its own MIG {a['profile']} slice (8-bit weights, {a['usable_gb']:,.0f} GB usable, "
            f"≈ {a['tps']:,.0f} tokens/s per user with {a['at_once']} busy)"
            + (f", the one at {a['big_context']:,.0f} tokens on MIG {a['big_profile']}" if a.get("one_differs") else "")
            + f"; ≈ {_m(a, 'month')} a month for all {a['n']:,} "
            f"({HOURS_PER_MONTH:,} h), vs ≈ {_m(a, 'whole_month')} for a card each")


def _headline_zh(a: Mapping[str, Any]) -> str:
    return (f"{a['n']:,} 个隔离的 {a['model']} 租户：租 {_machines(a, True)}，每小时 {_m(a, 'per_hour', 2)}，每个租户一个 "
            f"MIG {a['profile']} 切片（8 位权重，可用 {a['usable_gb']:,.0f} GB，{a['at_once']} 人同时在用时每人约 "
            f"{a['tps']:,.0f} token/s）"
            + (f"，上下文 {a['big_context']:,.0f} token 的那个租户用 MIG {a['big_profile']}" if a.get("one_differs") else "")
            + f"；{a['n']:,} 个租户合计每月 ≈ {_m(a, 'month')}（{HOURS_PER_MONTH:,} 小时），"
            f"每个租户独占一张卡则 ≈ {_m(a, 'whole_month')}")


def _rate(a: Mapping[str, Any]) -> str:
    """The rate a non-USD fleet is converted at ("1 USD = 32 TWD", fx.csv), after its currency."""
    cur = a.get("currency") or "USD"
    return "" if cur == "USD" or not a.get("per_usd") else f" · 1 USD = {a['per_usd']:g} {cur}"


def _order_en(a: Mapping[str, Any]) -> str:
    return (f"↑ the whole fleet's price an hour, lowest first: whole machines that hold the {a['cards']} cards the MIG "
            f"slices pack onto · on-demand · {a.get('currency') or 'USD'}{_rate(a)}; one tenant's load on a card of "
            f"its own is in the full answer (\"details\")")


def _order_zh(a: Mapping[str, Any]) -> str:
    cur = a.get("currency") or "USD"
    return (f"↑ 整个集群每小时的价格，从低到高：能装下 MIG 切片所需 {a['cards']} 张卡的整机 · 按需 · "
            f"{'美元' if cur == 'USD' else cur}{_rate(a)}；单个租户独占一张卡的方案见完整回答（说“详细”）")


ENTRIES: dict[str, E] = {
    "tenants.headline": E(_headline_en, _headline_zh),
    # one row of the fleet's table: the machines, their price an hour and a month, each user's speed
    "tenants.option": E(lambda a: _machines(a, False), lambda a: _machines(a, True)),
    "tenants.head_per_hour": E("fleet per hour ↑", "整个集群每小时 ↑"),
    "tenants.head_offer": E("machines (provider's id)", "机器（云厂商的实例 ID）"),
    "tenants.head_month": E("a month (all tenants)", "每月（全部租户）"),
    "tenants.head_per_user": E("per user", "每路速度"),
    "tenants.order": E(_order_en, _order_zh),
}
