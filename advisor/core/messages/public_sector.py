"""Entries for tools/public_sector.py and tools/model_origin.py: the ⚠️ line a public-sector user asking for a model
developed in the PRC reads first — who publishes the model, the rule the agency's place has (or 'check your agency's
rules' where none is sourced), and open models of another origin at a similar size. Facts with sources, never a bar."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

_DEV_EN = {
    "deepseek": "DeepSeek (Hangzhou)", "qwen": "Alibaba Cloud's Qwen team", "internlm": "Shanghai AI Laboratory",
    "baichuan": "Baichuan Intelligence", "yi": "01.AI", "glm": "Zhipu AI", "kimi": "Moonshot AI", "minimax": "MiniMax",
    "hunyuan": "Tencent (Hunyuan)", "ernie": "Baidu (ERNIE)", "minicpm": "OpenBMB / ModelBest",
    "bytedance": "ByteDance", "ui-tars": "ByteDance",
}
_DEV_ZH = {
    "deepseek": "深度求索（杭州）", "qwen": "阿里云通义千问团队", "internlm": "上海人工智能实验室", "baichuan": "百川智能",
    "yi": "零一万物", "glm": "智谱 AI", "kimi": "月之暗面（Moonshot AI）", "minimax": "MiniMax", "hunyuan": "腾讯混元",
    "ernie": "百度文心", "minicpm": "面壁智能（OpenBMB）", "bytedance": "字节跳动", "ui-tars": "字节跳动",
}

ENTRIES: dict[str, E] = {
    "public_sector.lead": E(
        "⚠️ {sector}: {model} is published by {developer}, in the PRC [{origin_source}]. {rule}{supplier} Open models of "
        "another origin at a similar size whose licences allow this use: {alts:, }{none}{local}. The plan below is still "
        "sized for {model}; name another model to size it instead.",
        "⚠️ {sector}注意：{model} 由中国大陆的{developer}发布 [{origin_source}]。{rule}{supplier}规模相近、非中国大陆"
        "来源、许可允许这种用途的开源模型：{alts:、}{none}{local}。下面仍按 {model} 估算；要换模型，直接说模型名即可。"),
    "public_sector.developer": pick("family", _DEV_EN, _DEV_ZH, fallback="en"),
    "public_sector.sector": pick("sector", {"public": "Public sector", "defence": "Defence supply chain"},
                                 {"public": "公部门", "defence": "国防供应链"}),
    "public_sector.defence_supplier": E(
        " A defence supplier's contracts with the military or government usually carry the buyer's security rules on "
        "software origin into the supplier's own work: check your contract's security clauses and have your security "
        "officer approve the model in writing before you buy.",
        "国防供应商与军方或政府的合约，通常把采购方对软件来源的资安规定延伸到供应商自己的作业：采购前请查合约里的资安条款，"
        "并请资安主管书面核准所用的模型。"),
    "public_sector.tw_rule": E(
        "Taiwan's public agencies (public schools, state-owned enterprises and administrative corporations too) may not "
        "use PRC-brand ICT products, software included, for official work (the Executive Yuan's restriction principles) "
        "[{source}]{deepseek}; whether open weights run offline on your own server count as one is not written there: "
        "ask your agency's chief information security officer (資安長) and check your agency's rules before you buy.",
        "台湾的公务机关（含公立学校、公营事业、行政法人）公务用的资通讯产品（含软件）不得使用大陆厂牌（行政院《各机关对危害"
        "国家资通安全产品限制使用原则》） [{source}]{deepseek}；在自己机房离线运行的开源权重算不算，规定里没有写明：采购前"
        "请先问机关资安长、查所属机关的规定。"),
    "public_sector.tw_deepseek": E(
        "; DeepSeek's AI service is barred in public agencies outright (Ministry of Digital Affairs and Executive Yuan, "
        "2025) [{source}]",
        "；DeepSeek 的 AI 服务已明令公务机关全面禁用（数位发展部、行政院，2025 年） [{source}]"),
    "public_sector.us_deepseek": E(
        "In the US, NASA, the Navy and the Commerce Department restrict DeepSeek on government devices and networks, as "
        "do Texas, Virginia and New York on state devices; a federal bill (H.R. 1121) would ban it [{source}]. These "
        "are written about DeepSeek's app and service: whether a self-hosted copy is allowed, check your agency's rules.",
        "在美国，NASA、海军和商务部限制在政府设备和网络上使用 DeepSeek，得州、弗吉尼亚州、纽约州也禁止在州政府设备上使用；"
        "联邦层面的 H.R. 1121 仍是法案 [{source}]。这些针对的是 DeepSeek 的应用和服务：自行部署的版本可否使用，请查所属"
        "机关的规定。"),
    "public_sector.check_rules": E(
        "Public agencies in several places restrict software of PRC origin (Taiwan's agencies may not use PRC-brand ICT "
        "products; several US agencies bar DeepSeek's service); I hold no rule for this model and your agency: check "
        "your agency's rules before you buy.",
        "不少地方的公务机关限制使用中国大陆来源的软件（台湾的机关不得使用大陆厂牌资通讯产品；美国多个机关禁用 DeepSeek 的"
        "服务）；我这里没有针对这个模型和你所在机关的规定：采购前请查所属机关的规定。"),
    "public_sector.alt": E("{name} ({licence})", "{name}（{licence}）"),
    "public_sector.no_alt": E("none in my registry at this size (look for one on the Hugging Face Hub)",
                              "模型库里没有这个规模的（可在 Hugging Face Hub 上找）"),
    "public_sector.tw_local": E(
        "; Taiwan's own: TAIDE (Llama-3.1-TAIDE-LX-8B-Chat, built on Llama 3.1 8B, TAIDE community licence) and "
        "MediaTek Research's Breeze-7B (Apache-2.0), not in my registry: size them as an 8B / 7B model [{source}]",
        "；台湾本土的：TAIDE（Llama-3.1-TAIDE-LX-8B-Chat，基于 Llama 3.1 8B，TAIDE 社群授权）和联发科（MediaTek "
        "Research）的 Breeze-7B（Apache-2.0），不在模型库中：按 8B / 7B 模型估算 [{source}]"),
}
