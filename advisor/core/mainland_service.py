"""A service the public reaches in mainland China (a WeChat mini program, an official account, an app or a website
for users in mainland China: 小程序, 公众号, 面向国内用户) says what a buyer must know about where it is hosted: a
website or mini-program domain served from a mainland host needs an ICP filing (ICP 备案) before it goes live, and a
host outside the mainland serves those users across the border (added, variable latency; the route can be throttled
or blocked). Said under a serving answer; an offline batch or a training job for a mainland company is no public
service and says nothing here (its data-law lines: advisor.core.messages.data_law, personal_data)."""

from __future__ import annotations

import re

from tools.schema import Msg, Recommendation

_CN = r"(?:国内|國內|大陆|大陸|内地|內地|中国|中國|境内|境內)"
# users in mainland China: 面向国内用户, 用户都在国内, 國內用戶, "users in mainland China", "Chinese consumers"
MAINLAND_USERS = re.compile(
    r"(?i)面向\s*" + _CN + r"|" + _CN
    + r"\s*(?:的)?\s*(?:c端)?\s*(?:用户|用戶|使用者|客户|客戶|玩家|消费者|消費者|网民|網民|市场|市場)"
    r"|(?:用户|用戶|使用者|客户|客戶|玩家)\s*(?:都|主要|大多|基本)?\s*(?:在|来自|來自)\s*" + _CN
    + r"|\b(?:users?|customers?|consumers?|players|audience|visitors)\s+(?:are\s+|is\s+)?(?:mostly\s+|all\s+)?"
    r"(?:in|from|across)\s+(?:mainland\s+)?china\b|\b(?:chinese|mainland(?:[\s-]china)?|china[\s-]based)\s+"
    r"(?:users|customers|consumers|players|audience|market)\b|\bfor\s+(?:the\s+)?(?:mainland\s+)?china\s+market\b")
# a service reached by the public: a mini program, an official account, an app, a website, H5, a public chatbot
PUBLIC_SERVICE = re.compile(r"(?i)小程序|公众号|公眾號|服务号|服務號|\bapp\b|应用|應用|网站|網站|网页|網頁|\bh5\b"
                            r"|web\s*site|web\s*app|mini[\s-]?program|wechat|微信|抖音|douyin|客服|聊天机器人|聊天機器人"
                            r"|chat\s*bot|\bsaas\b|\bservice\b|服务|服務|\busers?\b|用户|用戶")


def mainland_public(texts: list[str]) -> bool:
    """Does the thread say a service for the public in mainland China (users there and a public-facing service)?"""
    return any(MAINLAND_USERS.search(t) for t in texts) and any(PUBLIC_SERVICE.search(t) for t in texts)


def _in_mainland(region: str) -> bool:
    """A catalog row's region id in mainland China (the gazetteer's mainland areas: cn-shanghai, ap-guangzhou,
    cn-north-4 yes; cn-hongkong, ap-southeast-1 no)."""
    from catalog.places import gazetteer
    from tools.places import is_mainland

    rid = (region or "").lower()
    return any(r.pattern is not None and r.pattern.search(rid) for r in gazetteer().regions if is_mainland(r.tag))


def mainland_service_line(texts: list[str], rec: Recommendation) -> Msg | None:
    """The hosting line of a serving answer for the public in mainland China: the pick in a mainland region → the ICP
    filing it needs; outside → the cross-border path and the filing a mainland host would need. None for batch or
    training, no such users said, or no ranked pick."""
    from tools.defaults import kind_of
    from tools.schema import WorkKind

    if kind_of(rec.workload) != WorkKind.SERVING or not rec.candidates or not mainland_public(texts):
        return None
    top = rec.candidates[0]
    inside = _in_mainland(top.region)
    return Msg(code="mainland_service.inside" if inside else "mainland_service.outside",
               args={"provider": top.provider, "region": top.region or "—"})


# the assessment already said on this turn (tools.data_law's PIPL note, in either language)
_ASSESSMENT_SAID = re.compile(r"数据出境安全评估|网信办安全评估|CAC security assessment")


def _mainland_writer(texts: list[str], located: list[str], simplified: bool) -> bool:
    """The writer is in mainland China: a mainland place said as where they are (`located`), or, with no place said,
    a 简体 thread with no other home in its words (advisor.core.home_country_read: HK$, Cantonese → Hong Kong)."""
    from advisor.core.home_country_read import home_of_writer
    from tools.places import is_mainland

    if located:
        return any(is_mainland(t) for t in located)
    return simplified and all(home_of_writer(t, "zh") is None for t in texts)


def data_exit_line(texts: list[str], rec: Recommendation, located: list[str], said_now: list[str],
                   simplified: bool = False) -> Msg | None:
    """The data-exit line of a mainland thread whose pick is outside mainland China: personal data said anywhere in
    the thread (advisor.core.extract_rules.data_kinds: customers' data, phone numbers, 病历 …) and the writer in the
    mainland (`located`, a regions.csv tag list) → PIPL Art. 38–40 and the CAC's 《数据出境安全评估办法》: sending
    personal information abroad needs a security assessment, a filed standard contract or a certification. A follow-up
    that moves the rental abroad ("那放到新加坡呢？") said nothing of it. The writer is in the mainland when a mainland
    place is said as theirs, or a 简体 thread (`simplified`) says no place (_mainland_writer). None when the pick is in
    the mainland, no personal data is said, the writer is not in the mainland, or this turn's notes already say it
    (`said_now`)."""
    from advisor.core.extract_rules import data_kinds

    if not rec.candidates or _in_mainland(rec.candidates[0].region) or not _mainland_writer(texts, located, simplified):
        return None
    if not any(data_kinds(t) & {"health", "personal"} for t in texts):
        return None
    if any(_ASSESSMENT_SAID.search(n) for n in said_now):
        return None
    top = rec.candidates[0]
    return Msg(code="mainland_service.data_exit", args={"provider": top.provider, "region": top.region or "—"})
