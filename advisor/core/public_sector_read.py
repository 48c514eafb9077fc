"""A public-sector user (a government agency, a ministry, a city or county government, a public hospital or school;
政府机关, 公部門, 市政府, 縣政府 …) and where it is (Taiwan first, the US, or the PRC where no warning applies), read so that
a model developed in the PRC is answered with a ⚠️ line first (tools.public_sector.public_sector_line): the rule the
place has, or 'check your agency's rules', and open models of another origin at a similar size. Never a filter.

Why: a Taiwan city government's IT office asked for InternLM3-8B on its own servers and got a plan with no word that
Taiwan's agencies may not use PRC-brand ICT products."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tools.schema import Msg

# who the user is: an agency of a government or a public body (words of the user's own organisation; a subsidy
# "政府补贴" or a "government grant" is not one)
PUBLIC_USER = re.compile(
    r"(?i)\bgovernment\s+(?:agenc|department|office|bod|ministr|unit|IT\b)|\b(?:city|county|state|federal|local|municipal"
    r"|provincial|national|central)\s+government\b|\bministry\b|\bmunicipalit|\bcity\s+(?:hall|council)\b"
    r"|\bpublic\s+(?:sector|hospital|school|universit|agenc|utilit|administration|body)|\bstate[\s-]owned\b"
    r"|\bfederal\s+(?:agenc|department)|\bgov(?:ernment)?\s+agenc|\b(?:we\s*(?:'re|are)|i\s+work\s+(?:at|for|in))\s+"
    r"(?:a|an|the)\s+(?:\w+\s+){0,2}(?:agency|department|ministry|bureau)\b"
    r"|政府(?!补贴|補貼|补助|補助|资助|資助|采购网|採購網)|机关|機關|公部门|公部門|公务|公務|公立|国营|國營|公营|公營|区公所|區公所"
    r"|乡公所|鄉公所|镇公所|鎮公所|市府|县府|縣府|部会|部會|资讯处|資訊處|信息中心|行政院|卫生局|衛生局")
# a supplier to the military (國防相關零件的公司, a defense contractor, 军工企业): the same origin rules reach its work
# through its contracts (tools.public_sector: sector "defence")
DEFENCE = re.compile(r"(?i)\bdefen[cs]e\s+(?:contractor|supplier|industr|compan|firm|manufactur|sector|parts|related"
                     r"|supply)|\bmilitary\s+(?:contractor|supplier|customer)|\bDoD\s+contractor|\bITAR\b|\bCMMC\b"
                     r"|國防|国防|軍工|军工|軍方|军方|軍品|军品|中科院|國軍|国军")
# Taiwan's names are the tw row of catalog/data/regions.csv and its money words the TWD row of fx.csv (_taiwan); the
# cities stay here, not in the gazetteer: a city said in passing ("我住高雄，週末去墾丁玩", "今天新竹風好大") is no place to
# rent in, while an agency's city places the agency. Then the agency words (the ministry of digital affairs, the chief
# information security officer, the Executive Yuan).
TAIWAN_CITIES = (r"\bkaohsiung|\btaichung|\btainan|\bhsinchu|新北|桃园|桃園|台中|臺中|台南|臺南|高雄|新竹|嘉义|嘉義|基隆"
                 r"|宜兰|宜蘭|花莲|花蓮|台东|臺東|屏东|屏東|苗栗|彰化|南投|云林|雲林|澎湖|金门|金門")
TAIWAN_AGENCY = r"数位发展部|數位發展部|数发部|數發部|资安长|資安長|行政院"


@lru_cache(maxsize=1)
def _taiwan() -> re.Pattern[str]:
    """Taiwan said in a message: a name of the gazetteer's tw row (a Latin name at a word's start: "Taiwanese"; a
    two-letter one whole: "tw"; never the "Republic of China" inside "People's Republic of China"), a TWD word or
    sign (NT$, 新台幣), one of Taiwan's cities (TAIWAN_CITIES) or agency words (TAIWAN_AGENCY)."""
    from advisor.core.extract_words import currency_symbols, currency_words
    from catalog.places import regions

    names = next(r.names for r in regions() if r.tag == "tw")
    def one(w: str) -> str:
        if not (w[0].isascii() and w[0].isalpha()):
            return re.escape(w)
        said = r"\b" + r"\s+".join(map(re.escape, w.split())) + (r"\b" if len(w) <= 3 and w[-1].isalnum() else "")
        return r"(?<!people's\s)(?<!peoples\s)" + said if w.startswith("republic") else said
    words = sorted({*names, *currency_words(("TWD",)), *currency_symbols(("TWD",))}, key=len, reverse=True)
    return re.compile(r"(?i)" + "|".join(map(one, words)) + "|新臺幣|" + TAIWAN_CITIES + "|" + TAIWAN_AGENCY)


# Hong Kong or Macau by name, or written in Cantonese (我哋, 嘅, 喺 …: a 繁體 message in Cantonese is not Taiwan's)
HONG_KONG_MACAU = re.compile(r"(?i)\bhong\s*kong|\bmaca[uo]\b|香港|港府|特区|特區|澳门|澳門"
                             r"|我哋|我地|佢哋|嘅|喺|咗|唔係|係咪|點樣|点样")
# an agency in the mainland said in English ("a Chinese provincial government", "a city bureau in Hangzhou"), where
# the place reader finds no tag
MAINLAND = re.compile(r"(?i)\bmainland\s+china|\bin\s+(?:the\s+)?(?:PRC|china)\b|\bchinese\s+(?:government|state|ministry|city"
                      r"|municipal|provincial|province|county|public)|\b(?:beijing|shanghai|shenzhen|guangzhou|hangzhou"
                      r"|chengdu|wuhan|nanjing|tianjin|chongqing)\b")
UNITED_STATES = re.compile(r"(?i)\bfederal\b|\bU\.?S\.?\s+(?:government|agenc|department)|\bFedRAMP\b|\bstate\s+agenc"
                           r"|\bcounty\b|美国政府|美國政府|联邦|聯邦")


def agency_place(t: str, tags: list[str], script: str, currency: str) -> str | None:
    """Where a public-sector user is: "tw", "us", "prc" (mainland, Hong Kong, Macau: no warning) or "" (not known,
    the generic line); None when the place says nothing and the message is in Simplified Chinese (read as a mainland
    agency: no warning). Stated tags first, then the words (a Taiwan city, NT$, 資安長), then a Traditional-script
    message outside Hong Kong and Macau (Taiwan's agencies write 繁體; "市政府資訊處" with no place is Taiwan's)."""
    from tools.places import is_mainland

    low = [x.lower() for x in tags]
    if "tw" in low or currency == "TWD" or _taiwan().search(t):
        return "tw"
    if any(is_mainland(x) or x in ("hk", "mo") for x in low) or HONG_KONG_MACAU.search(t) or MAINLAND.search(t):
        return "prc"
    if any(x == "us" or x.startswith("us-") for x in low) or UNITED_STATES.search(t):
        return "us"
    if script == "zh-Hant":
        return "tw"
    return None if script == "zh" else ""


def read_public_sector(t: str, ctx: Any) -> tuple[dict, list]:
    """A public-sector user asking for a model developed in the PRC: the ⚠️ line (tools.public_sector) as a note,
    first among the notes; the plan is still sized for the model asked. `ctx` is extract_rules.Context (not imported:
    extract_rules imports this module); nothing is read into the workload ({}, [])."""
    src = ctx.whole or ctx.unmasked or t
    name = str(ctx.fields.get("model") or ctx.thread_model or "")  # a later turn saying who they are keeps the model
    defence = not PUBLIC_USER.search(src) and DEFENCE.search(src) is not None
    if not name or not (PUBLIC_USER.search(src) or defence):
        return {}, []
    budget = ctx.fields.get("budget")
    currency = str(getattr(budget, "currency", "") or ctx.out.currency or "")
    tags = [str(x) for x in (*(ctx.fields.get("regions") or []), *ctx.out.assumed.get("located", []))]
    place = agency_place(src, tags, ctx.script, currency)
    if place is None or place == "prc":
        return {}, []
    said = any("Executive Yuan bars" in n for n in ctx.out.notes)
    line = _line(name, ctx.fields.get("params_b"), place, deepseek_said=said, sector="defence" if defence else "public")
    if line is not None:
        ctx.out.note(line.en, line.zh)
        ctx.out.notes.insert(0, ctx.out.notes.pop())  # first of the notes: it leads the answer
    return {}, []


def _line(name: str, params_b: float | None, place: str, deepseek_said: bool, sector: str = "public") -> Msg | None:
    """The line for the model named: a registry model, or a name the registry does not hold (Qwen4-14B) with the
    size read from it (`params_b`, a generic architecture of that size: tools.arch.derive_arch); its origin by its
    name, or by the organisation of a Hub id ("internlm/…")."""
    from catalog import registry
    from tools.arch import derive_arch
    from tools.defaults import params_from_billions
    from tools.public_sector import public_sector_line

    try:
        asked = registry.get(name)
    except Exception:  # not held: sized from the name's size (no size: no alternatives, the line all the same)
        shape = derive_arch(params_from_billions(params_b or 1))  # the shape only: the size is the name's, or none
        size = params_from_billions(params_b) if params_b else None
        asked, hf_id = shape.model_copy(update={"name": name.split("/")[-1], "published_params": size}), name
        return public_sector_line(asked, hf_id, place, [registry.get(n) for n in registry.names()], deepseek_said,
                                  sector)
    hf_id = next((str(r.get("hf_id") or "") for r in registry.rows() if r.get("name") == asked.name), "")
    models = [registry.get(n) for n in registry.names()]
    return public_sector_line(asked, hf_id, place, models, deepseek_said, sector)
