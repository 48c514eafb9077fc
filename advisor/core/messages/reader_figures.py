"""The reader's notes on figures it did not read or read another way (advisor/core/extract_rules.py): a figure no
workload has (negative, zero, not a number, scientific or hexadecimal, a head count that is no whole number), a few
users read as a number at once, a deadline read in hours, a budget a second or a minute read per hour, an answer length
alone, tokens as said, and the words read as typos. Moved from the reader's English and Chinese literals; handed over
as `Msg(code="reader.…")` (those that run before the readers as the Msg's English and Chinese text)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

# why a figure matched by extract_rules._NOT_A_NUMBER is not read, by the pattern's reason id (_NOT_A_NUMBER_WHY)
_WHY_EN = {
    "speed_negative": "a speed is never negative",
    "count_negative": "a count or a duration is never negative",
    "count_zero": "a count or a duration of zero sizes nothing",
    "not_a_number": "it is not a number",
    "day_share": "a share of the day is above 0 % and at most 100 %",
    "peak_below_average": "a peak is at least the average (1×)",
    "not_whole": "rooms, languages and cameras come whole",
    "too_large": "no figure here is that large; write the number in plain digits",
    "budget_negative": "a budget or a price is never negative",
    "budget_zero": "a budget of zero buys nothing",
    "budget_infinite": "a budget is a finite amount of money",
    "memory_size": "a memory size is never negative or zero",
    "clock_hour": "a clock hour is from 0 to 24",
    "picture_side": "a picture's side is a whole number of pixels above 0",
    "link_speed": "a link's speed is above 0",
}
_WHY_ZH = {
    "speed_negative": "速度不会是负数",
    "count_negative": "数量和时长不会是负数",
    "count_zero": "数量或时长为零，无从估算",
    "not_a_number": "这不是一个数",
    "day_share": "占全天的比例须大于 0%、不超过 100%",
    "peak_below_average": "高峰至少等于平均值（1 倍）",
    "not_whole": "会议室、语言和摄像头只能是整数",
    "too_large": "没有这么大的数；请用普通数字写出",
    "budget_negative": "预算和价格不会是负数",
    "budget_zero": "预算为零，什么也租不到",
    "budget_infinite": "预算须是有限的金额",
    "memory_size": "显存和内存大小不会是负数或零",
    "clock_hour": "一天的钟点在 0 到 24 点之间",
    "picture_side": "图片边长须是大于 0 的整数像素",
    "link_speed": "网络速度须大于 0",
}

ENTRIES: dict[str, E] = {
    # a figure no workload has: the words as typed, and why (drop_impossible_counts, before `normalise`)
    "reader.unread.figure": E("'{said}' is not read: {why}", "“{said}”未读取：{why}"),
    "reader.unread.why": pick("why", _WHY_EN, _WHY_ZH),
    "reader.unread.scientific": E(
        "'{said}' is not read: no figure here is that small or that large; write the number in plain digits",
        "“{said}”未读取：没有这么小或这么大的数；请用普通数字写出"),
    # "0x14 users": the hexadecimal digits and their decimal value
    "reader.unread.hex": E(
        "'{said}' is not read: a figure in hexadecimal (0x{digits} is {n:,}); write it in decimal digits",
        "“{said}”未读取：这是十六进制写法（0x{digits} 即 {n:,}）；请用十进制数字写出"),
    "reader.unread.head_count": E(
        "'{said}' is not read: a head count is a whole number above zero",
        "“{said}”未读取：人数须是大于零的整数"),
    # "a few users": read as FEW_USERS at once (note_ids.FEW_USERS_AT_ONCE: a number said in a follow-up replaces it)
    "reading.few_users_at_once": E(
        "'{said}' read as {n} users at once; say the number if it is different",
        "“{said}”按 {n} 人同时在用估算；人数不同请说明"),
    # a deadline said in minutes or hours of the clock, read as hours (read_deadline_r)
    "reader.deadline_hours": E(
        "'{said}' read as a deadline of {hours:.2f} h",
        "“{said}”按 {hours:.2f} 小时的期限理解"),
    # a budget said per second or per minute, read per hour (`per` seconds: 3,600 ÷ per of them an hour)
    "reader.budget_per_hour": E(
        "'{said}' read as {hourly:,.2f} {currency} an hour ({count:,} {unit} an hour)",
        "“{said}”按每小时 {hourly:,.2f} {currency} 理解（每小时 {count:,} {unit}）"),
    "reader.budget_per_hour.unit": pick("unit", {"second": "seconds", "minute": "minutes"},
                                        {"second": "秒", "minute": "分钟"}),
    # an answer's length with no prompt, for a service: the context is what is sized
    "reader.answer_length_alone": E(
        "an answer length alone is not sized for online serving: the context (prompt + answer) is; say the prompt "
        "length too",
        "在线服务只按上下文（输入 + 输出）估算，单说回答长度不够：请同时说明输入长度"),
    # a document's length stated in tokens: nothing converted (the lead of reader.doc_one_prompt before it)
    "reader.tokens_as_said": E("{tokens:,} tokens as said", "按所说 {tokens:,} token"),
    # misspelt words read as the right ones (fix_typos: "exmaples" → examples)
    "reader.typos": E("read as typos: {fixed:, }", "按笔误理解：{fixed:，}"),
}
