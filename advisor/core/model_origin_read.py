"""Models from PRC developers ruled out in words ("no mainland-China model", "avoid Chinese models", 老細話唔用大陸
model, 不用国产模型, 不要中國的模型) → Workload.avoid_prc_models; the thread's PRC model is then swapped for the nearest
non-PRC one (tools.model_origin.to_non_prc, applied where a turn is merged). Such a turn was read as a region and
answered "nothing changed" on the same Qwen model."""

from __future__ import annotations

import re
from typing import Any

_NOT = (r"(?:唔用|唔要|唔好用|不用|不要|别用|別用|避免|避開|避开|禁用|不能用|不可以用|唔可以用|唔准用|不准用|排除|\bno\b|\bnot\b"
        r"|\bavoid|\bwithout\b|\bdon'?t\s+(?:want|use)|\bcan(?:'?t|not)\s+use|\bmust\s+not\s+use|\bnot\s+allowed\s+to\s+use"
        r"|\bexclude|\bban(?:ned)?|\bnothing\s+from)")
_PRC = (r"(?:大陸|大陆|中國|中国|国产|國產|内地|內地|\bmainland(?:[\s-]+china)?|\bchinese|\bprc\b|\bchina(?:[\s-]+made)?)")
# the developer said between the place and the model: 中國公司的模型, 大陸廠商嘅model, Chinese companies' models
_MAKER = (r"(?:\s*(?:公司|廠商|厂商|企業|企业|開發商|开发商|團隊|团队|廠牌|厂牌|品牌|(?:ai\s+)?(?:compan(?:y|ies)|vendors?"
          r"|developers?|labs?|firms?|makers?)(?:'s|')?))?")
_MODEL = (_MAKER + r"(?:\s*(?:嘅|的|出嘅|出的|做嘅|做的|开发的|開發的|-?made|-?origin|-?developed|based))?\s*"
          r"(?:models?|模型|llms?|\bai\b)")
# the model before its maker: "no models from Chinese companies", "not allowed to use models made by PRC developers"
_FROM = (_NOT + r"[^,.;!?\n]{0,12}?\b(?:models?|llms?)\s+(?:from|by|made\s+by|developed\s+by|built\s+by|of)\s+"
         r"(?:a\s+|any\s+|the\s+)?" + _PRC + _MAKER)
AVOID_PRC = re.compile(r"(?i)" + _NOT + r"[^,.;!?，。；！？\n]{0,12}?" + _PRC + _MODEL + r"|" + _FROM
                       + r"|(?i:\bnon[\s-]+(?:chinese|prc)\s+(?:models?|llms?))")


def read_avoid_prc(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """`avoid_prc_models` when the message rules out models from PRC developers (AVOID_PRC); the words are blanked
    (same length) so no region or negation reader takes "mainland" / 大陸 from them."""
    m = AVOID_PRC.search(t)
    if m is None:
        return {}, []
    ctx.text = t[:m.start()] + " " * (m.end() - m.start()) + t[m.end():]  # no region or model reader takes it
    return {"avoid_prc_models": True}, [m.span()]


# a developer's own hosted API weighed ("DeepSeek 官方 API", "官方API最平", "the official DeepSeek API", "DeepSeek's API")
OFFICIAL_API = re.compile(r"(?i)官方\s*(?:的\s*)?(?:api|接口|介面)|官網\s*api|官网\s*api|\bofficial\s+(?:\w+\s+)?api\b"
                          r"|\bdeepseek(?:'s)?\s+(?:own\s+|hosted\s+|cloud\s+)?api\b|(?:api|platform)\.deepseek\.com")
# customers' data said of the job (a finance firm's loan files, a clinic's patients): personal data sent to the API
# the API's own model named back as what is self-hosted ("self-hosting it", "run the same model ourselves",
# 自己部署它, 同一個模型): the user names the model to size, so no team-sized stand-in replaces it
SAME_MODEL = re.compile(r"(?i)\bself[\s-]*host(?:ing|ed)?\s+(?:it|that|them|the\s+same(?:\s+(?:model|one))?)\b"
                        r"|\b(?:host|run)(?:ning|ing)?\s+(?:it|the\s+same\s+(?:model|one))\s+(?:ourselves|myself|"
                        r"in[\s-]+house|on\s+our\s+own)|同一[个個隻只]?模型|(?:自己|自行)(?:部署|搭|架|跑|托管|託管)(?:它|佢|呢個模型|这个模型|這個模型)")
CUSTOMER_DATA = re.compile(r"(?i)\bcustomers?'?\s+(?:personal\s+)?(?:data|files?|documents?|records?|information|details)"
                           r"|\bclients?'?\s+(?:personal\s+)?(?:data|files?|documents?|records?|information)|\bloan\s+"
                           r"(?:files?|documents?|applications?)|\bpatients?'?\s+(?:data|records?|notes?)"
                           r"|客戶(?:的)?(?:資料|文件|檔案|個人資料|資訊)|客户(?:的)?(?:资料|文件|档案|个人信息|信息)"
                           r"|貸款文件|贷款文件|病人(?:資料|资料)|病歷|病历")


def read_api_data_flow(t: str, ctx: Any) -> tuple[dict, list]:
    """A PRC developer's own API weighed for customers' personal data: the data-flow ⚠️ line (tools.model_origin.
    api_data_flow) as a note, first; the place is Hong Kong when the message is (its words or Cantonese) or a stated
    tag says so. Nothing read into the workload."""
    from advisor.core.personal_data_read import personal_data
    from advisor.core.public_sector_read import HONG_KONG_MACAU
    from catalog import registry
    from tools.model_origin import api_data_flow, team_self_host, team_sized, version_named

    src = ctx.whole or ctx.unmasked or t
    name = str(ctx.fields.get("model") or ctx.thread_model or "")
    if not name or not OFFICIAL_API.search(src):
        return {}, []
    personal = CUSTOMER_DATA.search(src) is not None or personal_data(src) is not None
    tags = [str(x).lower() for x in (*(ctx.fields.get("regions") or []), *ctx.out.assumed.get("located", []))]
    place = "hk" if "hk" in tags or HONG_KONG_MACAU.search(src) else ""
    models = [registry.get(n) for n in registry.names()]
    avoid = bool(ctx.fields.get("avoid_prc_models"))
    asked = registry.get(name) if name in registry.names() else None
    # the API's family default read from this message alone ("DeepSeek 官方 API"), no model of their own named: the
    # self-host is sized on a ~30 B-class model for the team (tools.model_origin.team_self_host), said as assumed
    sized = (team_self_host(name, version_named(name, src, asked.published_params if asked else None), avoid, models)
             if ctx.fields.get("model") and not SAME_MODEL.search(src) else None)
    here = bool(sized and personal and place == "hk" and not ctx.fields.get("regions"))
    line = api_data_flow(name, personal, place, avoid, models, sized or "", here)
    if line is None and sized:
        line = team_sized(name, sized, models)
    if line is not None:
        ctx.out.said(line)  # with its code and figures: the answer's plan is put into it (plan_in_notes)
        ctx.out.notes.insert(0, ctx.out.notes.pop())  # first of the notes: it leads the answer
    got: dict = {"model": sized} if sized else {}
    if here:
        got["regions"] = ["hk"]  # the customers' data kept where the firm is: the self-host priced in Hong Kong
    return got, []


def plan_in_notes(notes: list[str], e: Any, rec: Any, lang: str) -> list[str]:
    """The shown notes with a self-host note (tools.model_origin.SELF_HOST_NOTES) said again with the answer's own
    plan (tools.model_origin.with_plan: its card count, card and precision), in place: the note read before the plan
    was sized must not name a plan of its own ("one 48 GB card at FP8" above a pick of 2 × A40 at BF16)."""
    from tools.model_origin import SELF_HOST_NOTES, with_plan
    from tools.schema import Msg

    ids = getattr(e, "note_ids", {})
    out = list(notes)
    for en, nid in ids.items():
        if nid.code not in SELF_HOST_NOTES:
            continue
        was = Msg(code=nid.code, args=dict(nid.args))
        now = with_plan(was, rec)
        if now is was:
            continue
        zh = lang.startswith("zh")
        shown = e.zh_notes.get(en, en) if zh else en
        out = [now.text("zh" if zh else "en") if n == shown else n for n in out]
    return out
