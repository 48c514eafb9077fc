"""A short follow-up that asks about the plan already answered: how long it takes, what it costs, how many cards
("how long?", "how much?", "how many GPUs?", 要多久 / 多少钱 / 几张卡, 繁體 多少錢, Cantonese 要幾耐 / 幾錢 / 幾多張卡; the first
token and each user's speed: "how fast is the first token?", 首token要多快, 每个用户多快, 幾快).

Before, such a turn stated no fact, so the chat said "I didn't catch a change" and dropped the question. It is now
answered from the last answer's own figures (the pick's count of cards, its price, the job's time or the serving
speeds the recommender computed): no new number is made here. A message that also states a fact ("幾多張 H100 先夠跑
Llama-3.1-405B") is a new question and goes through the reader as before.
"""

from __future__ import annotations

import re

from advisor.core.messages import word
from advisor.core.units import duration_text, money
from tools.offers import wall_hours
from tools.schema import Candidate, Msg, Recommendation, WorkKind

# the whole message is the question (a lead word, the question, a particle, a question mark); one table, one row a kind
_LEAD = r"(?i)^\s*(?:(?:and|so|ok|okay|then|but)\s*,?\s*|那|咁|噉|所以|那么|那麼)?\s*"
_END = r"\s*(?:呢|啊|呀|嗎|吗|嘛|喎|㗎|to\s+run(?:\s+it)?|for\s+(?:it|that|this))?\s*[?？!.。]*\s*$"
# the first token and the per-user speed ("首token要多快" was "no change read"): before "time", so
# 首token要多久 asks for the first token, not the job's length
_FIRST = r"(?:首\s*(?:个|個)?\s*(?:token|tok|字)|第一个\s*(?:token|字)|第一個\s*(?:token|字))"
_HOW_FAST = r"(?:要|需要|得|有|係|是)?\s*(?:多快|幾快|几快|多久|幾耐|几耐|多长时间|多長時間|几秒|幾秒|多少秒|幾多秒|几多秒)"
_LAT_WORD = r"(?:延迟|延遲|时间|時間|耗时|耗時)"
ASKED: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("ttft", re.compile(_LEAD + r"(?:(?:how\s+(?:fast|quick|soon)|how\s+long)\s+(?:is|will|until|till|for|does|do\s+i\s+get)"
                        r"\s+(?:it\s+take\s+to\s+get\s+|get\s+)?(?:the\s+)?first\s+token(?:\s+(?:take|arrive|come|be))?"
                        r"|(?:what(?:'s|\s+is|\s+would\s+be|\s+will\s+be)\s+(?:the\s+)?)?(?:ttft|time\s+to\s+first\s+token"
                        r"|first[\s-]+token\s+(?:latency|time))"
                        r"|" + _FIRST + r"\s*" + _LAT_WORD + r"?\s*(?:" + _HOW_FAST + r"|(?:是)?\s*(?:多少|幾多|几多))"
                        r"|(?:and\s+)?(?:the\s+)?first\s+token\s*\?"
                        r"|" + _FIRST + r"\s*" + _LAT_WORD + r"?(?=\s*(?:呢|嘞|啊)))" + _END)),
    ("speed", re.compile(_LEAD + r"(?:how\s+fast(?:\s+(?:is|will|would)\s+(?:it|that|this)(?:\s+be)?|\s+(?:is|for)\s+"
                         r"(?:each\s+user|per\s+user|the\s+(?:output|generation|decode|answer)))?(?:\s+(?:per|for\s+each)\s+user)?"
                         r"|(?:what(?:'s|\s+is)\s+the\s+)?(?:per[\s-]+user\s+)?(?:speed|throughput)(?:\s+per\s+user)?"
                         r"|(?:每个|每個|每位)?\s*(?:用户|用戶|人)?\s*(?:速度|生成速度|输出速度|輸出速度)?\s*(?:有|係|是)?\s*"
                         r"(?:多快|幾快|几快)|(?:每个|每個|每位)?\s*(?:用户|用戶|人)?\s*(?:速度|生成速度|输出速度|輸出速度)\s*(?:是)?\s*"
                         r"(?:多少|幾多|几多))" + _END)),
    ("time", re.compile(_LEAD + r"(?:how\s+long(?:\s+(?:will|would|does|did)\s+(?:it|that|this|the\s+job)\s+take)?"
                        r"|how\s+much\s+time|how\s+many\s+(?:hours|days)|when\s+(?:will|would)\s+it\s+(?:be\s+)?(?:done|finish)"
                        r"|(?:要|需要|得)?\s*(?:多久|多长时间|多長時間|幾耐|几耐|幾長時間|几长时间|几天|幾天|几个小时|幾個小時"
                        r"|几小时|幾小時)(?:\s*(?:完成|跑完|搞定|訓完|训完|先完|先搞掂))?)" + _END)),
    ("cost", re.compile(_LEAD + r"(?:how\s+much(?:\s+(?:will|would|does|is)\s+(?:it|that|this)(?:\s+cost)?)?"
                        r"|what(?:'s|\s+is|\s+does|\s+would)\s+(?:it|that|this|the)\s*(?:cost|price|bill)\w*"
                        r"|(?:要|需要|得)?\s*(?:花)?\s*(?:多少钱|多少錢|幾錢|几钱|幾多錢|几多钱|多少费用|多少費用|几多银|幾多銀)"
                        r"|(?:价格|價格|费用|費用|成本)\s*(?:是)?\s*(?:多少|幾多|几多))" + _END)),
    ("cards", re.compile(_LEAD + r"(?:how\s+many\s+(?:gpus|cards|graphics\s+cards)(?:\s+(?:do\s+i|will\s+i|would\s+i|does\s+it)"
                         r"\s+need)?|(?:要|需要|得)?\s*(?:几|幾|多少|幾多|几多)\s*(?:张|張|块|塊|個|个)?\s*(?:卡|显卡|顯卡|gpu|GPU))"
                         + _END)),
)


def asked_about_plan(text: str) -> str | None:
    """"ttft", "speed", "time", "cost" or "cards" when the whole message asks that of the current plan, else None; a
    job's "how fast?" is answered with its time, a serving plan's "how long?" with its speeds (plan_fact)."""
    return next((kind for kind, pat in ASKED if pat.match(text or "")), None)


def plan_fact(kind: str, rec: Recommendation, lang: str) -> str:
    """The answer's own figure for the question, then its headline (which names the pick); in the answer's language."""
    top = rec.candidates[0] if rec.candidates else None
    head = rec.headline.text(lang) if rec.headline is not None else ""
    if top is None:
        return head or word(Msg(code="plan_asked.no_plan", args={}), lang)
    return word(Msg(code="plan_asked.fact", args={"line": _fact_line(kind, rec, top, lang), "head": head}), lang)


def _fact_line(kind: str, rec: Recommendation, top: Candidate, lang: str) -> Msg:
    """The pick's cards, its price (and the job's total), the serving speeds asked, the job's wall time, or that
    serving has no end (with its speeds)."""
    cur = rec.currency
    if kind == "cards":
        return Msg(code="plan_asked.cards", args={"n": top.layout.num_gpus, "gpu": top.gpu, "instances": top.instances,
                                                  "provider": top.provider, "instance": top.instance})
    if kind == "cost":
        serving = rec.kind is WorkKind.SERVING  # serving has no job total: it runs for as long as it is rented
        job = rec.cost_table[0].cost.job_on_demand if rec.cost_table and not serving else None
        return Msg(code="plan_asked.cost", args={"hourly": money(top.price_per_hour.amount, cur), "job": Msg(
            code="plan_asked.job_cost", args={"job": money(job, cur)}) if job else None})
    if rec.kind is WorkKind.SERVING and (top.ttft_s if kind == "ttft" else top.per_user_tokens_per_s if kind == "speed"
                                         else None) is not None:
        return serving_figure(kind, top.ttft_s, top.per_user_tokens_per_s)
    if rec.job_hours and rec.kind is not WorkKind.SERVING:  # the wall time the headline says (setup included)
        return Msg(code="plan_asked.job_time", args={"took": duration_text(wall_hours(rec.job_hours), lang)})
    speed = f"{top.per_user_tokens_per_s:,.0f}" if top.per_user_tokens_per_s else None
    ttft = f"{top.ttft_s:.1f}" if top.ttft_s is not None else None
    return Msg(code="plan_asked.no_end", args={
        "speed": Msg(code="plan_asked.no_end_speed", args={"speed": speed}) if speed else None,
        "ttft": Msg(code="plan_asked.no_end_ttft", args={"ttft": ttft}) if ttft else None})


def serving_figure(kind: str, ttft_s: float | None, speed: float | None) -> Msg:
    """The first-token time ("ttft") or each user's speed with the first token ("speed") the serving answer computed,
    at the load it was sized for (every user busy: tools.recommend's headline says the same)."""
    ttft = f"{ttft_s:.1f}" if ttft_s is not None else None
    tps = f"{speed:,.0f}" if speed and kind == "speed" else None
    parts = ([Msg(code="plan_asked.speed", args={"tps": tps})] if tps else []) \
        + ([Msg(code="plan_asked.ttft", args={"ttft": ttft})] if ttft else [])
    return Msg(code="plan_asked.serving", args={"parts": parts})
