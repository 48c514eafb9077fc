"""Figures as people write them that the rule reader's patterns would misread.

Runs first on the message as typed (extract_rules.drop_impossible_counts), and rewrites or blanks a figure so every
reader after it sees plain digits, with a note for whatever is not read. The rule (docs/CONVERSATION.md, "Figures
written with separators, signs and powers"):

- thousands grouped by a space or an apostrophe ("$5 000", "5'000", "1 000 users"): a group of exactly three digits
  after one to three digits is a thousands group, and the figure is read whole (a space: with a note, as two figures
  side by side are possible); never when a size letter follows ("Llama 3 405B" is a model);
- two or more point groups of three ("1.000.000") are thousands; one ("1.000") is thousands before a count of whole
  things (users, GPUs, tokens, requests …: 1.000 of them cannot be a fraction), said in a note; beside money
  ("$1.000") it is ambiguous and not read, with a note asking;
- a comma before one or two digits is a decimal comma: read as a point before a size letter or a time ("1,5M" →
  1.5M, "1,5 hours" → 1.5 hours), not read beside money ("$5,00": $5 or $500?), with a note either way; a comma
  before four or more digits ("$50,0000") is not a grouping anyone means: not read, with a note;
- a minus said in words (负, 負, "minus") is a minus: the figure after it reaches the impossible-count notes as "-5000" does;
- a minus before a figure whose field word comes first ("rank -64", "batch size -4", "on -2 H100s"): not read, one
  note from FIELD_SIGNS (one table for every field);
- powers: "2^15" written out (32,768), superscripts "10⁹" → 10^9 (read_scientific_numbers writes them out);
- Chinese numerals with 万/亿 after 千/百 (两千万, 百亿) are extract_rules.spell_out_zh's; figures no reader takes
  ("20mm", "2G tokens", "3-bit", "$NaN", "on 0 H100s") get a note here.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from advisor.core.extract_schedule import hour_no_day_has, is_clock_range
from advisor.core.extract_words import currency_after, currency_signs
from tools.schema import Msg

Note = tuple[str, str]

_SPACE = "[ \u00a0\u202f\u2009]"
_SIZE_AFTER = r"\s?(?:[kKmMbBgGtT](?![A-Za-z])|千|万|萬|亿|億)"
_MONEY_BEFORE = r"(?:(?:US|NT|HK|S)?" + currency_signs() + r")\s?"
# a currency after its figure: a word, a code or a symbol ("5.000 €", "5 000 $"); every name and code in fx.csv
_MONEY_AFTER = r"\s?(?:(?i:" + currency_after() + r")|" + currency_signs() + ")"
# hours of recorded media: the size of a transcription or speech data set ("1.000 hours of audio", 1.000小时录音)
_MEDIA_HOURS = (r"(?i:h|hrs?|hours?)\s+(?:of\s+)?(?:(?:recorded|raw|labell?ed|transcribed)\s+)?(?i:audio|speech|"
                r"recordings?|calls?|podcasts?|meetings?|interviews?|video)(?![A-Za-z])|(?:个|個)?(?:小时|小時|钟头|鐘頭)"
                r"(?:的)?(?:音频|音頻|录音|錄音|语音|語音|视频|視頻|影片)")
# a time after a figure: "1,5 hours" is one and a half (a comma before one or two digits groups no thousands)
_TIME_AFTER = r"\s?(?:(?i:h|hrs?|hours?|days?|weeks?|months?|min(?:ute)?s?)(?![A-Za-z])|个?小时|個?小時|天|周|週|个?月|個?月)"
# a count of whole things: "1.000 users" cannot be one user and a fraction
_WHOLE_THINGS = (r"\s?(?:(?i:users?|people|persons?|customers?|concurrent|gpus?|cards?|requests?|tokens?|documents?|docs?|"
                 r"prompts?|items?|samples?|examples?|pairs?|rows?|records?|sessions?|steps?|queries|images?|pages?)"
                 r"(?![A-Za-z])|个|個|人|位|名|张|張|卡|路|并发|併發|並發|条|條|"
                 # hours OF audio are a data set's size ("transcribe 1.000 hours of audio" lost the figure,
                 # then the question was refused): a job's hours said to three decimals are thousands, as a count is
                 + _MEDIA_HOURS + ")")

# a grouped figure with one or two decimals ("$5 000.50", "$1.000,50", "USD 5.000,00", "5'000.50"): the last separator
# before one or two digits at the end is the decimal mark; the ones before it, each followed by exactly three digits,
# are one grouping mark, never the decimal one (the figure was read as its first group, $5)
GROUPED_DECIMAL = re.compile(r"(?<![\d.,'’])(?<!\d[ \u00a0\u202f\u2009])"  # one start per figure: linear
                             r"(\d{1,3})((?:([ \u00a0\u202f\u2009'’.,])\d{3})(?:\3\d{3})*)([.,])(\d{1,2})"
                             r"(?![\d'’]|[.,]\d|" + _SIZE_AFTER + ")")
# a figure that opens with 0 ("$0.405", "0.500") is never a thousands group: it is a decimal
# thousands by a space or an apostrophe; the groups after the first are exactly three digits
# ("2 100-token prompts" is two prompts of 100 tokens: a hyphenated group is no thousands group)
SPACE_GROUPS = re.compile(r"(?<![\d.,'’])(\d{1,3})((?:" + _SPACE + r"\d{3})+)(?![\d'’]|[.,]\d|-[^\W\d]|" + _SIZE_AFTER
                          + ")")
APOSTROPHE_GROUPS = re.compile(r"(?<![\d.,'’])(\d{1,3})((?:['’]\d{3})+)(?![\d'’]|[.,]\d|" + _SIZE_AFTER + ")")
POINT_GROUPS = re.compile(r"(?<![\d.,])([1-9]\d{0,2})((?:\.\d{3}){2,})(?![\d.]|,\d)")
POINT_GROUP = re.compile(r"(?<![\d.,])(" + _MONEY_BEFORE + r")?([1-9]\d{0,2})\.(\d{3})(?![\d.]|,\d)(" + _WHOLE_THINGS + "|"
                         + _MONEY_AFTER + ")?")
# a range of two point groups ("€1.500-2.000 per month", "1.500–2.000 €", "budget 1.500 to 2.000"): the two ends are
# written alike, so money on either end, or a budget word before, makes both thousands (the bottom
# was read as 1,500 and the top as 2.000, a budget of €2)
_JOIN = r"\s?(?:[-\u2010-\u2015\u2212\uff0d~～〜]|到|至|\s(?i:to)\s)\s?"
POINT_RANGE = re.compile(r"(?<![\d.,])(" + _MONEY_BEFORE + r")?([1-9]\d{0,2}\.\d{3})(" + _JOIN + r")(" + _MONEY_BEFORE
                         + r")?([1-9]\d{0,2}\.\d{3})(?![\d.]|,\d)(" + _MONEY_AFTER + ")?")
_BUDGET_BEFORE = re.compile(r"(?i:\bbudget)[^\d]{0,16}$|(?:预算|預算)[^\d]{0,8}$")
DECIMAL_COMMA = re.compile(r"(?<![\d.,])(" + _MONEY_BEFORE + r")?(\d{1,6}),(\d{1,2})(?![\d,])(" + _SIZE_AFTER + "|"
                           + _MONEY_AFTER + "|" + _TIME_AFTER + ")?")
LONG_GROUP = re.compile(r"(?<![\d.,])(?:" + _MONEY_BEFORE + r")?\d{1,3}(?:,\d{3})*,\d{4,9}(?![\d])(?:" + _MONEY_AFTER + ")?")

# a minus in words: 负 / 負 (not 正负 "plus or minus", not 负载 "load": a figure must follow) and "minus"
_MINUS_WORDS = r"(?<![正±])[负負]|(?<!\d)(?<!\d\s)(?i:\bminus\b)"
MINUS_WORD = re.compile(r"(?:" + _MINUS_WORDS + r")\s?(?=[$€£¥￥]?\d)")
_SIGN = r"(?:[-−－]{1,3}|" + _MINUS_WORDS + r")\s?"  # "--500" is no budget either
_FIGURE = r"(?:[$€£¥￥]\s?)?\d[\d,]{0,20}(?:\.\d{1,9})?(?:\s?[kKmM千万萬](?![A-Za-z]))?"
# one row per field whose word comes before its figure: (field id for the note, the words)
FIELD_SIGNS: tuple[tuple[str, str], ...] = (
    ("rank", r"(?i:\b(?:lora[\s_-]*)?rank|\br\s?=)|秩"),
    ("batch", r"(?i:\b(?:micro[\s_-]*)?batch(?:[\s_-]*size)?|\bbs\s?=?)|批大小|批量大小|批次大小"),
    ("accum", r"(?i:\bgrad(?:ient)?[\s_-]*accum(?:ulation)?(?:[\s_-]*steps?)?)|梯度累积|梯度累積"),
    ("context", r"(?i:\bcontext(?:\s+window)?|\bctx|\bseq(?:uence)?[\s_-]*len(?:gth)?)|上下文|序列长度|序列長度"),
    ("users", r"(?i:\bconcurrency|\busers?)|并发|併發|並發|用户|用戶"),
    ("budget", r"(?i:\bbudget)|预算|預算"),
    ("deadline", r"(?i:\bdeadline|\bwithin)|期限|之内|之內"),
    ("epochs", r"(?i:\bepochs?)|轮数|輪數"),
)
_FIELD_GAP = r"\s?(?:of|is|=|:|为|為|是|设为|設為)?\s?"
# a card's name with the brand word some are said with ("0 RTX 4090", "-2 GeForce RTX 3090", "2.5 Tesla T4": the
# RTX names were once missed and a fleet of 1 or 2 owned cards was invented from "0" and "-2")
# A Chinese counter before it lets the bare number be the card ("-2 张 4090")
# A GeForce number with no brand ("0 2080 Ti 22G", "-2 4090 48G": modded boards), an Apple Mac and a DGX Spark are
# owned devices counted the same way ("-3 Mac minis", "0 DGX Spark")
_CARD = (r"(?:(?:(?i:nvidia|geforce|rtx|gtx|tesla|quadro|amd|radeon|instinct)\s?){1,3}[A-Za-z]{0,3}\s?\d{2,4}[A-Za-z]{0,3}s?"
         r"|[A-Za-z]{1,3}\d{2,4}[A-Za-z]{0,3}s?|(?i:gpus?|cards?)(?![A-Za-z])"
         r"|(?:10[5-8]0|16[56]0|20[6-8]0|30[5-9]0|40[6-9]0|50[6-9]0)(?:\s?(?i:ti|super))?(?:\s?\d{2}\s?(?i:gb?))?s?(?![A-Za-z\d])"
         r"|(?i:mac\s?(?:minis?|studios?|books?(?:\s?(?:pros?|airs?))?|pros?)(?:\s?m[1-5](?:\s?(?:pro|max|ultra))?)?"
         r"|dgx\s?sparks?)(?![A-Za-z])"
         r"|(?i:ryzen\s?ai\s?max\+?\s?\d{3})(?!\d))")  # an owned mini PC ("-3 Ryzen AI Max+ 395 mini PCs")
# a machine counted before its card: 我有-2台笔记本RTX 4060, 已经有-1台8卡H20 (read as one laptop, 8 cards, unsaid)
_MACHINE = r"(?:台|臺)\s?(?:笔记本(?:电脑)?|筆記本(?:電腦)?|迷你主机|迷你主機|电脑|電腦)?\s?(?:\d{1,2}\s?(?:卡|张|張)\s?)?"
_COUNTED_CARD = r"(?:(?:张|張|块|塊)\s?(?:\d{4}(?!\d)|" + _CARD + r")|" + _MACHINE + _CARD + r"|" + _CARD + ")"
# a signed count of a sweep's runs ("-5 runs × 20M tokens each", 超参搜索-100组): not read, never its runs unsigned
RUNS_SIGN = re.compile(r"(?<![A-Za-z0-9_.\-−－])(?<!\d\s)" + _SIGN + r"(\d{1,12})\s?"
                       r"(?:(?i:(?:hyper-?\s*parameter|sweep|lora|training)\s+)*(?i:runs?|configs?|configurations?|"
                       r"experiments?|trials?)(?![A-Za-z])|(?:个|個)?(?:组|組|次实验|次實驗))")
CARD_SIGN = re.compile(r"(?<![A-Za-z0-9_.\-−－])" + _SIGN + r"(\d{1,6})\s?(?:[x×]\s?)?" + _COUNTED_CARD)

POWER = re.compile(r"(?<![\w.^])(\d{1,3})\s?\^\s?(\d{1,3})(?![\d.]|\s?\^)")
# a tower of powers ("3^3^3"): no one states a figure so; not read (it was read as its first 3), with a note
POWER_TOWER = re.compile(r"(?<![\w.^])\d+(?:\s?\^\s?\d+){2,}")
SUPERSCRIPT = re.compile(r"(?<=\d)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)")
_SUPER_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
POWER_MAX = 10 ** 18  # read_scientific_numbers' upper end (SCIENTIFIC_RANGE)

# an electricity price: a power word before it or "per kWh" / 每度 after it (extract_rules.read_power_price's cues), its
# amount no finite figure
_POWER_WORD = (r"(?:\b(?:power|electricity|energy|tariff)\b[^.;!?。；！？\n\d]{0,20}?"
               r"|(?:电费|電費|电价|電價|每度电|每度電)[^。；！？，,\n\d]{0,8}?)")
_PRICE_NOT_FINITE = (r"(?:(?:US|NT|HK|S|RMB|CNY|HKD|TWD|USD|EUR)\s?)?[$€£¥＄]?\s?(?<![a-z])(?:nan|inf(?:inity)?|infinite|∞"
                     r"|无穷大?|無窮大?)(?![a-z])(?:\s?(?:元|块|塊|港元|港幣|港币|新台幣|新台币|人民币|人民幣|毛"
                     r"|(?:usd|eur|hkd|twd|cny|rmb|gbp|cents?)(?![a-z])))?")
_PER_KWH = (r"\s*(?:/|per|a|an|each|every)?\s*(?:kwh|kw\s*h|kilowatt[\s-]*hours?)(?![a-z])"
            r"|\s*(?:一度|每度|/度|每千瓦时|每千瓦時)")
# figures no reader takes, each with the reason it is not read (the catalog's reading.unread_* entries)
_DATA_NOUN = r"\s*(?i:tokens?|examples?|samples?|docs?|documents?|rows?)\b"
UNREAD: tuple[tuple[Callable[[str], Msg], re.Pattern[str]], ...] = (
    (lambda said: Msg(code="reading.unread_mm", args={"said": said}),
     re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s?mm(?=" + _DATA_NOUN + ")")),
    (lambda said: Msg(code="reading.unread_giga", args={"said": said}),
     re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s?G(?=" + _DATA_NOUN + ")")),
    (lambda said: Msg(code="reading.unread_bits", args={"said": said}),
     # signed, NaN or no precision at all ("-4-bit" was read as INT4, "NaN bit" and "FP0" as BF16, unsaid)
     re.compile(r"(?i)(?<![A-Za-z0-9_.\-−－])(?:[-−－]{1,3}\d{1,4}|(?!(?:4|8|16|32)[\s-]?bit)\d{1,2}|nan|inf(?:inity)?)"
                r"[\s-]?bits?(?![a-z])|(?<![A-Za-z0-9_.])(?:fp|int|bf)\s?0+(?![A-Za-z0-9_.])")),
    (lambda said: Msg(code="reading.unread_power_price", args={"said": said}),
     # a power price that is no amount ("power costs HK$NaN/kWh", 电费每度NaN元, 電費每度inf元): said as a power price,
     # never as a budget (电费每度NaN元 was refused as "预算须是有限的金额"), before the money notes below
     re.compile(r"(?i)(?:" + _POWER_WORD + _PRICE_NOT_FINITE + r"(?:" + _PER_KWH + r")?|" + _PRICE_NOT_FINITE + _PER_KWH + ")")),
    (lambda said: Msg(code="reading.unread_nan_money", args={"said": said}),
     re.compile(r"(?i)(?:US|NT|HK|S)?[$€£¥]\s?(?:nan|inf(?:inity)?|∞)(?![a-z])")),
    (lambda said: Msg(code="reading.unread_thinking", args={"said": said}),
     # a signed or NaN thinking length ("-8192 thinking tokens" was read as 8,192, "NaN reasoning tokens" turned the
     # thinking off): the figure alone is blanked, so the thinking words still say the model thinks
     re.compile(r"(?i)(?<![\w.])(?:[-−－]\s?\d[\d,]*(?:\.\d+)?\s?k?|nan|inf(?:inity)?|0+)(?=\s*(?:个|個)?\s*"
                r"(?:thinking|reasoning|思考|推理)[\s-]*(?:tokens?|toks?)\b)")),
    (lambda said: Msg(code="reading.unread_people", args={"said": said}),
     # a fractional head count ("our 1.5-person consultancy" was read as one user): the figure alone is blanked,
     # before a people noun (a signed or NaN one before it has its own note: "never negative")
     re.compile(r"(?i)(?<![\w.\-−－])\d+\.\d+(?=[\s-]*(?:person|people|member|employee|staff|strong|lawyer|attorney"
                r"|doctor|engineer|dev|user)s?\b)")),
    (lambda said: Msg(code="reading.unread_people", args={"said": said}),
     # ... or after the organisation it counts ("a firm of -12 wants to serve Qwen2.5-72B" was read as 12)
     re.compile(r"(?i)(?:(?<=\bfirm of )|(?<=\bcompany of )|(?<=\bteam of )|(?<=\bstartup of )|(?<=\bagency of ))"
                r"(?:[-−－]\s?\d[\d,]*(?:\.\d+)?|\d+\.\d+|nan|inf(?:inity)?)(?![\w.])(?!\s*(?:agents?|bots?)\b)")),
    (lambda said: Msg(code="reading.unread_cards", args={"said": said}),
     # zero, a power of ten, a fraction ("2.5 H100": a card is whole, never floored to 2) or nan / inf; a Chinese
     # character may follow the card (用1.5张H100给10个用户 was read as one H100, unsaid) and 卡 / 显卡 be the card
     re.compile(r"(?<![A-Za-z0-9_.\-−－])(?:0+|\d+(?:\.\d+)?[eE]\+?\d{1,4}|\d+\.\d+|(?i:nan|inf(?:inity)?))\s?(?:[x×]\s?)?"
                r"(?:" + _COUNTED_CARD + r"(?![A-Za-z0-9_])|(?:张|張|块|塊)\s?(?:显|顯)?卡)")),
)


def _note(notes: list[Note], msg: Msg) -> None:
    from advisor.core.messages import word

    notes.append((word(msg, "en"), word(msg, "zh")))


def _blank(m: re.Match[str]) -> str:
    return " " * len(m.group(0))


# digits glued to letters before them are part of a name or a percentile ("P99 300ms" was read as 99,300 and the latency
# target lost; "H100 200 hours", "v3 500"): never the first group of a spaced thousand. A currency code glued to its
# amount ("RMB5 000", "USD 5 000") still groups
_GLUED_NAME = re.compile(r"(?<![A-Za-z])(?!(?i:usd|eur|rmb|cny|hkd|twd|jpy|gbp|inr|chf|sgd|aud|cad|nt|hk|us|rs)\.?$)"
                         r"[A-Za-z]+\.?$")


def _grouped_decimals(t: str, notes: list[Note]) -> str:
    """GROUPED_DECIMAL figures as plain digits with a decimal point, and a note saying which mark was read as which
    (none for "1,000.50", the form every reader already takes)."""
    def read(m: re.Match[str]) -> str:
        group, point = m.group(3), m.group(4)
        if group == point:
            return m.group(0)  # "1.000.50": no grouping is written so; left to the other rules
        if (group, point) == (",", "."):
            return m.group(0)
        whole = m.group(1) + m.group(2).replace(group, "")
        _note(notes, Msg(code="reading.grouped_decimal", args={"said": m.group(0).strip(),
                                                              "read": f"{int(whole):,}.{m.group(5)}"}))
        return f"{whole}.{m.group(5)}"

    return GROUPED_DECIMAL.sub(read, t)


def _in_card_name(t: str, m: re.Match[str], card: re.Pattern[str] | None) -> bool:
    """The spaced figure starts inside a card's name (`card`: the reader's card pattern; "Ryzen AI Max+ 395 128GB":
    395 is the chip, 128 GB its memory), never one number."""
    return card is not None and any(c.start() <= m.start() < c.end()
                                    for c in card.finditer(t, max(0, m.start() - 40), m.end()))


def _thousands(t: str, notes: list[Note], card: re.Pattern[str] | None = None) -> str:
    """Space, apostrophe and point groups as plain digits; a decimal comma read or noted; a long comma group noted."""
    t = _grouped_decimals(t, notes)
    def spaced(m: re.Match[str]) -> str:
        if _GLUED_NAME.search(t, 0, m.start()) or _in_card_name(t, m, card):
            return m.group(0)  # "P99 300ms", "H100 200 hours": a name's digits, then a figure of its own
        digits = re.sub(r"\D", "", m.group(0))
        _note(notes, Msg(code="reading.space_thousands", args={"said": m.group(0).strip(), "n": int(digits)}))
        return digits

    t = SPACE_GROUPS.sub(spaced, t)
    t = APOSTROPHE_GROUPS.sub(lambda m: re.sub(r"\D", "", m.group(0)), t)
    t = POINT_GROUPS.sub(lambda m: m.group(0).replace(".", ""), t)
    t = _point_ranges(t, notes)

    def point(m: re.Match[str]) -> str:
        money = m.group(1) or (m.group(4) and re.match(_MONEY_AFTER, m.group(4)))
        if money:  # an amount has at most two decimals: ".000" can only be a thousands group, said in a note
            n = int(m.group(2) + m.group(3))
            _note(notes, Msg(code="reading.point_money", args={"said": m.group(0).strip(), "n": n}))
            return (m.group(1) or "") + str(n) + (m.group(4) or "")
        if m.group(4):  # a count of whole things
            n = int(m.group(2) + m.group(3))
            _note(notes, Msg(code="reading.point_thousands", args={"said": m.group(0).strip(), "n": n}))
            return m.group(2) + m.group(3) + m.group(4)
        return m.group(0)

    t = POINT_GROUP.sub(point, t)

    def comma(m: re.Match[str]) -> str:
        after = m.group(4) or ""
        if m.group(1) or re.match(_MONEY_AFTER, after):
            _note(notes, Msg(code="reading.comma_money", args={"said": m.group(0).strip()}))
            return _blank(m)
        if after:  # "1,5M": a decimal comma before a size letter
            read = f"{m.group(2)}.{m.group(3)}{after}"
            _note(notes, Msg(code="reading.decimal_comma", args={"said": m.group(0).strip(), "read": read.strip()}))
            return read
        return m.group(0)

    t = DECIMAL_COMMA.sub(comma, t)

    def long(m: re.Match[str]) -> str:
        _note(notes, Msg(code="reading.long_group", args={"said": m.group(0).strip()}))
        return _blank(m)

    return LONG_GROUP.sub(long, t)


def _point_ranges(t: str, notes: list[Note]) -> str:
    """A POINT_RANGE of money (a currency on either end, or a budget word before it) with both ends as thousands,
    one note for the pair; any other left to the one-figure rules."""
    def read(m: re.Match[str]) -> str:
        if not (m.group(1) or m.group(4) or m.group(6) or _BUDGET_BEFORE.search(t[max(0, m.start() - 20):m.start()])):
            return m.group(0)
        low, high = int(m.group(2).replace(".", "")), int(m.group(5).replace(".", ""))
        _note(notes, Msg(code="reading.point_money_range", args={"said": m.group(0).strip(), "low": low, "high": high}))
        return (m.group(1) or "") + str(low) + m.group(3) + (m.group(4) or "") + str(high) + (m.group(6) or "")

    return POINT_RANGE.sub(read, t)


# a lone hyphen glued between a Latin field word and its figure joins a compound ("rank-16 LoRA", "batch-1 decode"),
# never a minus: "rank -16", "rank=-16" and "rank--16" are still signed
_COMPOUND = r"(?!(?<=[A-Za-z])-\d)"
_FIELD_SIGN_PATTERNS = tuple((field_id, re.compile(r"(?:" + words + r")" + _FIELD_GAP + _COMPOUND + r"(" + _SIGN + _FIGURE
                                                   + r")"))
                             for field_id, words in FIELD_SIGNS)


def _signs(t: str, notes: list[Note]) -> str:
    """A minus in words made a '-'; a minus before a figure after its field word, or before a card, not read."""
    for field_id, pat in _FIELD_SIGN_PATTERNS:

        def drop(m: re.Match[str], field_id: str = field_id) -> str:
            _note(notes, Msg(code="reading.negative_field", args={"said": m.group(0).strip(), "field": field_id}))
            return m.group(0)[:m.start(1) - m.start(0)] + " " * len(m.group(1))

        t = pat.sub(drop, t)

    def card(m: re.Match[str]) -> str:
        _note(notes, Msg(code="reading.negative_field", args={"said": m.group(0).strip(), "field": "gpus"}))
        return _blank(m)

    t = CARD_SIGN.sub(card, t)

    def runs(m: re.Match[str]) -> str:
        _note(notes, Msg(code="reading.negative_field", args={"said": m.group(0).strip(), "field": "runs"}))
        return _blank(m)

    t = RUNS_SIGN.sub(runs, t)
    return MINUS_WORD.sub("-", t)  # "负3 天", "minus 10 users": the notes of drop_impossible_counts take them


def _powers(t: str, notes: list[Note]) -> str:
    """Superscript exponents as '^'; a power of a base other than 10 written out (10^N is read_scientific_numbers')."""
    t = SUPERSCRIPT.sub(lambda m: "^" + m.group(1).translate(_SUPER_DIGITS), t)

    def tower(m: re.Match[str]) -> str:
        _note(notes, Msg(code="reading.unread_power", args={"said": m.group(0).strip()}))
        return _blank(m)

    t = POWER_TOWER.sub(tower, t)

    def power(m: re.Match[str]) -> str:
        base, exp = int(m.group(1)), int(m.group(2))
        if base == 10:
            return m.group(0)
        value = base ** exp
        if value > POWER_MAX:
            _note(notes, Msg(code="reading.unread_power", args={"said": m.group(0).strip()}))
            return _blank(m)
        return str(value)

    return POWER.sub(power, t)


LEADING_POINT = re.compile(r"(?<![\w.,])\.(\d{1,3})(?=\s?[BbMmKk](?![A-Za-z]))")  # ".5B model": 0.5B


def _unread(t: str, notes: list[Note]) -> str:
    for why, pat in UNREAD:
        def drop(m: re.Match[str], why: Callable[[str], Msg] = why) -> str:
            _note(notes, why(m.group(0).strip()))
            return _blank(m)
        t = pat.sub(drop, t)
    return t


# Look-alikes of the characters a model name is written in: dashes a word processor or a
# web page puts in for '-', and Cyrillic / Greek letters drawn like Latin ones ("Llаma" with a Cyrillic а). Full-width
# and other compatibility letters ("Ｌｌａｍａ", "𝐋𝐥𝐚𝐦𝐚") are NFKC's, one character for one so the reader's spans hold.
# (a dash is folded between two letters or digits only: "rank −16" keeps its minus for the note that quotes it)
DASHES = re.compile(r"(?<=[A-Za-z0-9])[\u2010\u2011\u2012\u2013\u2212\ufe63\uff0d](?=[A-Za-z0-9])")
CONFUSABLES = str.maketrans(
    "аеорсухіјѕԁһԛԝӏАВЕКМНОРСТХУІЈЅαονικυΑΒΕΖΗΙΚΜΝΟΡΤΥΧ",
    "aeopcyxijsdhqwlABEKMHOPCTXYIJSaovikuABEZHIKMNOPTYX")
_MIXED_WORD = re.compile(r"[\w.\-]*[A-Za-z0-9][\w.\-]*")
_NON_LATIN = re.compile(r"[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f]")


def fold_lookalikes(t: str) -> tuple[str, list[Note]]:
    """`t` for the reader: compatibility forms as plain ones (NFKC, where it gives one character), dashes as '-', and
    inside a word with Latin letters or digits the Cyrillic and Greek letters drawn like Latin ones as Latin, with a
    note naming the word; a word wholly in another alphabet is kept. The user's text is not changed elsewhere."""
    import unicodedata

    notes: list[Note] = []
    # letters only: NFKC would also make "，" a thousands comma and "10⁹" the figure 109
    t = "".join(n if not c.isascii() and len(n := unicodedata.normalize("NFKC", c)) == 1 and n.isascii() and n.isalpha()
                else c for c in t)
    t = DASHES.sub("-", t)

    def latin(m: re.Match[str]) -> str:
        word = m.group(0)
        if not _NON_LATIN.search(word):
            return word
        read = word.translate(CONFUSABLES)
        if read != word and not _NON_LATIN.search(read):
            _note(notes, Msg(code="reading.lookalike", args={"said": word, "read": read}))
            return read
        return word

    return _MIXED_WORD.sub(latin, t), notes


# a Slack ping glued to a figure ("<!channel|@channel>10 users" shows as "@channel10 users"): the figure is the user's
_PING_GLUED = re.compile(r"(@(?:channel|here|everyone))(?=\d)")
# "10+ users": at least 10, sized for 10 with a note (it was dropped: no reader takes a figure before '+')
AT_LEAST = re.compile(r"(?<![\w.,+])(\d[\d,]*(?:\.\d+)?(?:\s?[kKmM千万萬](?![A-Za-z]))?)\s?\+(?=" + _WHOLE_THINGS + ")")
# a range "10-20 users", "$5k-10k", "4k–8k context": read as its top, for every field (budgets took the low end,
# users the top). Never inside a name ("Llama-3-8B", "Qwen2.5-72B") or a date ("2024-05-01")
# Chinese text has no spaces: a CJK character beside a range is no name ("预算3-5千一个月"), so only ASCII
# letters and digits guard its ends; a clock or a date after it ("9-17点", "5-10月") is no range of amounts. A range
# said in Chinese numerals ("五千到一万") is one only with a magnitude in its top (never "十一到十二月"), and an end never
# takes the 一 of 一个月 ("一万一个月" is 10,000 a month)
_END = r"(?:[$€£¥￥]\s?)?\d[\d,]*(?:\.\d+)?(?:\s?[kKmM千万萬](?![A-Za-z]))?"
_ZH_NUM = r"(?:[零一二两兩三四五六七八九十百千万萬亿億](?![個个]\s?月))"
_ZH_END = r"(?=" + _ZH_NUM + r"*[百千万萬亿億])" + _ZH_NUM + r"+"
_AFTER = r"(?!(?a:\w)|[.\-:]|/\d|,\d|\s?(?:点|點|时|時|号|號|月|日|年))"
# one range rule whatever joins its ends ("$2k–$3k", the en dash macOS, Word and Slack put in, was
# read as its bottom in silence): a hyphen, the look-alike dashes (U+2010-2015, minus, full-width hyphen), a tilde or
# wave dash, 到 / 至, or the word "to" between spaces ("$2k to $3k"; never after "from": "from 10 to 20 users" is a
# change, read by the follow-up readers as it was)
RANGE_JOIN = r"(?:[-\u2010-\u2015\u2212\uff0d~～〜]|到|至|\s(?i:to)\s)"
_FROM_BEFORE = re.compile(r"(?i)\bfrom\s*$")
RANGE = re.compile(r"(?<![.,\-\u2010-\u2015\u2212\uff0d/:])(?<!(?a:\w))(" + _END + r")\s?" + RANGE_JOIN + r"\s?(" + _END
                   + r")" + _AFTER
                   + r"|(?<![零一二两兩三四五六七八九十百千万萬亿億])(" + _ZH_NUM + r"+)\s?(?:到|至|~|～|〜|-)\s?(" + _ZH_END
                   + r")" + _AFTER)


# a two-digit month and a year, either way round ("08-2024", "2024-08", a model release's date in its name): never a
# range of amounts ("command r 2024-08" was read as 2024 and the v01 release)
MONTH_YEAR = re.compile(r"(?:0[1-9]|1[0-2])-20[1-3]\d|20[1-3]\d-(?:0[1-9]|1[0-2])")


def _ranges(t: str, notes: list[Note]) -> str:
    """Pings glued to a figure taken apart, "N+" read as N, and a range read as its top, each with a note."""
    t = _PING_GLUED.sub(r"\1 ", t)

    def at_least(m: re.Match[str]) -> str:
        _note(notes, Msg(code="reading.at_least", args={"said": m.group(0).strip(), "n": m.group(1)}))
        return m.group(1) + " "

    t = AT_LEAST.sub(at_least, t)

    def top(m: re.Match[str]) -> str:
        if re.search(r"(?i)\sto\s", m.group(0)) and _FROM_BEFORE.search(t[max(0, m.start() - 8):m.start()]):
            return m.group(0)  # "from 10 to 20 users": a change, not a range
        if is_clock_range(t, m.start(), m.end()):
            return m.group(0)  # "9 to 6 weekdays": a schedule's clock (advisor/core/extract_schedule), not amounts
        if hour_no_day_has(t, m.start(), m.end()):  # "mostly 9-25": no window, no 25 of anything
            said = m.group(0).strip()
            _note(notes, Msg(code="reading.clock_hour_not_read", args={"said": said.rstrip(",")}))
            return " " + said[len(said.rstrip(",")):]  # the clause's comma kept
        low, high = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        if MONTH_YEAR.fullmatch(low.strip() + "-" + high.strip()):
            return m.group(0)  # "Command R 08-2024": a release's month and year, no amounts
        if _reversed(low, high):
            low, high = high, low  # "2k-1k": the larger end is the top, said first or not
        if low[0] in "$€£¥￥" and high[0] not in "$€£¥￥":
            high = low[0] + high  # "$5k-10k": the currency sign is the range's
        _note(notes, Msg(code="reading.range_top", args={"said": m.group(0).strip(), "top": high}))
        return high

    return RANGE.sub(top, t)


_END_SCALE = {"k": 1e3, "m": 1e6, "千": 1e3, "万": 1e4, "萬": 1e4}


def _end_amount(end: str) -> float | None:
    """A range end written in digits as its amount ("$2k" → 2000, "1,500" → 1500, "5千" → 5000); None for one in
    Chinese numerals (五千: its order is read as said)."""
    m = re.fullmatch(r"[$€£¥￥]?\s?(\d[\d,]*(?:\.\d+)?)\s?([kKmM千万萬]?)", end.strip())
    if m is None:
        return None
    return float(m.group(1).replace(",", "")) * _END_SCALE.get(m.group(2).lower(), 1.0)


def _reversed(low: str, high: str) -> bool:
    """Is a range said larger end first ("budget 2k-1k a month")? Its top is then the first figure, not the second."""
    a, b = _end_amount(low), _end_amount(high)
    return a is not None and b is not None and a > b


# a Chinese range of two neighbouring digits before one magnitude ("二三十人" = 20–30, "三四百" = 300–400, "一两千" =
# 1,000–2,000, "七八万" = 70,000–80,000): read as its top like "20-30" (给二三十人用 was sized for 1 user).
# Never inside a longer numeral ("一百二三十" is 120–130: left to the numeral reader)
_ZH_RANGE_DIGITS = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_ZH_RANGE = re.compile(r"(?<![零一二两兩三四五六七八九十百千万萬亿億第\d])([一二两兩三四五六七八九])([二两兩三四五六七八九])"
                       r"([十百千万萬])(?![零一二两兩三四五六七八九十百千])")
_ZH_RANGE_MAG = {"十": 10, "百": 100, "千": 1000}


def _zh_ranges(t: str, notes: list[Note]) -> str:
    """"二三十" → "30", "七八万" → "8万", with the range note: the top of a range said as two neighbouring digits."""
    def top(m: re.Match[str]) -> str:
        low, high, mag = _ZH_RANGE_DIGITS[m.group(1)], _ZH_RANGE_DIGITS[m.group(2)], m.group(3)
        if high != low + 1:
            return m.group(0)
        read = str(high * _ZH_RANGE_MAG[mag]) if mag in _ZH_RANGE_MAG else f"{high}{mag}"
        _note(notes, Msg(code="reading.range_top", args={"said": m.group(0), "top": read}))
        return read

    return _ZH_RANGE.sub(top, t)


# Indian number words: 1 lakh = 100,000, 1 crore = 10,000,000 ("5 lakh rupees", "₹5L", "Rs 2.5 crore", "5 lakh
# requests a day"); "budget roughly 5 lakh rupees a month" was read as $5 a month. Written out as digits; an amount in
# rupees (₹, Rs, INR or "rupees" beside it, or a money word before it in its clause) as ₹ so the budget reader takes
# INR (catalog/data/fx.csv: with no rate there, the budget is refused openly, never read as dollars). "L" and "Cr"
# alone are lakh and crore only beside a rupee sign or after a money word ("budget 5L"; "a 5L cooler" is litres)
_RUPEE_BEFORE = r"(₹|(?<![A-Za-z])(?i:rs\.?|inr)\s?)"
_RUPEE_AFTER = r"(\s?(?i:rupees?|inr)(?![A-Za-z])|\s?₹|\s?/-)"
INDIAN_WORDS = re.compile(r"(?<![\d.,\-−－])(?<![\d.][eE])(?<![\d.][eE][+-])" + _RUPEE_BEFORE
                          + r"?(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\s?(?i:(lakhs?|lacs?|crores?)|(l|cr)(?=\s|$|[^\w]))"
                          r"(?![A-Za-z])" + _RUPEE_AFTER + "?")
MAX_INDIAN = 1e16  # the most a lakh or crore figure is read as (the largest bound a field has: 10¹⁶ training tokens)
INDIAN_SCALE = {"lakh": 100_000, "lac": 100_000, "l": 100_000, "crore": 10_000_000, "cr": 10_000_000}
RUPEE_SIGN = re.compile(r"(?<![A-Za-z])(?i:rs\.?)\s?(?=\d)")
_MONEY_WORD_BEFORE = re.compile(r"(?i)\b(?:budget|spend(?:ing)?|costs?|pay(?:ing)?|afford|price[ds]?|capex|opex|salar(?:y|ies))"
                                r"\b[^.;,\n\d]{0,24}$|(?:预算|預算)[^，,。；\d]{0,8}$")


# a lakh or crore of a signed figure or of no number ("₹-5L", "NaN lakh"): said not read, never read with the sign
# dropped (the tail of a scientific figure, "1e300 lakh", is left to the scientific reader's note)
UNREAD_INDIAN = re.compile(r"(?i)(?:₹|(?<![a-z])(?:rs\.?|inr)\s?)?(?:[-−－]\s?\d+(?:\.\d+)?|(?<![a-z])(?:nan|inf(?:inity)?))"
                           r"\s?(?:lakhs?|lacs?|crores?|l|cr)(?![a-z])")


def _indian_numbers(t: str, notes: list[Note]) -> str:
    """INDIAN_WORDS as digits, ₹ before those that are rupees, with a note; "Rs 500" as "₹500"; UNREAD_INDIAN said
    not read."""
    for m in UNREAD_INDIAN.finditer(t):
        _note(notes, Msg(code="reading.unread_indian", args={"said": m.group(0).strip()}))
    def read(m: re.Match[str]) -> str:
        rupees = bool(m.group(1) or m.group(5))
        money = rupees or bool(_MONEY_WORD_BEFORE.search(t[max(0, m.start() - 40):m.start()]))
        if m.group(4) and not money:
            return m.group(0)  # "5L", "3 cr" with no rupee or money word beside: not read as lakh or crore
        unit = (m.group(3) or m.group(4)).lower().rstrip("s")
        if not float(m.group(2)) * INDIAN_SCALE[unit] <= MAX_INDIAN:  # "1e300 lakh": not read, never "300 lakh"
            _note(notes, Msg(code="reading.unread_indian", args={"said": m.group(0).strip()}))
            return " " * len(m.group(0))
        n = round(float(m.group(2)) * INDIAN_SCALE[unit])
        read_as = ("₹" if money else "") + str(n)
        _note(notes, Msg(code="reading.indian_number", args={"said": m.group(0).strip(), "n": n, "money": money}))
        return read_as + (" " if m.group(0).endswith(" ") else "")

    return RUPEE_SIGN.sub("₹", INDIAN_WORDS.sub(read, t))


def rewrite_figures(t: str, card: re.Pattern[str] | None = None) -> tuple[str, list[Note]]:
    """`t` with its figures in the reader's form (the module's rule), and the notes (English, Chinese) on what was
    rewritten with a doubt or not read; `card` (the reader's card-name pattern) keeps a name's digits out of a spaced
    thousand."""
    notes: list[Note] = []
    t = _indian_numbers(t, notes)
    t = _powers(t, notes)
    t = LEADING_POINT.sub(r"0.\1", t)
    t = _thousands(t, notes, card)
    t = _zh_ranges(t, notes)
    t = _ranges(t, notes)
    t = _signs(t, notes)
    t = _unread(t, notes)
    return t, notes


# A quote in a note (English '…', Chinese “…”) and a hole in it: a figure the reader blanked — a run of two or more
# spaces (`normalise` squeezes the user's own runs, so any left inside a quote are where a figure was taken out), a
# currency sign with no amount after it ("$ for", "$ 买"), or a space between two Chinese characters
_QUOTED = re.compile(r"'([^'\n]{1,400})'|“([^”\n]{1,400})”")
_HOLE = re.compile(r"\s{2,}|(?<=[$€£¥])\s+(?!\d)|(?<=[\u3400-\u9fff])\s+(?=[\u3400-\u9fff])")


def _loose(words: str) -> str:
    """`words` as a pattern that takes any spacing between them (the reader's text spaces what the user glued)."""
    return r"\s*".join(re.escape(c) for c in words.replace(" ", ""))


def as_typed(quote: str, whole: str) -> str:
    """A note's quoted span with a blanked figure in it ("purchase budget $  for a server", the $1e300 taken out by
    the impossible-figure notes) as the user typed it, found in the message as typed (`whole`): the words either side
    of each hole with the figure between them ("purchase budget $1e300 for a server"), else from its first words to
    its last three characters (the reader rewrote a word between: 一台 → 1台); where neither is found, the hole is said
    as "…" — never a quote with a hole in it."""
    parts = [p.strip() for p in _HOLE.split(quote) if p.strip()]
    hole = r"\S.{0,40}?"  # each hole held a figure: one to 40 characters as typed
    for pattern in (hole.join(_loose(p) for p in parts), _loose(parts[0]) + r".{1,80}?" + _loose(parts[-1][-3:])):
        found = re.search(pattern, whole, re.IGNORECASE) if parts else None
        if found:
            return found.group(0).strip()
    return " … ".join(parts)


def quotes_as_typed(note: str, whole: str) -> str:
    """`note` with each quote that holds a blanked figure quoted as typed (as_typed); a quote found as typed, or with
    no hole, is kept."""
    def fill(m: re.Match[str]) -> str:
        q = m.group(1) if m.group(1) is not None else m.group(2)
        if not _HOLE.search(q.strip()) or re.search(_loose(q), whole, re.IGNORECASE):
            return m.group(0)
        said = as_typed(q, whole)
        return f"'{said}'" if m.group(1) is not None else f"“{said}”"
    return _QUOTED.sub(fill, note)
