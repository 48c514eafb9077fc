"""One generated item for each of N people ("每天0–6点给5000万用户每人生成一条个性化推送文案", 為500萬會員每人寫一封郵件,
"generate a personalised push message for each of our 50 million users") is a batch of N items, never N people chatting
at once: the people are who each item is for. It was read as 50,000,000 concurrent users, refused ("1 to 1,000,000 at
once"), and the night's job sized as one chat with thinking on. as_per_user_items_text writes the count as the items
("生成5000万条个性化推送文案", "generate 50 million personalised push messages"), so the batch readers read the batch, its
window, its output and its prompt as they read "生成5000万条文案". Reading only: no figures."""

from __future__ import annotations

import re

_NUM = r"(\d[\d,]*(?:\.\d+)?\s*(?:万|萬|亿|億|千|k|K|m|M|million|thousand|billion)?)"
# 给5000万用户每人生成一条 · 為500萬會員每人寫一封 · 给 2000 万个活跃用户各推送一条 (who the items are for, then one each)
_PEOPLE_ZH = r"(?:用户|用戶|客户|客戶|会员|會員|粉丝|粉絲|读者|讀者|买家|買家|顾客|顧客|人)"
PER_PERSON_ZH = re.compile(
    r"(?:给|給|为|為|帮|幫|替|向|对|對)\s*" + _NUM + r"\s*(?:个|個|位|名)?\s*[\u4e00-\u9fff]{0,4}?" + _PEOPLE_ZH
    + r"\s*(?:每人|每个人|每個人|每位|每个用户|每個用戶|每位用户|每位用戶|每个客户|每個客戶|各自|各)\s*(?:都)?\s*(?:要)?\s*"
    r"(?:生成|写|寫|撰写|撰寫|推送|发送|發送|发|發|定制|定製|做)\s*(?:出)?\s*(?:一|1)\s*(条|條|封|份|篇|段|则|則)")
# "generate a personalised push message for each of our 50 million users", "write one email for each of 2M customers"
_NOUN_EN = (r"(?:messages?|push(?:es)?|push\s+notifications?|notifications?|emails?|e-mails?|texts?|sms|descriptions?"
            r"|summar(?:y|ies)|recommendations?|letters?|posts?|captions?|replies|reply|stor(?:y|ies)|copy|copies)")
PER_PERSON_EN = re.compile(
    r"(?i)\b(generat\w*|writ\w*|creat\w*|draft\w*|produc\w*)\s+(?:an?|one)\s+((?:[a-z-]+\s+){0,3}?)(" + _NOUN_EN + r")"
    r"\s+(?:for|to)\s+(?:each\s+of\s+|every\s+one\s+of\s+|all\s+)?(?:our\s+|the\s+|their\s+|its\s+)?" + _NUM
    + r"\s+((?:[a-z-]+\s+)?(?:users|customers|members|subscribers|people|readers|buyers|shoppers|clients|accounts))\b")


# the generating verb written before the count, as the batch readers read it (生成5000万条)
_VERB_ZH = "生成"


def _plural(noun: str) -> str:
    """The item noun in the plural the batch readers count ("message" → "messages", "summary" → "summaries")."""
    low = noun.lower()
    if low.endswith(("s", "copy", "copies", "sms")) and not low.endswith("ss"):
        return noun
    if low.endswith("y"):
        return noun[:-1] + "ies"
    return noun + "es" if low.endswith(("sh", "ch", "x")) else noun + "s"


def as_per_user_items_text(t: str) -> str:
    """The message with one generated item for each of N people written as N items (module docstring); else as it was."""
    if not t:
        return t
    t = PER_PERSON_ZH.sub(lambda m: _VERB_ZH + m.group(1) + m.group(2), t)
    # the count right before its noun, the words that describe it after ("generate 3 million emails, personalised
    # recommendation, for customers"): the batch readers count a noun at most a word or so after the number
    return PER_PERSON_EN.sub(lambda m: f"{m.group(1)} {m.group(4)} {_plural(m.group(3))}"
                             + (f", {m.group(2).strip()}," if m.group(2) else "") + f" for {m.group(5)}", t)
