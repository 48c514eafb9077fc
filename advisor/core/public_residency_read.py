"""Public-sector data is residency-bound by default: a government office, a county or city office, a land or household
registry, an archive ("地政事務所", "縣政府", "city council", 档案馆) asking with no place to keep the data is answered in
its own country, with marketplace hosts left out, and the answer says it assumed so (the user may lift it by naming a
place). Where the country is: a stated or located place, then the writer's money and words (home_country_read), then
the agency's place (public_sector_read.agency_place: 繁體 outside Hong Kong → Taiwan). With no place at all (English,
no cue) nothing is set and the note says to check the agency's own rules on where its data may go."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.home_country_read import home_of_writer
from advisor.core.public_sector_read import HONG_KONG_MACAU, PUBLIC_USER, agency_place

# public records offices the agency words miss: land and household registries, archives, county / city offices
RECORDS_OFFICE = re.compile(r"(?i)\bland\s+(?:office|registry|registration)|\barchives?\b|\b(?:county|city|town|district)"
                            r"\s+(?:office|hall|council)|地政|户政|戶政|档案馆|檔案館|档案局|檔案局|县政府|縣政府|市政府"
                            r"|公所|国史馆|國史館")
# a power grid or utility (critical infrastructure: a state grid's load data is the operator's, kept in the country and
# usually on its own or a dedicated cloud): "省电力公司", "国家电网", "供电局", "台電公司", "grid operator", "electric utility"
GRID_UTILITY = re.compile(r"(?i)\b(?:power|electric(?:ity)?|electrical)\s+(?:grid\s+)?(?:utilit(?:y|ies)|grid\s+operator"
                          r"|distribution\s+(?:company|operator))|\bgrid\s+operator\b|\btransmission\s+system\s+operator"
                          r"|\bstate\s+grid\b|电网|電網|电力公司|電力公司|供电公司|供電公司|供电局|供電局|电力局|電力局"
                          r"|台湾电力|台灣電力|臺灣電力|台電公司|臺電公司")  # not a bare 台电 (一台电脑) or 台区 (平台区域)


def read_public_residency(t: str, ctx: Any) -> tuple[dict, list]:
    """`ctx` is extract_rules.Context (not imported: extract_rules imports this module). Sets regions and
    data_residency (and leaves marketplace hosts out) only where no place and no residency rule was read."""
    from tools.schema import Msg

    src = ctx.whole or ctx.unmasked or t
    grid = not (PUBLIC_USER.search(src) or RECORDS_OFFICE.search(src)) and GRID_UTILITY.search(src) is not None
    if not (PUBLIC_USER.search(src) or RECORDS_OFFICE.search(src) or grid) or ctx.fields.get("data_residency") \
            or ctx.fields.get("regions") or ctx.unmapped_rent:  # a stated place, even one with no region here, wins
        return {}, []
    tag = _home(src, ctx)
    if not tag:
        msg = Msg(code="public_residency.grid_check_rules" if grid else "public_residency.check_rules")
        ctx.out.note(msg.en, msg.zh)
        return {}, []
    msg = Msg(code="public_residency.grid_assumed" if grid else "public_residency.assumed",
              args={"place": tag, "taiwan": tag == "tw"})
    ctx.out.note(msg.en, msg.zh)
    ctx.out.assumed.pop("located", None)  # now a requirement, not an assumption
    return {"regions": [tag], "data_residency": True, "exclude_marketplace": True}, []


def _home(src: str, ctx: Any) -> str:
    """The agency's country as a regions.csv tag, "" where nothing says it."""
    located = [str(x) for x in ctx.out.assumed.get("located", [])]
    if located:
        return located[0]
    home = home_of_writer(src, ctx.script)
    if home is not None:
        return home[0]
    budget = ctx.fields.get("budget")
    place = agency_place(src, [], ctx.script, str(getattr(budget, "currency", "") or ctx.out.currency or ""))
    if place == "prc" or place is None:
        return "hk" if HONG_KONG_MACAU.search(src) else "cn"
    return place


# Personal or regulated data said of the job (call recordings, medical records and patients, insurance claims and
# policies, customer files, ID cards, financial transactions), matched on the reader's 简体-folded text and as typed. A
# mainland writer with no place said is priced in mainland China (PIPL Art. 38-40: personal information sent abroad
# needs the CAC's security assessment, a filed standard contract or a certification), a Taiwan writer in Taiwan (個資法
# Art. 4, 21: the commissioning firm supervises its cloud; sector regulators restrict overseas outsourcing), a Hong
# Kong writer only told (PDPO s. 33, the transfer bar, is not in force); an English writer only told to check.
REGULATED_ZH = re.compile(r"(?:通话|通話|电话|電話|客服|坐席|客户|客戶|呼叫中心|热线|熱線)[^，。,.！？!?]{0,8}(?:录音|錄音)"
                          r"|病历|病歷|病人|患者|理赔|理賠|保单|保單|被保险人|被保險人|投保人"
                          r"|客户(?:资料|信息|数据)|客戶(?:資料|資訊|信息|數據)|个人信息|個人信息|个人资料|個人資料|个资|個資"
                          r"|身份证|身份證|身分證|金融交易|交易(?:流水|记录|紀錄|記錄)|银行流水|銀行流水|征信|徵信")
REGULATED_EN = re.compile(r"(?i)\b(?:call|customer|patient)\s+(?:call\s+)?recordings?|\bmedical\s+records?|\bpatients?\b"
                          r"|\b(?:insurance\s+)?claims?\s+(?:files?|documents?|forms?|photos?)|\bpolicy\s*holders?"
                          r"|\bpersonal\s+(?:data|information)\b|(?-i:\bPII\b)|\bID\s+cards?\b|\bpassports?\b"
                          r"|\b(?:bank|card|financial)\s+transactions?\b|\bcustomers?'?\s+(?:data|records?|files?)")
# who holds such data: said after the data words found ("医院 … 病历" quotes 病历); a hospital's own data is its patients'
HOLDER = re.compile(r"(?i)\bhospitals?\b|\bclinics?\b|医院|醫院|诊所|診所")
_NOT_BEFORE = re.compile(r"(?i)(?:\bno|\bnot|\bwithout|\bnon-?|不含|不包含|不涉及|没有|沒有|冇|无|無|唔涉及)\s*$")
PERSONAL_KEPT = ("cn", "tw")  # homes where the data is kept and priced; elsewhere the note only


def regulated_words(src: str) -> str | None:
    """The first personal or regulated data words said (REGULATED_ZH, REGULATED_EN), else the holder's (HOLDER: a
    hospital's or a clinic's own data is its patients'), not under a negation; None otherwise."""
    for rx in ((REGULATED_ZH, REGULATED_EN), (HOLDER,)):
        for m in sorted([h for r in rx for h in r.finditer(src)], key=lambda m: m.start()):
            if not _NOT_BEFORE.search(src[max(0, m.start() - 12):m.start()]):
                return m.group(0)
    return None


def read_personal_residency(t: str, ctx: Any) -> tuple[dict, list]:
    """Personal or regulated data with no place and no residency rule said (read after the providers): a 简体
    writer's kept in mainland China, a 繁體 Taiwan writer's in Taiwan (regions, data_residency, marketplaces out) and
    the assumption said in one line; a provider named outside that home is priced as asked with the law on sending
    the data there said; a Hong Kong writer and an English one get the note only. A public body's or a grid's data is
    read_public_residency's (its note is said once)."""
    from catalog.places import china_providers
    from tools.schema import Msg

    src = ctx.whole or ctx.unmasked or t
    said = regulated_words(src)
    if PUBLIC_USER.search(src) or RECORDS_OFFICE.search(src) or GRID_UTILITY.search(src) or said is None:
        return {}, []
    if ctx.fields.get("data_residency") or ctx.fields.get("regions") or ctx.fields.get("buy_server") \
            or ctx.fields.get("owned_gpus") or ctx.unmapped_rent:
        # a stated place always wins (one with no region here too: Vietnam, unpriced_place's reference); a box on the
        # user's own site or cards they own keep the data there
        return {}, []
    named = [*(ctx.fields.get("providers") or []), *([ctx.fields["checked_provider"]] if ctx.fields.get("checked_provider")
                                                     else [])]
    tag = _home(src, ctx) if ctx.script in ("zh", "zh-Hant") else ""  # an English writer: the note only
    if tag in PERSONAL_KEPT and named and not (tag == "cn" and set(named) <= china_providers()):
        msg = Msg(code="public_residency.personal_named", args={"place": tag, "taiwan": tag == "tw", "said": said})
        ctx.out.note(msg.en, msg.zh)  # the provider named is priced as asked, the law on sending the data said
        return {}, []
    if tag in PERSONAL_KEPT:  # a mainland cloud named (只能用阿里云) is kept to its mainland regions
        msg = Msg(code="public_residency.personal_assumed", args={"place": tag, "taiwan": tag == "tw", "said": said})
        ctx.out.note(msg.en, msg.zh)
        ctx.out.assumed.pop("located", None)  # now a requirement, not an assumption
        return {"regions": [tag], "data_residency": True, "exclude_marketplace": True}, []
    msg = Msg(code="public_residency.personal_hk", args={"said": said}) if tag == "hk" else \
        Msg(code="public_residency.personal_check_rules", args={"said": said})
    ctx.out.note(msg.en, msg.zh)
    return {}, []
