"""A public-sector user's rules on the origin of a model: what a government agency in Taiwan (or the US) is told about
software from the PRC, said as a ⚠️ line that leads the answer with open models of another origin at a similar size.
Never a filter: the plan for the asked model is still sized (the agency's information-security officer decides).

The rules, each from its own text (what no source states is worded "check your agency's rules", never asserted):
- Taiwan, PRC-brand ICT products: the Executive Yuan's 「各機關對危害國家資通安全產品限制使用原則」 (2019-04-18, 院臺護字第
  1080171497號) binds central and local agencies, public schools, state-owned enterprises and administrative
  corporations; the Executive Yuan Secretary-General's letter of 2020-12-18 (院臺護長字第1090201804A號) restates that
  ICT products for official use (software, hardware and services) may not be PRC brands; reiterated by 院授數資安字第
  1141000253號 (2025-03-31). Sources: university and school notices quoting the letters (admin.must.edu.tw news 29617;
  nlib.nttu.edu.tw r2566; cloudschool.chc.edu.tw 7471). Whether open weights run offline on an agency's own server
  count as a "PRC-brand ICT product" is not written there: the line says to ask the agency's 資安長.
- Taiwan, DeepSeek: the Ministry of Digital Affairs warned agencies on 2025-01-31 that DeepSeek's AI service is an
  ICT product endangering national security; the Executive Yuan barred public agencies from it on 2025-02-03, with
  research use at public universities on approval, offline (ithome.com.tw/news/167184; bnext.com.tw/article/82152).
- US, DeepSeek: NASA (memo of 2025-01-31: DeepSeek "not authorized for use with NASA's data and information or on
  government-issued devices and networks"; CNBC), the US Navy (an instruction to avoid it), the Commerce Department
  (government-furnished equipment; Reuters) and the states of Texas, Virginia and New York (state devices) restrict
  it; the No DeepSeek on Government Devices Act (H.R. 1121, 2025-02-07) is a bill (covingtonblogs.com 2025-02-17,
  "U.S. Federal and States Governments Moving Quickly to Restrict Use of DeepSeek"). These are about DeepSeek's app
  and service; whether they reach a self-hosted copy of the weights is not stated, so the line says to check.
- Taiwan's own models (named for a Taiwan agency, not in the registry so not sized here): TAIDE
  (huggingface.co/taide/Llama-3.1-TAIDE-LX-8B-Chat, built on Llama 3.1 8B, the TAIDE models community licence) and
  MediaTek Research's Breeze (huggingface.co/MediaTek-Research/Breeze-7B-FC-v1_0, Apache-2.0, a Mistral-7B base).
"""

from __future__ import annotations

from collections.abc import Iterable

from tools.model_origin import PRC, non_prc_alternatives, origin_of
from tools.schema import ModelArch, Msg

TW_PRC_ICT = ("Executive Yuan, Restriction Principles on Products Endangering National Cyber Security (2019); "
              "Executive Yuan Secretary-General's letter No. 1090201804A (2020-12-18); letter No. 1141000253 (2025-03-31)")
TW_DEEPSEEK = "moda.gov.tw warning 2025-01-31; Executive Yuan 2025-02-03 (ithome.com.tw/news/167184)"
US_DEEPSEEK = ("NASA memo 2025-01-31 (CNBC); US Navy; Commerce Dept. (Reuters); Texas, Virginia, New York; "
               "H.R. 1121 a bill (covingtonblogs.com, 2025-02-17)")
TW_LOCAL_SOURCE = ("huggingface.co/taide/Llama-3.1-TAIDE-LX-8B-Chat (TAIDE community licence); "
                   "huggingface.co/MediaTek-Research/Breeze-7B-FC-v1_0 (apache-2.0)")
# the size band in which Taiwan's own 7–8 B models stand in for the asked one (their names' sizes: ×0.5–×2 of 8 B)
TW_LOCAL_BAND = (3.5e9, 16e9)
PRC_PLACES = ("cn", "hk", "mo")  # a user there is not warned about a PRC model's origin


def _rule(place: str, family: str, deepseek_said: bool) -> Msg:
    """The rule line for the user's place: Taiwan's PRC-brand ICT rule (and the DeepSeek bar, unless already said
    beside the answer), the US DeepSeek restrictions, or, where no rule is sourced, 'check your agency's rules'."""
    if place == "tw":
        ds = Msg(code="public_sector.tw_deepseek", args={"source": TW_DEEPSEEK}) \
            if family == "deepseek" and not deepseek_said else None
        return Msg(code="public_sector.tw_rule", args={"source": TW_PRC_ICT, "deepseek": ds})
    if place == "us" and family == "deepseek":
        return Msg(code="public_sector.us_deepseek", args={"source": US_DEEPSEEK})
    return Msg(code="public_sector.check_rules")


def public_sector_line(asked: ModelArch, hf_id: str, place: str, models: Iterable[ModelArch],
                       deepseek_said: bool = False, sector: str = "public") -> Msg | None:
    """The ⚠️ line for a public-sector user asking for a PRC-developed model (tools.model_origin), or None: not a PRC
    model, or a user in the PRC, Hong Kong or Macau. `place` is "tw", "us" or "" (not known). By hand: a Taiwan city
    government and InternLM3-8B (Shanghai AI Laboratory) → Taiwan's PRC-brand ICT rule, ask the 資安長, and
    Llama-3.1-8B / Granite-3.3-8B / Mistral-7B-v0.3 beside TAIDE and Breeze; a US agency and Qwen2.5-32B → check
    your agency's rules, Gemma/Mistral-Small-class alternatives; a Beijing bureau and Qwen → None. `sector`
    "defence": a supplier to the military (a Taiwan defence-parts maker and Qwen3-Coder-30B-A3B → the same rule, and
    that a supplier's contracts carry it: Mistral-Small-3.2-24B / gpt-oss-20b-class alternatives)."""
    o = origin_of(asked.name, hf_id)
    if o is None or o.country != PRC or place in PRC_PLACES:
        return None
    alts = [Msg(code="public_sector.alt", args={"name": m.name, "licence": m.license.name if m.license else ""})
            for m in non_prc_alternatives(asked, models)]
    size = asked.published_params or 0
    local = Msg(code="public_sector.tw_local", args={"source": TW_LOCAL_SOURCE}) \
        if place == "tw" and TW_LOCAL_BAND[0] <= size <= TW_LOCAL_BAND[1] else None
    return Msg(code="public_sector.lead", args={
        "sector": Msg(code="public_sector.sector", args={"sector": sector}),
        "supplier": Msg(code="public_sector.defence_supplier") if sector == "defence" else None,
        "model": asked.name, "developer": Msg(code="public_sector.developer", args={"family": o.family}),
        "origin_source": o.source, "rule": _rule(place, o.family, deepseek_said),
        "alts": alts or None, "none": None if alts else Msg(code="public_sector.no_alt"), "local": local})
