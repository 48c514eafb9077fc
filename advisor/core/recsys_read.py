"""Reading a recommender's training request (DLRM, DCNv2, TorchRec, two-tower, CTR / ranking models) in English, 简体
and 繁體: the examples a run, the embedding tables' rows and dimension, their precision, the optimizer and whether it
runs nightly — the figures tools.recsys_train sizes, never an LLM's or an embedding encoder's."""

from __future__ import annotations

import re

from tools.recsys_train import RecJob, length_hours
from tools.schema import Workload

RECSYS = re.compile(r"(?i)(?<![a-z0-9])(?:dlrm|dcn[\s_-]?v?2|torchrec|two[\s-]?tower|wide\s*&\s*deep|deepfm)"
                    r"|\b(?:recommend(?:er|ation)|ranking|ctr|click[\s-]?through)\s+(?:model|system)"
                    r"|\bctr\s+prediction|(?:训练|訓練|重训|重訓)[^，。,.]{0,8}(?:推荐|推薦)模型|推荐系统|推薦系統|排序模型|精排|粗排"
                    r"|召回模型|双塔|雙塔|点击率|點擊率|CTR\s*(?:预估|預估)"
                    # a CTR / ranking model said with no space before the noun ("DIN类CTR模型", "CTR-model"), the
                    # recommender's own words (推荐模型 / 推薦演算法) and its sparse embedding tables (embedding表 1.2TB,
                    # "a 900 GB embedding table"): the business is recommending, whatever the items are (videos, ads)
                    r"|(?<![a-z])ctr[\s_-]*(?:model|模型|预测|預測)|(?<![a-z])(?:xdeepfm|dien|mmoe|esmm)(?![a-z])"
                    r"|(?:推荐|推薦)\s*(?:模型|算法|演算法|排序)|\bembedding\s*(?:表|tables?\b)|embedding\s*(?:table)?\s*(?:\d|有)"
                    r"(?=[^。\n]{0,20}(?:tb|gb|亿|億))")
TRAIN = re.compile(r"(?i)\b(?:re)?train(?:s|ing|ed)?\b|训练|訓練|重训|重訓")
_MAG = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "mn": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9,
        "万": 1e4, "萬": 1e4, "亿": 1e8, "億": 1e8, "千万": 1e7, "千萬": 1e7}
_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*(thousand|million|billion|千万|千萬|bn|mn|[kmb万萬亿億])?\s*"
# "2B click events", "3亿次点击", "20億筆點擊": the kind of event may sit between the count and the word
EXAMPLES = re.compile(r"(?i)" + _NUM + r"(?:(?:training|click|user|ad|interaction|impression|log|view)\s+)?"
                      r"(?:examples|samples|impressions|events|records|clicks|"
                      r"interactions|样本|樣本|条样本|條樣本|条数据|條數據|曝光|交互|互动|互動|行为|行為"
                      r"|(?:次|条|條|筆)?\s*(?:点击|點擊)|条|條|筆)")
# ids said as the users and items a table holds ("300M users and 40M items", "400M user ids + 50M item ids",
# "3亿用户、4000万个商品ID"): their sum — the rows of the tables, never people at once
_ID = r"(?:\s*[-_]?\s*ids?\b)?"
USERS = re.compile(r"(?i)" + _NUM + r"(?:个|個|位|名)?\s*(?:users?|members?|customers?|accounts?|用户|用戶|使用者|会员|會員)"
                   + _ID)
ITEMS = re.compile(r"(?i)" + _NUM + r"(?:个|個|件|款)?\s*(?:items?|products?|listings?|videos?|ads?|skus?|商品|物品|视频|影片"
                   r"|內容|内容|广告|廣告)" + _ID)
# 列 is a row in Taiwan's usage (10億列 × 128維: a billion rows), 行 in the mainland's
ROWS = re.compile(r"(?i)" + _NUM + r"(?:rows?|ids|行|列|个\s*id|個\s*id)")
DIM = re.compile(r"(?i)(?<![\d.])(\d{1,4})\s*-?\s*(?:dims?|dimensions?|d\b|维|維)|(?:dim|dimension|维度|維度)\s*=?\s*(\d{1,4})")
HALF = re.compile(r"(?i)\b(?:fp16|bf16|half)\b|半精度")
# the optimizer's name may touch Chinese ("用Adam", "SGD优化器"): no \b, which a CJK character before it defeats
ADAM = re.compile(r"(?i)(?<![a-z])adam")
ROWWISE = re.compile(r"(?i)row[\s-]?wise|按行")
ADAGRAD = re.compile(r"(?i)adagrad")
SGD = re.compile(r"(?i)(?<![a-z])sgd(?![a-z])")
FASTEST = re.compile(r"(?i)\bfastest\b|\bquickest\b|as\s+fast\s+as\s+possible|最快|越快越好|盡快|尽快")
# a run's stated length ("what's a week of training cost?", "train for 3 days", 训练一周多少钱, 訓練兩個星期): priced
# for that length when no examples are said (tools.recsys_train.RecJob.run_length)
_N = r"(a|an|one|two|three|four|five|six|seven|\d+(?:\.\d+)?|一|两|兩|二|三|四|五|六|七|八|九|十)"
_UNIT = r"(hours?|days?|weeks?|months?|小时|小時|个?\s*(?:钟头|鐘頭)|天|日|个?\s*(?:星期|礼拜|月)|個?\s*(?:星期|禮拜|月)|周|週)"
RUN_LENGTH = re.compile(r"(?i)\b" + _N + r"\s*-?\s*" + _UNIT + r"(?:'s|’s)?\s+(?:of\s+)?(?:training|train|run)\b"
                        r"|\btrain(?:ing)?\s+(?:for|over)\s+" + _N + r"\s+" + _UNIT
                        + r"|(?:训练|訓練|跑)(?:了|上)?\s*" + _N + r"\s*" + _UNIT
                        + r"|" + _N + r"\s*" + _UNIT + r"\s*(?:的)?\s*(?:训练|訓練)")
# a cadence (每两周训练一次: train once every two weeks; "every 3 days of training") or the data's span ("90 days of
# training data / logs / clicks", 90天的训练数据): no run length
_NOT_A_RUN_BEFORE = re.compile(r"(?i)(?:每隔|每|every|each)\s*$")
_NOT_A_RUN_AFTER = re.compile(r"(?i)\s*(?:一次|一回|once\b)"
                              r"|\s*(?:data|dataset|logs?|clicks?|events?|history|samples?|examples?)\b"
                              r"|\s*(?:的)?\s*(?:数据|數據|资料|資料|日志|日誌|点击|點擊|样本|樣本)")
_WORD_N = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "一": 1, "两": 2,
           "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_PER_RX = (("hour", re.compile(r"(?i)hour|小[时時]|钟头|鐘頭")), ("day", re.compile(r"(?i)day|天|日")),
           ("month", re.compile(r"(?i)month|月")))
NIGHTLY = re.compile(r"(?i)nightly|every\s+(?:night|day)|\bdaily\b|each\s+night|每晚|每天|每日|天天|每夜")


def trains_recommender(text: str) -> bool:
    """Does the message ask to train a recommender (a recommender's name or kind and a training word)?"""
    t = text or ""
    return bool(RECSYS.search(t) and TRAIN.search(t))


def id_spans(text: str) -> list[tuple[int, int]]:
    """Where a recommender's training message counts its users, items or rows (its tables' vocabularies); none when
    the message trains no recommender."""
    t = text or ""
    if not trains_recommender(t):
        return []
    return [m.span() for rx in (USERS, ITEMS, ROWS) for m in rx.finditer(t)]


def recsys_named(text: str) -> bool | None:
    """True when the message asks a recommender trained (the thread's message a follow-up is read beside), else None."""
    return True if trains_recommender(text) else None


def wants_fastest(text: str) -> bool:
    """The fastest machine asked for ("what's the fastest option", "最快"): it leads the answer."""
    return bool(FASTEST.search(text or ""))


def _figure(rx: re.Pattern[str], text: str) -> float | None:
    m = rx.search(text)
    if not m:
        return None
    value = float(m.group(1).replace(",", "")) * _MAG.get((m.group(2) or "").lower(), 1.0)
    return value if value > 0 else None


def _optimizer(text: str) -> tuple[str, bool]:
    if ADAM.search(text):
        return "adam", True
    if ADAGRAD.search(text):
        return ("adagrad", True) if not ROWWISE.search(text) else ("rowwise_adagrad", True)
    return ("sgd", True) if SGD.search(text) else ("rowwise_adagrad", False)


def run_length(text: str) -> float | None:
    """A run's stated wall hours ("a week of training" 168, "train for 3 days" 72, 训练一周 168, 訓練兩個星期 336);
    None when none is said. A cadence is no run length (每两周训练一次, "every 2 weeks", "once a week"), nor is the
    span of the data ("90 days of training data", 90天的训练数据)."""
    t = text or ""
    m = next((m for m in RUN_LENGTH.finditer(t) if not _NOT_A_RUN_BEFORE.search(t[:m.start()])
              and not _NOT_A_RUN_AFTER.match(t, m.end())), None)
    if not m:
        return None
    n, unit = [g for g in m.groups() if g is not None][:2]
    count = float(_WORD_N.get(n.lower()) or n)
    per = next((p for p, rx in _PER_RX if rx.search(unit)), "week")
    return length_hours(count, per)


def recsys_job(w: Workload, text: str) -> RecJob | None:
    """The recommender training the message asks for, with the figures it gives (the workload's examples when the
    text's count is read there); None when it asks no recommender training."""
    t = text or ""
    if not trains_recommender(t):
        return None
    d = w.dataset
    examples = _figure(EXAMPLES, t) or (d.amount if d is not None and d.unit in ("examples", "samples", "rows")
                                        and d.amount > 0 else None)
    m = DIM.search(t)
    dim = int(m.group(1) or m.group(2)) if m else None
    opt, said = _optimizer(t)
    rows = _figure(ROWS, t) or ((_figure(USERS, t) or 0.0) + (_figure(ITEMS, t) or 0.0)) or None
    return RecJob(examples, rows, dim or None, 2 if HALF.search(t) else 4, opt, said, bool(NIGHTLY.search(t)),
                  w.checked_gpu or w.gpu_preference, w.checked_gpu_count or w.num_gpus, run_length(t))
