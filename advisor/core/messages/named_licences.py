"""The words of tools/named_licences.py's lines: a named non-LLM model's licence under a business use or an unknown one
(Traditional Chinese is made from the Simplified by OpenCC, as for every answer)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_WAY_EN = {"ultralytics_enterprise": "the Ultralytics Enterprise License",
           "bria_agreement": "a commercial agreement with BRIA",
           "bfl_licence": "a commercial licence from Black Forest Labs",
           "mistral_licence": "a commercial licence from Mistral AI", "cohere_licence": "a commercial licence from Cohere",
           "jina_licence": "a commercial licence from Jina AI"}
_WAY_ZH = {"ultralytics_enterprise": "Ultralytics 企业许可（Enterprise License）", "bria_agreement": "与 BRIA 签订商业协议",
           "bfl_licence": "向 Black Forest Labs 购买商业许可", "mistral_licence": "向 Mistral AI 购买商业许可",
           "cohere_licence": "向 Cohere 购买商业许可", "jina_licence": "向 Jina AI 购买商业许可"}
_ALT_EN = {"whisper_chain": "Whisper for speech recognition, then an Apache-2.0 LLM such as Qwen3 to translate",
           "llm_translate": "an Apache-2.0 LLM such as Qwen3 translating the text"}
_ALT_ZH = {"whisper_chain": "Whisper 做语音识别、再用 Apache-2.0 的大语言模型（如 Qwen3）翻译",
           "llm_translate": "用 Apache-2.0 的大语言模型（如 Qwen3）翻译文本"}


def _alt_en(a: Mapping[str, Any]) -> str:
    return f"{_ALT_EN.get(a['alt'], a['alt'])} ({a['alt_licence']}, {a['alt_source']})"


def _alt_zh(a: Mapping[str, Any]) -> str:
    return f"{_ALT_ZH.get(a['alt'], a['alt'])}（{a['alt_licence']}，{a['alt_source']}）"


ENTRIES: dict[str, E] = {
    "licence.named_copyleft": E(
        lambda a: (f"Licence: {a['model']} is under the {a['licence']} ({a['source']}): a closed-source product or "
                   "service built on it (devices you sell, a dashboard for customers) must publish its own source "
                   "under the same licence" + (f", or buy {_WAY_EN[a['way_out']]}" if a["way_out"] else "")
                   + f"; or use {_alt_en(a)} instead, a model of the same kind. The hardware is the same either way."),
        lambda a: (f"许可：{a['model']} 采用 {a['licence']}（{a['source']}）：基于它的闭源产品或服务（卖给客户的设备、"
                   "给客户用的后台）必须按同一许可公开自己的源代码" + (f"，或者购买 {_WAY_ZH[a['way_out']]}" if a["way_out"]
                                                              else "")
                   + f"；也可以改用 {_alt_zh(a)}，同类的模型。硬件需求不变。")),
    "licence.named_copyleft_unknown": E(
        lambda a: (f"Licence: {a['model']} is under the {a['licence']} ({a['source']}): a product that keeps its "
                   + (f"code closed needs {_WAY_EN[a['way_out']]} (or {_alt_en(a)})." if a["way_out"] else
                      f"code closed, or a service whose users do not get its source, needs {_alt_en(a)} instead.")),
        lambda a: (f"许可：{a['model']} 采用 {a['licence']}（{a['source']}）：" + (
                   f"不公开源代码的产品需要购买 {_WAY_ZH[a['way_out']]}（或改用 {_alt_zh(a)}）。" if a["way_out"] else
                   f"不公开源代码的产品、或不向用户提供源代码的在线服务，需要改用 {_alt_zh(a)}。"))),
    "licence.named_non_commercial": E(
        lambda a: (f"Licence: {a['model']}'s weights are under the {a['licence']} ({a['source']}), non-commercial "
                   "only: a business use (a paid service, a company's product, e-commerce) "
                   + (f"needs {_WAY_EN[a['way_out']]}" + (f", or use {_alt_en(a)}" if a["alt"] else "") if a["way_out"] else
                      f"is not allowed; use {_alt_en(a)}" if a["alt"] else
                      "is not allowed without the licensor's own agreement; check the terms before you plan on it")
                   + ". The hardware is sized the same way."),
        lambda a: (f"许可：{a['model']} 的权重采用 {a['licence']}（{a['source']}），只限非商业用途：商用（收费服务、公司产品、"
                   "电商）" + (f"需要{_WAY_ZH[a['way_out']]}" + (f"，或改用 {_alt_zh(a)}" if a["alt"] else "")
                             if a["way_out"] else
                             f"不被允许；可改用 {_alt_zh(a)}" if a["alt"] else
                             "不被允许，除非另与许可方签协议；规划前先核对条款") + "。硬件估算方式相同。")),
    "licence.named_non_commercial_unknown": E(
        lambda a: (f"Licence: {a['model']}'s weights are under the {a['licence']} ({a['source']}), non-commercial "
                   + (f"use only; for a business use, {_alt_en(a)}." if a["alt"] else
                      f"use only; a business use needs {_WAY_EN[a['way_out']]}." if a["way_out"] else
                      "use only; a business use needs the licensor's own agreement.")),
        lambda a: (f"许可：{a['model']} 的权重采用 {a['licence']}（{a['source']}），只限非商业用途；" + (
                   f"商用可改用 {_alt_zh(a)}。" if a["alt"] else f"商用需要{_WAY_ZH[a['way_out']]}。" if a["way_out"]
                   else "商用需要另与许可方签协议。"))),
    "licence.named_revenue": E(
        "Licence: {model}'s weights are under the {licence} ({source}): free, commercial use included, for a company "
        "under US${cap_m:g} M annual revenue; at or above it a paid licence from Lightricks is needed, and its Attachment A "
        "restricts uses (what it makes must be disclosed as machine-made). The hardware is sized the same way.",
        "许可：{model} 的权重采用 {licence}（{source}）：年收入低于 {cap_m:g} 百万美元的公司可免费使用（含商用）；达到或超过"
        "则需向 Lightricks 购买付费许可，且其附件 A 限制若干用途（生成内容须标明由机器生成）。硬件估算方式相同。"),
    "licence.named_threshold": E(
        lambda a: (f"Licence: {a['model']}" + (f" {a['since']} and later" if a["since"] else "")
                   + f" is under the {a['licence']} ({a['source']}): business use is allowed without a separate licence "
                   f"until you and your affiliates pass {a['mau_m']:g} M monthly active users or US${a['month_m']:g} M "
                   "monthly revenue (past either, a commercial licence from its authors); an online service built on it "
                   "must say prominently, in its interface or public documentation, that it uses "
                   f"{a['model']}." + (f" Releases before {a['since']} were {a['older']}: pin {a['since']} or later."
                                       if a["older"] else "") + " The hardware is sized the same way."),
        lambda a: (f"许可：{a['model']}" + (f" {a['since']} 及以后版本" if a["since"] else "")
                   + f"采用 {a['licence']}（{a['source']}）：商用无需另取许可，直到您与关联方合计月活跃用户超过 "
                   f"{a['mau_yi']:g} 亿或月收入超过 {a['month_wan']:g} 万美元（超过任一门槛需向作者取得商业许可）；基于它"
                   f"对外提供在线服务，须在产品界面或公开文档显著标明使用了 {a['model']}。"
                   + (f"{a['since']} 之前的版本采用 {a['older']}：请使用 {a['since']} 或更新的版本。" if a["older"] else "")
                   + "硬件估算方式相同。")),
    "licence.named_territory": E(
        lambda a: (f"Licence: {a['model']} is under the {a['licence']} ({a['source']}), which does not apply in the "
                   "European Union, the United Kingdom or South Korea: no use there (serving users there or running it "
                   "there) is licensed; elsewhere its terms and Acceptable Use Policy apply. The hardware is sized the "
                   "same way."),
        lambda a: (f"许可：{a['model']} 采用 {a['licence']}（{a['source']}），该许可不适用于欧盟、英国和韩国：在这些地区"
                   "使用（在当地运行或为当地用户服务）都没有授权；其他地区按其条款和可接受使用政策使用。硬件估算方式相同。")),
}

# a licence line already in a reply, in either language (advisor.core.named_licence_lines: said once)
LICENCE_SAID_WORDS = ("licen", "许可", "許可")
