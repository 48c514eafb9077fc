"""A new count for a unit an earlier turn counted ("what if we have 1,000 stores?" after "… from 50 stores …",
如果有1000家门店呢？, 如果有1000間分店呢？, "and with 400 cameras?"): a growth follow-up by new ÷ old
(tools.followup.count_factor), said to the turn's readers as the growth words every growth path already reads (the
LLM load, a batch's items, a named non-LLM job's count: advisor.core.growth, batch_growth, job_growth). The message
was read alone, with no model and no load of its own, and answered as "outside what I do". Words only: the division
and the scaling are tools.followup's. Only a short follow-up whose one figure is that count, naming no model, in a
thread where an earlier message counts the same unit (stores, shops, branches, clinics, sites, cameras …)."""

from __future__ import annotations

import re
from collections.abc import Callable

from advisor.core.extract_words import NUM
from tools.followup import count_factor, grown_load
from tools.schema import Msg

# the units a per-unit workload is counted in, each class with its English and Chinese nouns (分店 is a 门店)
_UNITS: dict[str, tuple[str, str]] = {
    "stores": (r"stores?|shops?|outlets?|branch(?:es)?|franchisees?|locations?|supermarkets?|pharmacies",
               r"门店|門店|分店|店铺|店鋪|店面|连锁店|連鎖店|超市|药店|藥店|分行"),
    "clinics": (r"clinics?|hospitals?|practices|surgeries", r"诊所|診所|医院|醫院|门诊|門診|分院"),
    "sites": (r"sites?|facilit(?:y|ies)|factor(?:y|ies)|plants?|warehouses?|offices?|campus(?:es)?|depots?",
              r"站点|站點|网点|網點|工厂|工廠|厂区|廠區|仓库|倉庫|办公室|辦公室|园区|園區|校区|校區"),
    "cameras": (r"cameras?|cams|cctvs?|camera\s+streams?", r"摄像头|攝像頭|摄像机|攝影機|监控摄像头|監控攝像頭|镜头|鏡頭"),
    "schools": (r"schools?|classrooms?", r"学校|學校|教室|班级|班級"),
    "restaurants": (r"restaurants?|hotels?|cafes?|gyms?", r"餐厅|餐廳|酒店|饭店|飯店|健身房"),
    # a batch's text in all ("1亿字" → "改成2亿字呢？"): only a corpus's size, never one item's length (_a_total)
    "characters": (r"words", r"汉字|漢字|中文字|字"),
}
# every unit noun, English and Chinese: a batch's restatement picks the unit's count by them (batch_growth.COUNT)
UNIT_EN = "|".join(en for en, _ in _UNITS.values())
UNIT_ZH = "|".join(zh for _, zh in _UNITS.values())
_MAG = {"k": 1e3, "thousand": 1e3, "千": 1e3, "m": 1e6, "million": 1e6, "万": 1e4, "萬": 1e4, "billion": 1e9,
        "亿": 1e8, "億": 1e8}
_COUNT = NUM + r"\s*(k|thousand|千|万|萬|亿|億|m(?![a-z])|million|billion)?"
_ZH_COUNTER = r"(?:家|间|間|个|個|所|座|处|處|路|台|臺|支|部)"


def _counted(cls: str, count: str = _COUNT) -> re.Pattern[str]:
    en, zh = _UNITS[cls]
    # (at most an adjective between the count and an English noun: "1,000 new stores", never "1000 users visit stores";
    # a Chinese noun after its counter or at most two qualifying characters, never 1000个顾客到店)
    people = r"(?!users?\b|people\b|customers?\b|visitors?\b|shoppers?\b|guests?\b|visit)"
    return re.compile(r"(?i)" + count + r"\s*(?:(?:" + people + r"[a-z-]+\s+){0,2}?"
                      r"(?P<en>" + en + r")\b"
                      r"|" + _ZH_COUNTER + r"?\s*(?:(?![个個人位名])[\u4e00-\u9fff]){0,2}?(?P<zh>" + zh + r"))")


_COUNTED = {cls: _counted(cls) for cls in _UNITS}
# any figure said before a unit noun, as typed: signed, zero, a fraction, NaN, infinite, in scientific notation ("-200
# cameras", "0 stores", "0.5 cameras", "1e300 cameras", 如果有NaN家门店呢？); _refused_count says which no count is
_ANY_FIGURE = (r"(?<![A-Za-z0-9_.])(?P<fig>[-−－+]{0,3}\s?(?:\d[\d,]*(?:\.\d*)?(?:[eE]\s?[-+−]?\d+)?|(?i:nan|inf(?:inity)?)|∞))"
               r"\s*(k|thousand|千|万|萬|亿|億|m(?![a-z])|million|billion)?")
_ANY_COUNTED = {cls: _counted(cls, _ANY_FIGURE) for cls in _UNITS}
# the growth words this module says for the readers, and finds again in the thread (a second new count grows on
# the first one's): "what if the stores and the load grow 20x?", with the noun as written (门店 too)
_SAID = re.compile(r"^what if the (\w+) and the load grow ([\d.]+)x\?$")
_SHORT = 80  # characters: a follow-up, not a new question with its own figures


def _count_of(m: re.Match[str]) -> float:
    return float(m.group(1).replace(",", "")) * _MAG.get((m.group(2) or "").lower(), 1.0)


# one item's length, never a batch's total: "每章4万字", "each book is 2 million words"
_EACH = re.compile(r"(?i)每|各|單|单|\beach\b|\bper\b|\bevery\b")


_CORPUS = 1e6  # characters or words: no one request's document is that long (Qwen2.5's longest context is 1M tokens)


def _a_total(cls: str, text: str, m: re.Match[str]) -> bool:
    """Is the match a count of `cls` a thread may grow? Text in all only as a corpus (1亿字, "200 million words": at
    least _CORPUS) with no word of one item before it (每章4万字 is each chapter's length, "6万字左右" one contract's)."""
    return cls != "characters" or _count_of(m) >= _CORPUS and not _EACH.search(text[max(0, m.start() - 12):m.start()])


def _said_count(text: str) -> tuple[str, float, str] | None:
    """(class, count, noun as written) of the one counted unit a short follow-up says, with no other figure."""
    if len(text) > _SHORT or len(re.findall(r"\d[\d,.]*", text)) != 1:
        return None
    for cls, pat in _COUNTED.items():
        m = pat.search(text)
        if m is not None and _a_total(cls, text, m):
            return cls, _count_of(m), m.group("en") or m.group("zh")
    return None


def _refused_count(text: str) -> tuple[str, str] | None:
    """(class, figure as typed) of a short follow-up's count of a unit that no count is: signed, zero, a fraction of
    one, NaN or infinite, or beyond any count ("-200 cameras", "0 stores", "0.5 cameras", "1e300 cameras"); the value
    is checked by tools.followup.whole_count, the words only found here."""
    from tools.followup import whole_count

    if len(text) > _SHORT:
        return None
    for cls, pat in _ANY_COUNTED.items():
        m = pat.search(text) if cls != "characters" else None  # a total refused: the plan stands, said (no re-read)
        if m is not None and whole_count(m.group("fig"), _MAG.get((m.group(2) or "").lower(), 1.0)) is None:
            return cls, m.group(0).strip()
    return None


def _thread_count(cls: str, earlier: list[str]) -> tuple[float, str, re.Match[str] | None] | None:
    """The count of `cls` the thread holds now (`earlier`: oldest first), the message that said it last and the count's
    match there: the last one said, grown by each growth this module said after it (no match then: the message is a
    growth's words)."""
    got: tuple[float, str, re.Match[str] | None] | None = None
    for t in earlier:
        said = _SAID.match(t)
        if said is not None and got is not None and _class_of(said.group(1)) == cls:
            got = grown_load({"count": got[0]}, float(said.group(2)))["count"], t, None
            continue
        m = _COUNTED[cls].search(t)
        if m is not None and _a_total(cls, t, m):
            got = _count_of(m), t, m
    return got


def _class_of(noun: str) -> str | None:
    return next((cls for cls, (en, zh) in _UNITS.items() if re.fullmatch(r"(?i)" + en + "|" + zh, noun)), None)


def _plain(n: float) -> str:
    return f"{n:.0f}" if abs(n - round(n)) < 1e-9 else f"{n:g}"


def count_as_growth(text: str, earlier: list[str], names_model: bool,
                    non_llm: Callable[[str], bool]) -> tuple[str, Msg | None] | None:
    """What to read instead of `text` when it says a new, larger count of a unit the thread (`earlier`, oldest first)
    counted, and the line saying so: in a named non-LLM job's thread (`non_llm`: YOLO on the stores' photos), the
    job's message said again with the new count, read as the job asked anew; else the growth words every growth
    path reads (their own lines say the change). None otherwise (a model named, several figures, no such count
    before, no growth)."""
    refused = None if names_model else _refused_count(text)
    if refused is not None:
        return _count_refused(refused, earlier, non_llm)
    said = None if names_model else _said_count(text)
    if said is None:
        return None
    cls, new, noun = said
    held = _thread_count(cls, earlier)
    f = count_factor(held[0], new) if held is not None else None
    if f is None or held is None:
        return None
    old, message, m = held
    if m is not None and non_llm(message):
        again = message[:m.start()] + _plain(new) + message[m.end(2) if m.group(2) else m.end(1):]
        return again, Msg(code="conversation.growth.count_said", args={"said": text.strip(),
                                                                     "item": m.group(0).strip(), "new": new})
    return f"what if the {noun.lower()} and the load grow {f:.10g}x?", None


def _count_refused(refused: tuple[str, str], earlier: list[str],
                   non_llm: Callable[[str], bool]) -> tuple[str, Msg | None] | None:
    """A follow-up whose count of the thread's unit is no count ("what if we have -200 cameras?", 如果有NaN家门店呢？):
    the thread's message that said the count, read again as it was (the job and its figures kept, nothing sized on
    the refused figure), and the line saying the figure not read. None where the thread counted no such unit, or
    the count it holds now was said by a growth (re-reading that would grow it again)."""
    cls, fig = refused
    held = _thread_count(cls, earlier)
    if held is None or held[2] is None:
        return None
    message, m = held[1], held[2]
    return message, Msg(code="conversation.growth.count_unread", args={"said": fig, "item": m.group(0).strip()})
