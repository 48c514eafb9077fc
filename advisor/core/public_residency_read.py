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
            or ctx.fields.get("regions"):
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
