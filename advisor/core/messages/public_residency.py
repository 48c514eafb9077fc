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
}
