"""A growth follow-up: "what if the users double?", "10x the traffic", 如果明年用户翻倍呢, 如果之後住戶數目加倍呢, 明年多一倍.

The thread's stated load (its people, requests a day, rates) is scaled by the factor said and the plan re-run; one
line says what changed. Only a follow-up that names no new figure for the load, in a thread that has one."""
from __future__ import annotations

import dataclasses
import math
import re

from advisor.core.extract_rules import Extraction, zh_numeral
from tools.followup import SCALED, added_factor, assumed_load, grown_load, load_to_grow
from tools.schema import Msg, Workload

# what grows: the users, the people, the traffic, the messages (用户, 住戶, 人数, 流量, 请求, 訊息, 学生, 客户)
LOAD_NOUN = re.compile(
    r"(?i)\b(?:users?|people|traffic|load|requests?|messages?|queries|customers?|students?|members?|employees?|staff"
    r"|residents?|households?|dau|mau|volume|visitors?|subscribers?|devs?|developers?|usage|demand|concurrency"
    # a rate ("what if QPS doubles?", 如果QPS翻倍呢: once "outside what I do")
    r"|qps|rps|throughput|rate|requests?\s+(?:per|a)\s+(?:second|sec|minute|min)"
    # the places that send the work ("we run 500 stores, each sends a photo a minute": "what if stores double?")
    r"|stores|shops|outlets|branches|sites|locations|clinics|restaurants|hotels|warehouses|franchisees)\b"
    r"|(?i:qps|rps)(?![a-z])"
    r"|门店|門店|分店|店铺|店鋪|网点|網點"
    r"|用户|用戶|使用者|住户|住戶|户数|戶數|人数|人數|流量|请求|請求|访问|訪問|消息|訊息|信息|学生|學生|客户|客戶|员工|員工"
    r"|业务量|業務量|并发|並發|規模|规模|访客|訪客|会员|會員|人")
_WORD_X = {"double": 2, "doubles": 2, "doubled": 2, "doubling": 2, "triple": 3, "triples": 3, "tripled": 3,
           "tripling": 3, "quadruple": 4, "quadruples": 4, "quadrupled": 4, "twice": 2, "thrice": 3}
_NUM = r"\d+(?:\.\d+)?(?:[eE][+\-]?\d{1,4})?"  # "1e17x" too: the reader's note covers only figures beyond 10¹⁸
_ZH_NUM = _NUM + r"|[零一二两兩三四五六七八九十百千万萬亿億]+"
# the factor: a word (double, triple, twice as many; 翻倍, 加倍, 翻一番, 多一倍, 增加一倍), "N x" / "N×" / "N times", N倍
# (增长到3倍, 变成十倍, 增长3倍, 翻10倍: N times, as the media reader's GROWTH reads it), or a percentage up ("50% more
# users", 增长50%). A factor no count can grow by (nan, inf) is matched too, to be said not read.
_FACTOR = re.compile(
    r"(?i)\b(double[sd]?|doubling|tripl(?:e|es|ed|ing)|quadrupl(?:e|es|ed)|twice|thrice)\b"
    r"|(?<![\w.])(" + _NUM + r"|nan|inf(?:inity)?|∞)\s*(?:x|×)(?![\w])|(?<![\w.])(" + _NUM + r"|nan|inf(?:inity)?|∞)"
    r"\s+times\b"
    r"|(翻倍|加倍|翻一番|翻番)|(?:多|增加|增长|增長|涨|漲|翻)了?\s*(一)\s*倍"
    r"|(?:到|成|为|為|是|增长|增長|增加|涨|漲|翻|扩大|擴大)(?:了|到|至)?\s*(?:原来的|原來的|现在的|現在的)?\s*"
    r"(?:[-−－负負]\s*)?(" + _ZH_NUM + r"|(?i:nan|inf|∞))\s*倍"
    r"|(?:多|增加|增长|增長|涨|漲|grow(?:s|n)?\s+(?:by\s+)?|up\s+)\s*(\d+(?:\.\d+)?)\s*%"
    # a percentage starts where no figure goes on: from inside a run of digits each start re-read the run (quadratic)
    r"|(?<![\d.])(\d+(?:\.\d+)?)\s*%\s*more\b")
# a minus before the factor ("-3x", 负3倍, "minus 3 times"): no load grows by a negative factor
_MINUS_BEFORE = re.compile(r"(?:[-−－]|[负負]|(?i:\bminus))\s*$")
MAX_GROWTH = 1000  # a thousandfold: beyond it no rented plan is the same service grown (a typo or a joke)


def _said_factor(text: str, items: re.Pattern[str] | None = None) -> tuple[float, str] | None:
    """The factor a growth follow-up says, as said (any value: negative, zero, NaN, a million), and its words; None
    when no factor beside a load noun is said (or one of `items` anywhere in it: a batch's "double the images", the
    served "adapters double")."""
    m = _FACTOR.search(text)
    if m is None or not (_load_beside(text, m.start(), m.end()) or _load_meant(text, m.start(), m.end())
                         or (items is not None and items.search(text))):
        return None
    word, xs, times, zh2, zh1, zhn, pct, more = m.groups()
    num = xs or times or zhn
    if word:
        f = float(_WORD_X.get(word.lower(), 2))
    elif zh2 or zh1:
        f = 2.0  # 翻倍, 加倍, 多一倍: twice what it was
    elif num:
        f = float(num) if num[0].isdigit() else _zh_factor(num)
    else:
        f = 1 + float(pct or more) / 100
    at = m.start(2) if xs else m.start(3) if times else m.start(6) if zhn else m.start()
    minus = _MINUS_BEFORE.search(text[:at])
    if minus and minus.group(0)[0] in "-−－" and text[:minus.start()].rstrip()[-1:].isdigit():
        minus = None  # the dash of a range ("5-10x", "5 - 10x"): the top of it is the factor
    words = text[min(m.start(), minus.start()):m.end()] if minus else m.group(0)
    return (-f if minus else f), words.strip()


def _zh_factor(run: str) -> float:
    """A factor said in Chinese numerals (十 → 10); NaN for nan/inf; one the numeral reader cannot spell out with 万 or
    亿 in it (一万亿) is past any factor (inf)."""
    if run[0] in "nNiI∞":
        return math.nan
    n = zh_numeral(run)
    return n if n is not None else math.inf if re.search("[万萬亿億]", run) else math.nan


def growth_factor(text: str) -> float | None:
    """The factor a growth follow-up says the load grows by, or None: "users double" → 2, "10x the traffic" → 10,
    如果明年用户翻倍呢 → 2, 增长到3倍 → 3, 翻10倍 → 10, "50% more users" → 1.5. A load noun must be said ("double the
    context" is no growth of users), and the factor is above 1 and at most MAX_GROWTH (refused_growth says the others)."""
    said = _said_factor(text)
    return said[0] if said is not None and 1 < said[0] <= MAX_GROWTH else None


def refused_growth(text: str) -> tuple[float, str] | None:
    """A growth factor said beside a load noun that growth_factor does not take (negative, 1 or less, above
    MAX_GROWTH, not a number), and its words: said back, never applied as another factor ("-3x" was read as 3×) nor
    dropped in silence."""
    said = _said_factor(text)
    return said if said is not None and not 1 < said[0] <= MAX_GROWTH else None


# something else that can double: cards, machines, the budget, the context, the speed (never the load)
_NOT_LOAD = re.compile(r"(?i)\b(?:gpus?|cards?|nodes?|machines?|servers?|budget|context|speed|price|cost)\b"
                       r"|卡|显卡|顯卡|节点|節點|机器|機器|服务器|伺服器|预算|預算|上下文|速度|价格|價格|成本"
                       r"|[，,。；;！!？?]")  # nor a clause break ("显卡翻倍，用户不变")


def _load_beside(text: str, start: int, end: int) -> bool:
    """A load noun within 16 characters of the factor, with nothing else that could grow between them ("what if the
    users double" grows the users; "double the GPUs, same users" does not)."""
    for n in LOAD_NOUN.finditer(text):
        if n.end() <= start and start - n.end() <= 16:
            between = text[n.end():start]
        elif n.start() >= end and n.start() - end <= 16:
            between = text[end:n.start()]
        else:
            continue
        if not _NOT_LOAD.search(between):
            return True
    return False


# the load said by a pronoun right after the factor, nothing else named after it: "5x that by spring", "double it next
# year", "ready for 3x this" (not "double that context": a noun after the pronoun is what grows)
_PRONOUN_AFTER = re.compile(r"(?i)\s*(?:that|this|it)\b(?!\s*[-']?\s*(?!by\b|in\b|next\b|within\b|before\b|from\b"
                            r"|over\b|for\b|at\b|when\b|soon\b|later\b|eventually\b|then\b|and\b|or\b)[a-z])")
# what else a bare Chinese factor could grow (a model, the data, memory) besides _NOT_LOAD's cards, context and money
_NOT_LOAD_ZH = re.compile(r"模型|参数|參數|数据|數據|显存|顯存|内存|記憶體|时间|時間|天数|天數|小时|小時")
_BARE_ZH_REST = 12  # characters a bare Chinese growth message holds besides its factor: "明年要翻5倍呢", "春天前翻五倍"


# an English message that is only "if we" and the factor and when ("and if we 5x next year?", "what if we 3x by spring",
# "suppose we 10x"): the business grows, so its load does (was answered with the first answer unchanged)
_BARE_EN_BEFORE = re.compile(r"(?i)^\s*(?:(?:and|so|but|ok|okay|also)[\s,]+)?(?:what\s+)?(?:if|when|suppose|say|once)\s+"
                             r"(?:we|they|you|it|things|the\s+business)\s+(?:(?:grow|scale|go)\s+(?:by\s+|to\s+)?)?$")
_BARE_EN_AFTER = re.compile(r"(?i)\s*(?:(?:next|this|in|by|within|over|later|soon|eventually)\b[\s\w]{0,20})?[?.!\s]*$")


def _load_meant(text: str, start: int, end: int) -> bool:
    """The load is what grows though no load noun is said: a pronoun after the factor (_PRONOUN_AFTER), "if we" and
    the factor alone (_BARE_EN_BEFORE / _AFTER: "and if we 5x next year?"), or a short
    Chinese message that is only the factor and when ("翻5倍", 明年要翻5倍呢, 春天前扩到5倍), nothing else it could grow
    (_NOT_LOAD, _NOT_LOAD_ZH) said. The thread's load is the only count a growth scales (grown_again)."""
    if _PRONOUN_AFTER.match(text, end) or (_BARE_EN_BEFORE.search(text[:start]) and _BARE_EN_AFTER.match(text, end)):
        return True
    rest = re.sub(r"[\s，,。.！!？?～~]", "", text[:start] + text[end:])
    return (not re.search(r"[A-Za-z]", rest) and len(rest) <= _BARE_ZH_REST and not _NOT_LOAD.search(rest)
            and not _NOT_LOAD_ZH.search(rest))


# people added to the load ("we add 100 more agents", "another 50 users", 再加100个坐席, 多100個同事, 加多一百個人): the
# count said is added to the thread's people (tools.followup.added_factor), never read as the whole new load nor
# refused as "outside what I do" (下个月再加100个坐席呢 was)
_PEOPLE_EN = (r"(?:users?|people|persons?|agents?|seats?|colleagues?|employees?|staff|members?|students?|customers?"
              r"|clients?|reps?|engineers?|developers?|devs?|analysts?|operators?|lawyers?|paralegals?|doctors?"
              r"|nurses?|teachers?|subscribers?|players?|sales\s*people)\b")
_PEOPLE_ZH = (r"(?:坐席|座席|用户|用戶|使用者|同事|员工|員工|客服|学生|學生|客户|客戶|医生|醫生|律师|律師|老师|老師|会员|會員"
              r"|玩家|成员|成員|工程师|工程師|开发者|開發者|销售|銷售|人)")
_COUNT = r"(\d[\d,]*|[一二两兩三四五六七八九十百千万萬]+)"
_ADDED = re.compile(
    r"(?i)\b(?:add(?:ing|s)?|another|plus|onboard(?:ing)?|hir(?:e|ing))\s+" + _COUNT
    + r"\s+(?:more\s+|new\s+|extra\s+|additional\s+)?" + _PEOPLE_EN
    + r"|(?<![\w.,])" + _COUNT + r"\s+(?:more|new|extra|additional)\s+" + _PEOPLE_EN
    # 再加 / 又加 / 增加 / 新增 / 多 / 加多 (Cantonese) / 添, never the "-odd" of 200多个坐席
    + r"|(?:再|又|另外|额外|額外)?(?:增加|新增|加多|加|添|(?<![\d零一二两兩三四五六七八九十百千万萬])多)(?:了|上)?\s*" + _COUNT
    + r"\s*(?:个|個|位|名)?\s*(?:新的?)?" + _PEOPLE_ZH)


def said_added(text: str) -> float | None:
    """The number of people a follow-up adds ("add 100 more agents" → 100, 下个月再加100个坐席呢 → 100, 加多一百個人
    → 100), or None."""
    m = _ADDED.search(text)
    if m is None:
        return None
    run = next(g for g in m.groups() if g)
    return float(run.replace(",", "")) if run[0].isdigit() else zh_numeral(run)


def _added_again(workload: Workload, e: Extraction, text: str) -> Extraction | None:
    """People added in a follow-up (said_added) on a thread whose load counts people: the load grown by the factor
    they make (tools.followup.added_factor), any count the reader took from the same words dropped, off-topic
    dropped, and one line saying what changed; None when nothing is added or the thread counts no people."""
    n = said_added(text)
    have = load_to_grow(workload) if n is not None else {}
    f = added_factor(have, n) if n is not None and have else None
    if f is None or n is None:
        return None
    grown = grown_load(have, f)
    past = _past_range(e, have, grown, f"+{n:,.0f}")
    if past is not None:
        return past
    patch = e.patch.model_copy(update={**dict.fromkeys(k for k in SCALED if k not in grown), **grown})
    out = dataclasses.replace(e, patch=patch, intents=e.intents - {"off_topic"}, notes=list(e.notes),
                              zh_notes=dict(e.zh_notes))
    msg = Msg(code="conversation.growth.added", args={"added": n, "changes": [
        Msg(code="conversation.growth.change", args={"field": k, "old": have[k], "new": grown[k]}) for k in have]})
    out.note(msg.en, msg.zh)
    return out


def grown_again(workload: Workload, e: Extraction, text: str) -> Extraction:
    """A growth follow-up (growth_factor) in a thread with a stated load and none said in the message: the load's
    counts (SCALED) scaled by the factor in the patch, off-topic dropped, and one line saying what changed."""
    added = _added_again(workload, e, text)  # "100 more agents": added to the people, never the whole new load
    if added is not None:
        return added
    have = load_to_grow(workload)  # the decisions (what grows, by how much): tools.followup
    if not have:
        return _batch_growth(workload, e, text)
    said = _said_factor(text, _ITEM_NOUN if "batch_requests" in have else None)  # a batch grows by its items
    f = said[0] if said is not None and 1 < said[0] <= MAX_GROWTH else None
    if any(getattr(e.patch, k, None) is not None for k in (*SCALED, "batch_requests")):
        return e
    if f is None:
        return _growth_refused(e, text)
    grown = grown_load(have, f)
    past = _past_range(e, have, grown, said[1] if said is not None else f"× {f:g}")
    if past is not None:
        return past
    out = dataclasses.replace(e, patch=e.patch.model_copy(update=grown), intents=e.intents - {"off_topic"},
                              notes=list(e.notes), zh_notes=dict(e.zh_notes))
    msg = Msg(code="conversation.growth", args={"factor": f, "changes": [
        Msg(code="conversation.growth.change", args={"field": k, "old": have[k], "new": grown[k]}) for k in have]})
    out.note(msg.en, msg.zh)
    return out


def _past_range(e: Extraction, have: dict[str, float], grown: dict[str, float], said: str) -> Extraction | None:
    """A growth that takes a count of the load past the range the advisor sizes it in (tools.ranges: 900,000,000
    people online × 1,000 is past 10⁹): not applied, one note naming the count, its grown figure and the most, the
    message no longer off-topic and the plan as it was (the grown load reached the Workload's own bounds and the
    chat printed pydantic's "1 validation error for Workload"); None when every grown count is in range."""
    from tools.ranges import field_range, out_of_range

    bad = [name for name, _ in out_of_range(grown)]
    if not bad:
        return None
    out = dataclasses.replace(e, intents=e.intents - {"off_topic"}, notes=list(e.notes), zh_notes=dict(e.zh_notes))
    k = bad[0]
    rng = field_range(k)
    msg = Msg(code="conversation.growth.past_range", args={
        "said": said, "most": rng[1] if rng else 0,
        "change": Msg(code="conversation.growth.change", args={"field": k, "old": have[k], "new": grown[k]})})
    out.note(msg.en, msg.zh)
    return out


def _growth_refused(e: Extraction, text: str) -> Extraction:
    """A growth factor said that is not applied (refused_growth): one note saying so and what is accepted, and the
    message no longer off-topic (it is a follow-up about the plan, which stands)."""
    said = refused_growth(text)
    if said is None:
        return e
    out = dataclasses.replace(e, intents=e.intents - {"off_topic"}, notes=list(e.notes), zh_notes=dict(e.zh_notes))
    figure = re.search(r"\d[\d.eE+\-]*", said[1])
    if figure is not None and any(figure.group(0) in n for n in e.notes):
        return out  # the figure is already said not read ("'1e300' is not read"): one note is enough
    msg = Msg(code="conversation.growth.refused", args={"said": said[1], "factor": said[0], "most": MAX_GROWTH})
    out.note(msg.en, msg.zh)
    return out


# the items a batch is sized by: "what if we double the images?", 如果录音加倍呢？ ("5x that" points back at them too)
_ITEM_NOUN = re.compile(r"(?i)\b(?:images?|photos?|pictures?|frames?|videos?|hours?|recordings?|audio|files?|documents?"
                        # a batch's items ("double the invoices", "the structures double")
                        r"|invoices?|structures?|complex(?:es)?|ligands?|reviews?|tickets?|e-?mails?|rows?|records?"
                        r"|descriptions?|chunks?|articles?|contracts?|transcripts?|translations?|prompts?|jobs?"
                        r"|pages?|items?|clips?|scans?|volumes?|cases?|footage|episodes?|calls?|songs?|tracks?|dataset"
                        r"|data)\b|录音|錄音|音频|音訊|图片|圖片|照片|视频|視頻|影片|小时|小時|文件|页|頁|素材|动画|動畫|数据|數據"
                        r"|发票|發票|结构|結構|评论|評論|工单|工單|文档|文檔|合同|配体|配體|条目|條目")


ITEM_MODALITIES = ("vision", "speech", "diffusion", "music", "embedding")  # jobs sized by their items when no load


def item_batch(workload: Workload) -> bool:
    """The thread's plan is a batch sized by its items, no load a growth would scale instead: a data set, a batch's
    requests, or a vision / speech / image job (a video batch keeps its hours in its message, not in a data set)."""
    if any(getattr(workload, k) is not None for k in SCALED) or assumed_load(workload):
        return False
    return workload.dataset is not None or workload.batch_requests is not None or workload.modality in ITEM_MODALITIES


def _batch_growth(workload: Workload, e: Extraction, text: str) -> Extraction:
    """A growth factor on a thread whose plan is a batch sized by its items (a data set, no users): the factor is not
    applied, said with what to say instead (the new count), and the message no longer off-topic — it was answered
    with the same plan and no word, or refused as outside what the advisor does."""
    m = _FACTOR.search(text)
    if not item_batch(workload) or m is None or not (
            _ITEM_NOUN.search(text) or _load_beside(text, m.start(), m.end()) or _load_meant(text, m.start(), m.end())):
        return e
    out = dataclasses.replace(e, intents=e.intents - {"off_topic"}, notes=list(e.notes), zh_notes=dict(e.zh_notes))
    factor = _said_factor(text, _ITEM_NOUN)
    if factor is not None and not 1 < factor[0] <= MAX_GROWTH:  # ×0, -3x, NaN, 1e300x: refused, the plan stands
        figure = re.search(r"\d[\d.eE+\-]*", factor[1])
        if figure is None or not any(figure.group(0) in n for n in e.notes):
            refused = Msg(code="conversation.growth.refused", args={"said": factor[1], "factor": factor[0],
                                                                    "most": MAX_GROWTH})
            out.note(refused.en, refused.zh)
        return out
    said = m.group(0).strip()  # a factor in range with no count in the thread to scale (batch_growth.restated)
    out.said(Msg(code="conversation.growth.batch_not_scaled", args={"said": said}))
    return out
