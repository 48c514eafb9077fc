"""The words of a thread that rules out PRC-developed models (tools.model_origin.to_non_prc)."""

from __future__ import annotations

from advisor.core.messages.base import E
from advisor.core.messages.public_sector import _DEV_EN, _DEV_ZH

# the developer's country (a regions.csv tag of tools.model_origin.ORIGINS), said in the note
_COUNTRY_EN = {"us": "US", "fr": "France", "ca": "Canada", "kr": "South Korea", "ae": "UAE", "il": "Israel",
               "tw": "Taiwan", "sg": "Singapore", "in": "India"}
_COUNTRY_ZH = {"us": "美国", "fr": "法国", "ca": "加拿大", "kr": "韩国", "ae": "阿联酋", "il": "以色列", "tw": "台湾",
               "sg": "新加坡", "in": "印度"}

ENTRIES = {
    "model_origin.swapped": E(
        lambda a: (f"models from PRC developers ruled out: {a['asked']} is one, so the plan below is sized on "
                   f"{a['model']} (the nearest open model of its kind and size whose licence allows commercial use"
                   + (f"; also {', '.join(a['others'])}" if a["others"] else "") + "); test its answers on your own "
                   "work (languages included) before you switch"),
        lambda a: (f"已排除中国大陆开发者的模型：{a['asked']} 属于这类，所以下面按 {a['model']} 估算（同类、规模最接近、许可允许"
                   "商用的开源模型" + (f"；另有 {'、'.join(a['others'])}" if a["others"] else "") + "）；换用前先用自己的"
                   "任务（包括要用的语言）测试回答质量")),
    "model_origin.named_instead": E(
        lambda a: (f"models from PRC developers ruled out (the model's developer, not the cloud): {a['asked']} is one "
                   f"(developer: {_dev(a['family'], 'en')}), so it is excluded; {a['model']} is published by "
                   f"{a['developer']} ({_COUNTRY_EN.get(a['country'], a['country'])}) [{a['source']}], so the rule "
                   "allows it: sized below"),
        lambda a: (f"已按模型的开发者（不是云服务商）排除中国大陆开发者的模型：{a['asked']}（{_dev(a['family'], 'zh')}）"
                   f"属于这类，已排除；{a['model']} 由 {a['developer']}（{_COUNTRY_ZH.get(a['country'], a['country'])}）"
                   f"发布 [{a['source']}]，符合这条规定：下面按它估算")),
    "model_origin.api_data_flow": E(
        lambda a: (f"⚠️ Data flow: {_dev(a['family'], 'en')}'s own API keeps what it is sent on servers in the "
                   f"People's Republic of China [{a['source']}], so customers' personal data sent to it leaves for the "
                   "mainland. " + ("In Hong Kong the PDPO asks that it be used only for the purpose it was collected "
                   "for or with the customer's consent (DPP3), and you stay liable for what the processor does with it "
                   "(DPP2(3), DPP4(2)); s. 33's bar on transfers out of Hong Kong is not in force, but the PCPD expects "
                   f"a contract with the recipient (its model clauses) [{a['law']}]. " if a["hk"] else
                   "Check your own law's rules on sending personal data abroad. ") + "Once there it is held under "
                   f"PRC law (PIPL) [{a['pipl']}]. Send only de-identified text to the API, or self-host the open "
                   "weights where the data may be." + (" Self-hosting for a team's documents and emails does not need "
                   f"the {a['big']:.0f} B {a['model']} on a multi-card node: a ~30 B-class model is enough ("
                   + ", ".join(a["small"]) + f"); the plan below is sized on {a['sized']} ({a['plan']}), as the "
                   "assumption: name another model to size on that." if a["big"] and a["small"] and a.get("plan") else
                   " Self-hosting for a team's documents and emails does not need "
                   f"the {a['big']:.0f} B {a['model']} on a multi-card node: a ~30 B-class model fits one 48 GB card ("
                   + ", ".join(f"{n} ≈ {gb:.0f} GB at FP8" for n, gb in zip(a["small"], a["small_gb"])) + ")"
                   + (f"; the plan below is sized on {a['sized']}, as the assumption: name another model to size on "
                      "that." if a.get("sized") else "; name one to size it.") if a["big"] and a["small"] else "")
                   + (" It is priced in Hong Kong, where the firm and its customers' data are (assumed: name another "
                      "place to price it there)." if a.get("here") else "")),
        lambda a: (f"⚠️ 数据流向：{_dev(a['family'], 'zh')}的官方 API 把收到的内容存放在中国大陆的服务器上 [{a['source']}]，"
                   "所以把客户的个人资料发过去，就是把资料传到内地。" + ("在香港，《个人资料（私隐）条例》要求资料只用于收集时"
                   "的目的，或取得客户同意（保障资料第 3 原则），而且你要为处理者对资料的处理负责（第 2(3)、4(2) 原则）；"
                   "第 33 条（禁止把资料转移出香港）尚未生效，但私隐专员公署要求与接收方订立合约（跨境资料转移建议合约"
                   f"条文） [{a['law']}]。" if a["hk"] else "请按所在地法律查个人资料出境的规定。") + "资料到了内地，"
                   f"就受内地法律（《个人信息保护法》）管辖 [{a['pipl']}]。只把去识别化的文字发给 API，或在资料可以存放"
                   f"的地方自建开源权重。" + (f"给团队看文件、写邮件自建，不需要多卡整机跑 {a['big']:.0f}B 的 {a['model']}："
                   "约 30B 级的模型就够用（" + "、".join(a["small"]) + f"）；下面的方案按 {a['sized']}（{a['plan']}）估算"
                   "（这是假设，说出别的模型名即可按它估算）。" if a["big"] and a["small"] and a.get("plan") else
                   f"给团队看文件、写邮件自建，不需要多卡整机跑 {a['big']:.0f}B 的 {a['model']}："
                   "约 30B 级的模型一张 48 GB 卡就放得下（" + "、".join(f"{n} FP8 约 {gb:.0f} GB"
                   for n, gb in zip(a["small"], a["small_gb"])) + "）"
                   + (f"；下面的方案按 {a['sized']} 估算（这是假设，说出别的模型名即可按它估算）。" if a.get("sized")
                      else "；说出模型名即可按它估算。") if a["big"] and a["small"] else "")
                   + ("方案按香港的机房定价：公司和客户资料都在香港（这是假设，说出别的地方即可按那里定价）。"
                      if a.get("here") else ""))),
    "model_origin.plan": E("{gpus} × {gpu} at {precision!u}, ≈ {gb:,.1f} GB per GPU",
                           "{gpus} × {gpu}，{precision!u}，每卡约 {gb:,.1f} GB"),
    "model_origin.team_sized": E(
        lambda a: (f"You weigh the API against self-hosting but name no model to host: the plan below is sized on "
                   f"{a['model']} ({a['plan'] or _fp8_gb(a['gb'], 'en')}), as the assumption: a ~30 B-class model does a "
                   f"team's chat, documents and emails; the API's own {a['asked']} ({a['big']:.0f} B) would need a "
                   "multi-card node. Name a model to size on it instead."),
        lambda a: (f"你在比较 API 和自建，但没说自建用哪个模型：下面的方案按 {a['model']}"
                   f"（{a['plan'] or _fp8_gb(a['gb'], 'zh')}）估算，这是假设：约 30B 级的模型足够团队聊天、看文件、"
                   f"写邮件；API 背后的 {a['asked']}（"
                   f"{a['big']:.0f}B）要多卡整机。说出模型名即可按它估算。")),
    "model_origin.prc_only": E(
        lambda a: ("'only PRC-developed models' read: this advisor has no filter that keeps to them, so it is not "
                   "applied; " + ("no model was named, so the one sized below is the job's default: check its "
                   "developer, or name a PRC model (Qwen, DeepSeek, GLM, InternLM, …) to size it" if not a["model"] else
                   f"{a['model']} is published by {a['developer']} (PRC) [{a['source']}], so it meets "
                   "the rule" if a["prc"] else f"{a['model']} is published by {a['developer'] or 'a developer not listed'}"
                   + (f" ({_COUNTRY_EN.get(a['country'], a['country'])}) [{a['source']}]" if a["developer"] else "")
                   + ", not a PRC developer, so it does not meet the rule: name a PRC model (Qwen, DeepSeek, GLM, "
                   "InternLM, …) to size it")),
        lambda a: ("已读到“只用中国大陆开发者的模型”：本工具没有只保留这类模型的筛选，所以没有按它筛选；" + (
                   "没有指定模型，下面估算的是该任务的默认模型：请核对它的开发者，或说出一个国产模型（通义千问 Qwen、DeepSeek、"
                   "GLM、InternLM 等）再估算" if not a["model"] else
                   f"{a['model']} 由 {a['developer']}（中国大陆）发布 [{a['source']}]，符合这条要求" if a["prc"] else
                   f"{a['model']} 由 {a['developer'] or '未收录的开发者'}"
                   + (f"（{_COUNTRY_ZH.get(a['country'], a['country'])}）[{a['source']}]" if a["developer"] else "")
                   + " 发布，不是中国大陆开发者，不符合这条要求：请说出一个国产模型（通义千问 Qwen、DeepSeek、GLM、"
                   "InternLM 等）再估算"))),
    "model_origin.api_question": E(
        lambda a: (f"Sending the data to {a['provider']}'s API: " + (
                   f"it keeps what it is sent on servers in the People's Republic of China [{a['stored']}]; " + (
                       "from the mainland that is no transfer out of the country, and PIPL governs the personal data "
                       f"in it as it does at home [{a['pipl']}]" if a["place"] == "cn" else
                       "from Hong Kong that sends it to the mainland: the PDPO keeps you liable for the processor "
                       f"(DPP2(3), DPP4(2)) and the PCPD expects a contract with it [{a['hk_law']}], and PIPL then "
                       f"reaches it [{a['pipl']}]" if a["place"] == "hk" else
                       "that is a transfer to the PRC under your own place's rules on sending data abroad, and PIPL "
                       f"then reaches it [{a['pipl']}]") if a["stored"] else
                   "where it keeps API data is not a sourced fact here: read its data-processing terms and data "
                   "residency options, and treat it like renting a server where it keeps the data (the rules on your "
                   "data in this answer still apply)")
                   + (f". Its list price: {a['price'][0]:g} in / {a['price'][1]:g} out {a['price'][2]} per 1M tokens "
                      f"[{a['price'][3]}, {a['price'][4]}]" if a["price"] else
                      ". No sourced per-token price is held for it here: name its model to compare")),
        lambda a: (f"把资料发给 {a['provider']} 的 API：" + (
                   f"它把收到的内容存放在中国大陆的服务器上 [{a['stored']}]；" + (
                       "在中国大陆使用时资料没有出境，其中的个人信息照样受《个人信息保护法》管辖 "
                       f"[{a['pipl']}]" if a["place"] == "cn" else
                       "从香港发过去就是把资料传到内地：《个人资料（私隐）条例》要你为处理者负责（第 2(3)、4(2) 原则），"
                       f"私隐专员公署要求与接收方订立合约 [{a['hk_law']}]，资料到了内地还受《个人信息保护法》管辖 "
                       f"[{a['pipl']}]" if a["place"] == "hk" else
                       "这就是把资料传到中国大陆，按你所在地关于资料出境的规定处理，到了内地还受《个人信息保护法》管辖 "
                       f"[{a['pipl']}]") if a["stored"] else
                   "它把 API 资料存放在哪里，这里没有有出处的资料：请看它的数据处理条款和数据驻留选项，按“在它存放资料"
                   "的地方租服务器”来看待（本回答里关于你资料的规定照样适用）")
                   + (f"。它的标价：每百万 token 输入 {a['price'][0]:g}、输出 {a['price'][1]:g} {a['price'][2]} "
                      f"[{a['price'][3]}，{a['price'][4]}]" if a["price"] else
                      "。这里没有它有出处的按 token 价格：说出具体模型再比较"))),
}


def _dev(family: str, lang: str) -> str:
    """The PRC developer's name in the note's language (the public-sector line's names)."""
    return (_DEV_ZH if lang == "zh" else _DEV_EN).get(family, family)


def _fp8_gb(gb: float, lang: str) -> str:
    """The sized model's FP8 weights, said where no plan was picked to name (the team_sized note)."""
    return f"FP8 权重约 {gb:.0f} GB" if lang == "zh" else f"≈ {gb:.0f} GB of weights at FP8"
