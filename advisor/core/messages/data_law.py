"""Entries for tools/data_law.py: the data-protection and AI-use rules a question's place and data fall under, each
with what it asks and its source (facts, not legal advice)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "data_law.pipl": E(
        "⚠️ PIPL (China): medical and other personal information of mainland patients or customers is sensitive personal "
        "information; de-identified (脱敏) data is still personal information — only anonymised data is outside the law. "
        "Sending it abroad (RunPod US, Singapore, Tokyo …) needs a CAC security assessment, a filed standard contract "
        "or a certification, plus separate consent and an impact assessment; so mainland clouds or your own server "
        "come first, and an overseas rental only once that is done [{source}]",
        "⚠️ 《个人信息保护法》：大陆患者或客户的医疗等个人信息属于敏感个人信息；脱敏（去标识化）后仍是个人信息，只有匿名化的数据"
        "才不受该法约束。传到境外（美国 RunPod、新加坡、东京等）需通过网信办安全评估、备案标准合同或取得认证，并取得单独同意、"
        "做个人信息保护影响评估；所以首选境内云或自建服务器，境外租用须在这些手续办完之后 [{source}]"),
    "data_law.hipaa": E(
        "HIPAA (US): a cloud that stores or processes protected health information is a business associate — sign a "
        "BAA with it (AWS, GCP, Azure and Oracle offer one; many GPU marketplaces do not) [{source}]",
        "HIPAA（美国）：存储或处理受保护健康信息的云厂商是“业务伙伴”，须与其签署 BAA（AWS、GCP、Azure、Oracle 提供；"
        "很多 GPU 算力市场不提供） [{source}]"),
    "data_law.gdpr": E(
        "GDPR (EU/EEA personal data): the provider is your processor under an Art. 28 contract (a DPA); health data is "
        "a special category; a transfer outside the EEA needs an adequacy decision or standard contractual clauses "
        "[{source}]",
        "GDPR（欧盟/欧洲经济区的个人数据）：云厂商是你的处理者，须签第 28 条的数据处理协议（DPA）；健康数据属特殊类别；"
        "传出欧洲经济区需有充分性认定或标准合同条款 [{source}]"),
    "data_law.phipa": E(
        "PHIPA (Ontario): you stay responsible for the cloud as your agent / electronic service provider (a written "
        "agreement, safeguards, logging); the Act itself does not require the data to stay in Canada — that is usually "
        "your contract or policy, which a Canadian region keeps simple [{source}]",
        "PHIPA（安大略）：云厂商作为你的代理 / 电子服务提供方，责任仍在你（书面协议、安全措施、访问日志）；该法本身没有规定数据"
        "必须留在加拿大——那通常是合同或机构政策的要求，用加拿大境内的区域最省事 [{source}]"),
    "data_law.pdpo": E(
        "PDPO (Hong Kong): you stay liable for the cloud as your data processor (a contract on security and retention); "
        "s. 33, the bar on sending personal data out of Hong Kong, is not in force, so renting abroad is lawful with "
        "those safeguards [{source}]",
        "《个人资料（私隐）条例》（香港）：云厂商是你的资料处理者，责任仍在你（须以合约约束其保安与保留期限）；禁止把个人资料"
        "转移出香港的第 33 条从未生效，所以在境外租用是合法的，但须有上述保障 [{source}]"),
    "data_law.tw_deepseek": E(
        "Taiwan: the Executive Yuan bars government agencies, public schools, state-owned enterprises and critical "
        "infrastructure from using DeepSeek's AI services; ask your agency's information-security officer whether a "
        "self-hosted copy is allowed, or use another open model [{source}]",
        "台湾：行政院禁止公务机关、公立学校、公营事业及关键基础设施使用 DeepSeek AI 服务；自行部署的版本是否可用，"
        "请先问机关的资安长，或改用其他开源模型 [{source}]"),
    "data_law.approved_move": E(
        lambda a: ("⚠️ Moving the data out of the place your rule named: an approval covers only what it says. Get it "
                   "in writing naming the data set, the cloud and region, how long the data stays there and that it is "
                   "deleted after the job; research data also needs the ethics approval's terms to allow it. People's "
                   "words in the data are still personal data under the law where they were collected"
                   + (f" [{'; '.join(a['sources'])}]" if a["sources"] else "") + "; de-identify before it leaves "
                   "where you can. The plan below is sized there because you asked; without that approval the earlier "
                   "place's plan stands."),
        lambda a: ("⚠️ 把资料移出你规定的地方：批准只涵盖批文写明的内容。请取得书面批准，写明哪批资料、哪家云和哪个区域、"
                   "资料存放多久、任务完成后删除；研究资料还要伦理审批的条款允许。资料里的个人言谈，仍受收集地法律保护"
                   + (f" [{'; '.join(a['sources'])}]" if a["sources"] else "") + "；能去识别化的先去识别化再移出。"
                   "下面按你问的地方估算；没有这份批准，仍以原来地方的方案为准。")),
}
