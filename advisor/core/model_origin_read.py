"""Models from PRC developers ruled out in words ("no mainland-China model", "avoid Chinese models", 老細話唔用大陸
model, 不用国产模型, 不要中國的模型) → Workload.avoid_prc_models; the thread's PRC model is then swapped for the nearest
non-PRC one (tools.model_origin.to_non_prc, applied where a turn is merged). Such a turn was read as a region and
answered "nothing changed" on the same Qwen model."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.public_sector_read import HONG_KONG_MACAU

_NOT = (r"(?:唔用|唔要|唔好用|不用|不要|别用|別用|避免|避開|避开|禁用|不能用|不可以用|唔可以用|唔准用|不准用|排除"
        r"|不得(?:使)?用|禁止(?:使)?用|不(?:准|许|許|允许|允許|能|可)使用|不可用|唔俾用|\bno\b|\bnot\b"
        r"|\bavoid|\bwithout\b|\bdon'?t\s+(?:want|use)|\bcan(?:'?t|not)\s+use|\bmust\s+not\s+use|\bnot\s+allowed\s+to\s+use"
        r"|\bexclude|\bban(?:ned)?|\bnothing\s+from)")
_PRC = (r"(?:大陸|大陆|中國|中国|国产|國產|内地|內地|\bmainland(?:[\s-]+china)?|\bchinese|\bprc\b|\bchina(?:[\s-]+made)?)")
# the developer said between the place and the model: 中國公司的模型, 大陸廠商嘅model, Chinese companies' models
_MAKER = (r"(?:\s*(?:公司|廠商|厂商|企業|企业|開發商|开发商|團隊|团队|廠牌|厂牌|品牌|(?:ai\s+)?(?:compan(?:y|ies)|vendors?"
          r"|developers?|labs?|firms?|makers?)(?:'s|')?))?")
_MODEL = (_MAKER + r"(?:\s*(?:嘅|的|出嘅|出的|做嘅|做的|开发的|開發的|-?made|-?origin|-?developed|based))?\s*"
          r"(?:models?|(?:大|大语言|大語言|语言|語言|开源|開源|ai\s*)?模型|llms?|\bai\b)")
# the model before its maker: "no models from Chinese companies", "not allowed to use models made by PRC developers"
_FROM = (_NOT + r"[^,.;!?\n]{0,12}?\b(?:models?|llms?)\s+(?:from|by|made\s+by|developed\s+by|built\s+by|of)\s+"
         r"(?:a\s+|any\s+|the\s+)?" + _PRC + _MAKER)
# the rule said after the models: 国产模型不行, 中國公司嘅模型唔得, "Chinese models are not allowed"
_AFTER = (r"\s*(?:都|也|亦|係|是|are|is)?\s*(?:不行|不可以|不能用|不准用?|不允许|不允許|禁止使用|禁用|不得使用"
          r"|唔得|唔可以|唔准|唔用得|用唔得|用不得|\b(?:are\s+|is\s+)?(?:not\s+(?:allowed|permitted|ok(?:ay)?|an\s+option)|banned|forbidden"
          r"|prohibited|off[\s-]+the[\s-]+table|a\s+no[\s-]?go)\b)")
# the maker after the models and the rule after both: "models developed by Chinese companies are not allowed"
_FROM_AFTER = (r"\b(?:models?|llms?)\s+(?:from|by|made\s+by|developed\s+by|built\s+by|of)\s+(?:a\s+|any\s+|the\s+)?"
               + _PRC + _MAKER + _AFTER)
AVOID_PRC = re.compile(r"(?i)" + _NOT + r"[^,.;!?，。；！？\n]{0,12}?" + _PRC + _MODEL + r"|" + _FROM
                       + r"|(?i:\bnon[\s-]+(?:chinese|prc)\s+(?:models?|llms?))|" + _PRC + _MODEL + _AFTER + "|"
                       + _FROM_AFTER)
# the reverse: only PRC-developed models (只用国产模型, 淨係用國產模型, "only Chinese models"): no Workload field holds it,
# so the answer says the sized model's developer and that no such filter is applied (read_prc_only)
PRC_ONLY = re.compile(r"(?i)(?:只(?:能|可以|准)?用|只要|淨係用|净系用|淨用|必須用|必须用|一定要用|只考虑|只考慮"
                      r"|\bonly\s+(?:use\s+)?|\bmust\s+(?:be|use)\s+)(?:\s*(?:the\s+)?)" + _PRC + _MODEL)


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
    from catalog import registry
    from tools.model_origin import api_data_flow, team_self_host, team_sized, version_named

    src = ctx.whole or ctx.unmasked or t
    name = str(ctx.fields.get("model") or ctx.thread_model or "")
    if not name or not OFFICIAL_API.search(src):
        if API_ASKED.search(src):  # another API asked ("can we just use the OpenAI API instead"): its own answer
            tags = [str(x).lower() for x in (*(ctx.fields.get("regions") or []), *ctx.out.assumed.get("located", []))]
            read_api_question(src, name, tags, "hk" if "hk" in tags or HONG_KONG_MACAU.search(src) else "", ctx)
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
    if line is None:
        read_api_question(src, name, tags, place, ctx)
    if line is not None:
        ctx.out.said(line)  # with its code and figures: the answer's plan is put into it (plan_in_notes)
        ctx.out.notes.insert(0, ctx.out.notes.pop())  # first of the notes: it leads the answer
    got: dict = {"model": sized} if sized else {}
    if here:
        got["regions"] = ["hk"]  # the customers' data kept where the firm is: the self-host priced in Hong Kong
    return got, []


# whether data may go to a hosted API, asked ("可唔可以send上去DeepSeek官方API", "能不能直接调DeepSeek官方接口", "can we just
# use the OpenAI API instead", "could we send it to Claude's API"): the API's provider is named beside it
API_ASKED = re.compile(
    r"(?i)(?:可唔可以|可不可以|能不能|能唔能|能否|可否|可以|行不行|得唔得|好唔好|要不要|使唔使|直接)[^。？！?!\n]{0,16}?"
    r"(?:send|发|發|传|傳|调|調|用|上传|上傳|丢|丟|交|call)[^。？！?!\n]{0,16}?(?:api|接口|介面)"
    r"|\b(?:can|could|may|should|shall)\s+(?:we|i|our\s+\w+)\s+(?:just\s+|simply\s+|instead\s+)?(?:use|send|call|go\s+with"
    r"|switch\s+to|move\s+to|put)\b[^.?!\n]{0,40}?\bapis?\b|\b(?:is\s+it\s+ok(?:ay)?|allowed)\s+to\s+(?:send|use)\b[^.?!\n]{0,40}?"
    r"\bapis?\b|\b(?:use|call)\s+(?:the\s+)?\w+(?:'s)?\s+api\s+instead\b")
# the API's shape, not its provider: "OpenAI-compatible API", OpenAI 兼容接口, OpenAI 格式
API_SHAPE_ONLY = re.compile(r"(?i)compatib|兼容|相容|\bopenai[\s-]*(?:style|format|spec)|openai\s*(?:格式|协议|協議)")
# the API's provider (catalog/data/api_prices.csv's provider tags) and the name said in the answer
API_PROVIDERS = (("deepseek", "DeepSeek", r"deepseek|深度求索"), ("openai", "OpenAI", r"openai|chatgpt|\bgpt-?[45]"),
                 ("anthropic", "Anthropic", r"anthropic|claude"), ("google", "Google", r"gemini"),
                 ("alibaba", "Alibaba Cloud", r"通义|通義|千问|千問|百炼|百煉|dashscope|阿里云|阿里雲"))


def read_api_question(src: str, model: str, tags: list[str], place: str, ctx: Any) -> None:
    """"May the data go to <provider>'s API?" asked (API_ASKED, or a developer's official API named): the answer's
    line on it (tools.model_origin.api_question): where the provider keeps it (sourced lines only), what that means
    for the user's place (mainland China, Hong Kong, elsewhere), and its list price per 1M tokens where a priced row
    names it (the message's words, or the thread's model: DeepSeek-V3 → deepseek-chat) — never a provider's first row
    guessed for another model. Nothing read into the workload."""
    from catalog.api_prices import api_prices
    from tools.model_origin import api_question
    from tools.places import is_mainland

    low = src.lower()
    if API_SHAPE_ONLY.search(src):
        return  # an OpenAI-compatible endpoint served by vLLM is the self-host's interface, not OpenAI's API
    found = next(((tag, said) for tag, said, rx in API_PROVIDERS if re.search(rx, low)), None)
    if found is None:
        return
    tag, said = found
    rows = [r for r in api_prices() if r.provider == tag]
    m = model.lower()
    row = next((r for r in rows if any(n.lower() in low for n in r.names)), None) or next(
        (r for r in rows if m and any(m.startswith(n.lower()) for n in r.names)), None)
    price = (row.input_per_m, row.output_per_m, row.currency, row.source, row.as_of) if row else None
    where = "cn" if any(is_mainland(x) for x in tags) and place != "hk" else place  # cn-east (Shanghai) is mainland
    line = api_question(tag, said, model, where, price)
    ctx.out.note(line.en, line.zh)
    ctx.out.notes.insert(0, ctx.out.notes.pop())  # first of the notes: the question asked leads the answer


def read_prc_only(t: str, ctx: Any) -> tuple[dict, list]:
    """"Only PRC-developed models" (PRC_ONLY: 只用国产模型, 淨係用國產模型, "only Chinese models") said: no Workload
    field holds that preference, so the answer says it is not applied as a filter and whether the thread's model
    meets it (tools.model_origin.prc_only), never silently ignored. Nothing read into the workload."""
    from catalog import registry
    from tools.model_origin import prc_only

    src = ctx.whole or ctx.unmasked or t
    name = str(ctx.fields.get("model") or ctx.thread_model or "")
    if not PRC_ONLY.search(src) or AVOID_PRC.search(src):
        return {}, []
    row = next((r for r in registry.rows() if r["name"] == name), None)  # no model named: the line says so
    line = prc_only(name, str((row or {}).get("hf_id") or ""))
    ctx.out.note(line.en, line.zh)
    return {}, []


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
