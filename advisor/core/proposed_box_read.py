"""A machine someone proposes, put as a question, is a plan to check, never a limit.

"my manager says rent an 8xH100 node. is that right?", "thinking of 4xA100 on GCP, is that overkill? what's cheapest",
老闆說租一台 8 張 A100 的機器，會不會太多？, 我哋諗住喺 AWS 租 4 張 L40S，係咪大材小用？: the card, the count and the cloud are
what the speaker was told or is musing about, so the answer checks that box against the plan and ranks the cheapest
that holds the work (`checked_gpu` / `checked_gpu_count` / `checked_provider`), as a card asked "is that enough?"
already is. A stated limit ("only AWS", "has to be Azure", 只能用 GCP) stays hard: the callers keep their hard words.

Reading only: the words of a proposal (who proposed it, or a musing verb) and the question that checks it.
"""

from __future__ import annotations

import re

# who proposed the box, or a musing verb: "my manager says", "the CTO suggested", "thinking of", "considering",
# "planning to rent", 老板说, 主管建議, 打算租, 考慮租, 諗住 (Cantonese: thinking of)
PROPOSAL_SAID = re.compile(
    r"(?i)\b(?:manager|boss|cto|ceo|lead|team\s*lead|colleague|coworker|co-worker|vendor|consultant|someone|they|he|she"
    r"|it\s+team|our\s+it|the\s+team|(?:sales\s+)?reps?|salesperson|sales\s+(?:guy|team)|account\s+(?:manager|exec(?:utive)?)"
    r"|supplier|integrator|reseller)\s+(?:says?|said|suggests?|suggested|recommends?|recommended|wants?|proposed|proposes"
    # a quote with a price is the buy side's price, not a box to check ("vendor quotes us ~$20k for a 2x RTX 6000 Ada")
    r"|told\s+(?:me|us)|thinks?|(?:quoted?|quotes)(?!\s+(?:(?:us|me)\s+)?(?:~|≈|about\s+|around\s+)?(?:[$€£¥]|hk\$|nt\$|us\$))"
    r"|insists?)\b"
    r"|\b(?:thinking\s+(?:of|about)|considering|planning\s+(?:to|on)|was\s+going\s+to|were\s+going\s+to|leaning\s+towards?"
    r"|the\s+plan\s+is\s+to|we\s+might|maybe\s+(?:we\s+)?(?:rent|get|go\s+with))\b"
    # 厂商报价 15 万元 is a price to buy at, not a plan to check: no 报价 among these verbs
    r"|(?:老板|老闆|主管|经理|經理|领导|領導|上司|同事|老细|老細|供应商|供應商|厂商|廠商|厂家|廠家|销售|銷售|业务员|業務員"
    r"|代理商|集成商|整合商)\s*(?:说|說|话|話|講|讲|建议|建議|想|要求|推荐|推薦)"
    r"|打算|考虑|考慮|諗住|计划租|計劃租|准备租|準備租|想租")
# the question that checks the box: "is that overkill?", "is that right?", "too much?", 会不会太多, 大材小用, 係咪過剩
PROPOSAL_TAG = re.compile(
    r"(?i)\b(?:is\s+(?:that|it|this)\s+(?:really\s+)?(?:overkill|too\s+(?:much|big|many)|right|correct|necessary|needed"
    r"|reasonable|sensible|true|a\s+good\s+(?:idea|call|choice)|the\s+right\s+(?:call|choice|size))"
    r"|overkill|too\s+(?:much|big)\s+for|do\s+(?:we|i)\s+(?:really\s+)?need\s+(?:all\s+)?that)\b"
    r"|(?:会不会|會不會|是不是|系咪|係咪|有没有|有沒有|有冇)\s*(?:太多|太大|太贵|太貴|过剩|過剩|浪费|浪費|大材小用|必要|多余|多餘)"
    r"|大材小用|杀鸡用牛刀|殺雞用牛刀|合不合理|合理吗|合理嗎|对不对|對不對|啱唔啱|是真的吗|是真的嗎|真的吗|真的嗎|係咪真"
    r"|有(?:没有|沒有|冇)?必要|真的(?:需要|要)|真係要|(?:需|需要)不需要")
_ASKS = re.compile(r"(?i)[?？]|吗|嗎|么|麼|呢|\bwhat'?s\b|\bwhats\b|\bwhich\b|\bcheapest\b|係咪|定係|好唔好|最平|最便宜")
# a figure asked of the box, and only that ("how long?", 要租多久, 大概要花多少钱): the box is the plan the figure is asked
# on ("Our lead wants to rent 8x H20 … How long?", 打算在AutoDL上做… 要花多少钱), never a proposal to check (PROPOSAL_TAG is)
_FIGURE_ASKED = re.compile(r"(?i)\bhow\s+(?:long|much|many\s+(?:hours|days))\b|多久|多长时间|多長時間|几天|幾天|幾耐|几耐"
                           r"|多少钱|多少錢|几多钱|幾多錢|花多少|费用多少|費用多少")
_SENTENCE_END = re.compile(r"[.!?。！？](?=\s|$|[^\d])|\n")
# the card asked of the advisor in so many words ("which gpus and total cost?", "what GPU should we use", 用什么卡, 哪種卡,
# 用咩卡): a box proposed in the sentence after is the one to check against that pick, never the pick itself
_CARD_ASKED = re.compile(r"(?i)\b(?:which|what)\s+(?:kind\s+of\s+|type\s+of\s+)?(?:gpus?|cards?|machines?|instances?"
                         r"|servers?|hardware)\b|(?:什么|什麼|哪种|哪種|哪个|哪個|哪款|咩|边种|邊種)\s*(?:gpu|GPU|显卡|顯卡|卡)")


def _sentence(t: str, s: int, e: int) -> tuple[str, str]:
    """The sentence that holds t[s:e] and the sentence after it (a question said next: "… an 8xH100 node. is that
    right?")."""
    start = max((m.end() for m in _SENTENCE_END.finditer(t[:s])), default=0)
    first = _SENTENCE_END.search(t, e)
    end = first.end() if first else len(t)
    second = _SENTENCE_END.search(t, end)
    return t[start:end], t[end:second.end() if second else len(t)]


def _sentence_before(t: str, s: int) -> str:
    """The sentence just before the one that holds t[s] ("which gpus and total cost? boss suggested an 8xH100 node")."""
    ends = [m.end() for m in _SENTENCE_END.finditer(t[:s])]
    if not ends:
        return ""
    return t[(ends[-2] if len(ends) > 1 else 0):ends[-1]]


def proposed_box(t: str, span: tuple[int, int]) -> bool:
    """Is the card or cloud at `span` a proposal put as a question: a checking question (PROPOSAL_TAG) in its sentence
    or the next, or a proposal word (PROPOSAL_SAID) in its sentence with a question in it or the next that asks more than a
    figure on the box (_FIGURE_ASKED: how long, how much)? A proposal word in its sentence after a sentence that asks
    which card (_CARD_ASKED: "which gpus and total cost? boss suggested an 8xH100 node") is one too."""
    here, after = _sentence(t, *span)
    if PROPOSAL_TAG.search(here) or PROPOSAL_TAG.search(after):
        return True
    if _FIGURE_ASKED.search(here) or _FIGURE_ASKED.search(after):
        return False
    if PROPOSAL_SAID.search(here) and _CARD_ASKED.search(_sentence_before(t, span[0])):
        return True  # "which gpus and total cost? boss suggested an 8xH100 node": the pick asked, the box to check
    return bool(PROPOSAL_SAID.search(here) and (_ASKS.search(here) or _ASKS.search(after)))


# a box in the clause: renting, a node, a machine, "8xH100", 租, 8 张, 机器
_BOX_WORD = re.compile(r"(?i)\brent|\bnodes?\b|\bmachines?\b|\bservers?\b|\binstances?\b|\bbox\b|\d\s*[x×]\s*[a-z]"
                       r"|租|机器|機器|服务器|伺服器|实例|實例|张|張|块|塊")


def proposal_not_hearsay(t: str, span: tuple[int, int]) -> bool:
    """Is the clause at `span` ("my manager says rent an 8xH100 node", 老闆說租一台 8 張 A100) a box proposed and put
    as a question (proposed_box), not hearsay to blank: its card, count and workload are the ones to check?"""
    return bool(_BOX_WORD.search(t[span[0]:span[1]])) and proposed_box(t, span)
