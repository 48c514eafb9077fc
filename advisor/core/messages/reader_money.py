"""The reader's notes on money (advisor/core/extract_rules.py): a budget with no currency written, a "元" read as the
local dollar of a Traditional-script question, and a currency asked for that has no exchange rate. Moved from the
reader's `*_NOTE` / `*_NOTE_ZH` pairs; the reader hands each over as `Extraction.said(Msg(code="reader.…"))`."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

ENTRIES: dict[str, E] = {
    # a bare budget in the question's language's currency (tools: local_currency), said with why
    "reader.no_currency": E(
        "'{said}' names no currency: read as {name} ({why}); say the currency if you meant another",
        "“{said}”没写币种：按{name}理解（{why}）；如是其他币种请写明"),
    "reader.default_currency_name": pick("currency", {"USD": "US dollars", "CNY": "renminbi (CNY)"},
                                         {"USD": "美元", "CNY": "人民币"}),
    "reader.default_currency_why": pick(
        "currency", {"USD": "the default for a question in English", "CNY": "the default for a question in Simplified Chinese"},
        {"USD": "英文提问的默认币种", "CNY": "简体中文提问的默认币种"}),
    # 元 / 块 with no TWD or HKD word in a Traditional-script question: the local dollar, renminbi to be said
    "reader.local_dollar": E(
        "'{said}' read as {local}; say 人民幣 or RMB if you meant renminbi",
        "“{said}”按{local}理解；如指人民币请写明“人民币”"),
    "reader.local_dollar_name": pick("currency", {"TWD": "TWD, the Taiwan dollar", "HKD": "HKD, the Hong Kong dollar"},
                                     {"TWD": "新台币", "HKD": "港币"}),
    # a Traditional-script question with no place, money or Hong Kong / Taiwan cue: priced in TWD, said with the way
    # to HKD (extract_rules.read_local_dollar_assumed)
    "reader.local_dollar_assumed": E(
        "Prices are in TWD (a Traditional-Chinese question with no place or currency said); in Hong Kong, say "
        "'in HKD' (用港幣)",
        "价格按新台币（TWD）显示（繁体中文提问，没说地区或币种）；如在香港，请说“用港币”"),
    # a currency fx.csv has no rate for, for the budget or for the prices
    # said in the user's words; a rate file an operator set (GPU_ADVISOR_FX_CSV) is named after it (reader.rate_file_set)
    "reader.no_rate": E(
        "{what} in {code} is not applied: I hold no exchange rate for {code}{file}; I can price in {codes} — say it in "
        "one of those",
        "{what}用的是 {code}，没有生效：我这里没有 {code} 的汇率{file}；可用的货币：{codes}，请换成其中一种"),
    "reader.rate_file_set": E(" ({file} has no {code} rate)", "（{file} 没有 {code} 的汇率）"),
    # a currency word that names several currencies ("kr": SEK, NOK or DKK; pesos; 克朗), for the budget or the prices
    "reader.ambiguous_currency": E(
        "{what} '{said}' is not applied: its currency could be {code}; say which (its code), or give it in one of {codes}",
        "{what}“{said}”没有生效：币种可能是 {code} 中的任何一种；请写明币种代码，或换成其中一种：{codes}"),
    "reader.no_rate_what": pick("what", {"budget": "the budget", "pricing": "pricing"}, {"budget": "预算", "pricing": "报价"}),
}
