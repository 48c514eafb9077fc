"""The words of advisor.core.mainland_service: hosting a service the public reaches in mainland China."""

from __future__ import annotations

from advisor.core.messages.base import E

_ICP_EN = ("a website, app backend or mini-program domain served from a mainland host needs an ICP filing (ICP 备案, "
           "MIIT; done through the cloud provider, typically weeks) before it goes live, and WeChat mini programs call "
           "only ICP-filed HTTPS domains (developers.weixin.qq.com, server domain configuration)")
_ICP_ZH = ("在境内主机上对外提供的网站、App 后端或小程序域名，上线前要完成 ICP 备案（工信部；经云厂商提交，通常需数周），"
           "微信小程序也只能请求已备案的 HTTPS 域名（微信开放文档“服务器域名配置”）")

ENTRIES: dict[str, E] = {
    "mainland_service.inside": E(
        "Users in mainland China: the pick is in a mainland region ({provider} {region}), as they need; " + _ICP_EN,
        "用户在中国大陆：首选在大陆地域（{provider} {region}），符合需要；" + _ICP_ZH),
    "mainland_service.outside": E(
        "⚠️ Users in mainland China but the pick is outside the mainland ({provider} {region}): their traffic crosses "
        "the border (added, variable latency at peak hours; the route can be throttled or blocked), so a public "
        "service for them belongs in a mainland region (Alibaba Cloud, Tencent Cloud, Huawei Cloud: say \"in "
        "mainland China\" to rank only those rows); there " + _ICP_EN,
        "⚠️ 用户在中国大陆，而首选在大陆以外（{provider} {region}）：访问要跨境（高峰时延迟增加且不稳定，线路可能被限速或阻断），"
        "面向大陆公众的服务应放在大陆地域（阿里云、腾讯云、华为云：说“在国内部署”即只排这些）；在那里，" + _ICP_ZH),
    # PIPL Art. 38–40 (npc.gov.cn, 2021-08-20); CAC 《数据出境安全评估办法》 (2022) and Provisions on Cross-Border Data
    # Flows (2024): a mainland writer's personal data on a row outside the mainland
    "mainland_service.data_exit": E(
        "⚠️ Data leaving mainland China: the pick is outside the mainland ({provider} {region}) and the thread handles "
        "personal data, so under PIPL (Art. 38–40) sending it there needs a CAC security assessment "
        "(数据出境安全评估), a filed standard contract or a certification, plus separate consent and an impact "
        "assessment, first; de-identified data is still personal data — or keep it on a mainland cloud "
        "(say \"only in mainland China\") [PIPL Art. 38–40; CAC Measures on Data Export Security Assessment (2022)]",
        "⚠️ 数据出境：首选在中国大陆以外（{provider} {region}），而对话涉及个人信息；依《个人信息保护法》第 38–40 条，"
        "个人信息传到境外前须通过数据出境安全评估（《数据出境安全评估办法》）、备案标准合同或取得认证，并取得单独同意、"
        "做个人信息保护影响评估；脱敏后仍是个人信息——否则请放在境内云（说“只在国内部署”）"
        "[PIPL Art. 38–40；《数据出境安全评估办法》（2022）]"),
}
