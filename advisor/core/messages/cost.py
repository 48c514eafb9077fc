"""The words of tools/cost.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "cost.no_exchange_rate_for": E(
        "No exchange rate for {currency}: the budget was not applied; state it in USD or CNY.",
        "没有 {currency} 的汇率：预算未使用；请用美元或人民币说明。"),
    "cost.budget_converted_at": E(
        "Budget {amount:,.0f} {currency} {per} converted at {rate}: ${amount_2:,.2f} {per}",
        "预算 {amount:,.0f} {currency} 按 {rate} 折算为 ${amount_2:,.2f}"),
    "cost.prices_in_usd_no_rate": E(
        "Prices are in USD, not {currency}: I hold no exchange rate for {currency}{file} (ask in {codes})",
        "价格以美元计，而不是 {currency}：我这里没有 {currency} 的汇率{file}（请改用 {codes}）"),
    "cost.prices_in": E(
        "Prices in {currency}, converted from the catalog's USD at {said}",
        "价格以 {currency} 计，按 {said} 由目录的美元价格换算"),
    "cost.prices_in_sourced": E(
        "Prices in {currency}, converted from the catalog's USD at {said} ({source}, {as_of})",
        "价格以 {currency} 计，按 {said}（参考汇率，{as_of}）由目录的美元价格换算"),
    "cost.budget_and_prices_in_sourced": E(
        "Budget and prices in {currency}, converted from the catalog's USD at {said} ({source}, {as_of})",
        "预算与价格以 {currency} 计，按 {said}（参考汇率，{as_of}）由目录的美元价格换算"),
    "cost.budget_and_prices_in": E(
        "Budget and prices in {currency}, converted from the catalog's USD at {said}",
        "预算与价格以 {currency} 计，按 {said} 由目录的美元价格换算"),
}
