"""The notes of advisor/core/public_residency_read.py: public-sector data kept in the agency's own country by default."""

from __future__ import annotations

from advisor.core.messages.base import E

_EN = {"tw": "Taiwan", "hk": "Hong Kong", "cn": "mainland China", "us": "the US", "sg": "Singapore", "jp": "Japan",
       "kr": "South Korea"}
_ZH = {"tw": "台湾", "hk": "香港", "cn": "中国大陆", "us": "美国", "sg": "新加坡", "jp": "日本", "kr": "韩国"}

ENTRIES = {
    "public_residency.assumed": E(
        lambda a: (f"public-sector data: I assumed it must stay in {_EN.get(a['place'], a['place'])}, your own "
                   "country, and left marketplace hosts out (government records usually may not leave it); "
                   + ("Taiwan's agencies are also bound by the Executive Yuan's rule on PRC-brand ICT products, so check "
                      "a Chinese-origin model with your information-security officer; " if a["taiwan"]
                      else "check your agency's rules on models and hosting; ")
                   + "name a place if the data may go elsewhere"),
        lambda a: (f"公部门数据：我假定数据须留在您所在的{_ZH.get(a['place'], a['place'])}，"
                   "并排除了社区/市场主机（政府资料通常不能出境）；"
                   + ("台湾的公务机关另须遵守行政院对大陆厂牌资通产品的限制，选用中国来源的模型前请与资安长确认；" if a["taiwan"]
                      else "模型与托管请按贵单位的规定核对；")
                   + "如数据可以放在别处，请说明地点")),
    # a grid operator's load data (advisor.core.public_residency_read.GRID_UTILITY): critical infrastructure
    "public_residency.grid_assumed": E(
        lambda a: (f"grid / utility data (critical infrastructure): I assumed it must stay in "
                   f"{_EN.get(a['place'], a['place'])} and priced only machines there, marketplace hosts left out; a "
                   "utility usually runs it on its own servers or a dedicated (private) cloud, so check its rules — name "
                   "a place if the data may go elsewhere"),
        lambda a: ("电网 / 公用事业数据（关键信息基础设施）：我假定数据须留在" + str(_ZH.get(a["place"], a["place"]))
                   + "，只按那里的机器报价，并排除了社区/市场主机；电网数据通常放在自有机房或专属云，"
                   "请按单位规定核对——如数据可以放在别处，请说明地点")),
    "public_residency.grid_check_rules": E(
        "grid / utility data (critical infrastructure): check your rules on where it may be hosted (often your own "
        "servers or a dedicated cloud in your country), and name the country it must stay in; I priced it anywhere",
        "电网 / 公用事业数据（关键信息基础设施）：请按单位规定确认数据可以托管在哪里（通常是自有机房或本国的专属云），"
        "并说明须留在哪个国家或地区；目前按不限地点估价"),
    "public_residency.check_rules": E(
        "public-sector data: check your agency's rules on where its data may be hosted, and name the country it must "
        "stay in; I priced it anywhere",
        "公部门数据：请按贵单位的规定确认数据可以托管在哪里，并说明须留在哪个国家或地区；目前按不限地点估价"),
    # personal or regulated data with no place (advisor.core.public_residency_read.read_personal_residency)
    "public_residency.personal_assumed": E(
        lambda a: (f"personal data ('{a['said']}'): I assumed it stays in "
                   + str(_EN.get(a["place"], a["place"])) + " and priced only machines there, marketplace hosts left out; "
                   + ("Taiwan's PDPA (個資法) keeps you responsible for the cloud you commission, and financial or medical "
                      "regulators restrict outsourcing abroad" if a["taiwan"]
                      else "under China's PIPL sending personal information abroad needs a CAC security assessment "
                           "(数据出境安全评估), a filed standard contract or a certification")
                   + " — name a place if the data may go elsewhere"),
        lambda a: (f"个人数据（“{a['said']}”）：我假定数据留在" + str(_ZH.get(a["place"], a["place"]))
                   + "，只按那里的机器报价，并排除了社区/市场主机；"
                   + ("依个资法，您须监督受托的云端业者，金融、医疗等主管机关对境外委外另有限制" if a["taiwan"]
                      else "依《个人信息保护法》，个人信息出境须通过数据出境安全评估、备案标准合同或取得认证")
                   + "——如数据可以放在别处，请说明地点")),
    "public_residency.personal_hk": E(
        "personal data ('{said}'): Hong Kong's PDPO keeps you liable for the cloud as your data processor (a contract on "
        "security and retention); its s. 33 bar on sending personal data out of Hong Kong is not in force, so I priced it "
        "anywhere — name a place if your own policy keeps the data in Hong Kong",
        "个人资料（“{said}”）：依香港《个人资料（私隐）条例》，云厂商是您的资料处理者，责任仍在您（须以合约约束其保安与保留期限）；"
        "禁止把个人资料转移出香港的第 33 条未生效，所以按不限地点估价——如贵机构规定资料须留在香港，请说明"),
    "public_residency.personal_check_rules": E(
        "personal or regulated data ('{said}'): the law where it was collected and your contracts may restrict where it is "
        "hosted (GDPR, HIPAA, PIPL …); I priced it anywhere — name the country or cloud it must stay in",
        "个人或受监管数据（“{said}”）：收集地的法律和您的合同可能限制数据托管的地点（GDPR、HIPAA、个人信息保护法等）；"
        "目前按不限地点估价——请说明数据须留在哪个国家或哪家云"),
    "public_residency.personal_named": E(
        lambda a: (f"personal data ('{a['said']}'): priced on the provider you named; where it hosts outside "
                   + str(_EN.get(a["place"], a["place"])) + ", "
                   + ("check Taiwan's PDPA (個資法) and your regulator's rules on outsourcing abroad first" if a["taiwan"]
                      else "China's PIPL asks for a CAC security assessment (数据出境安全评估), a filed standard contract "
                           "or a certification before personal information is sent there")),
        lambda a: (f"个人数据（“{a['said']}”）：按您指定的云厂商报价；其机房在" + str(_ZH.get(a["place"], a["place"]))
                   + "以外时，" + ("请先按个资法及主管机关对境外委外的规定核对" if a["taiwan"]
                                   else "依《个人信息保护法》，个人信息出境前须通过数据出境安全评估、备案标准合同或取得认证"))),
}
