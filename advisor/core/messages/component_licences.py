"""The words of tools/component_licence.py's lines: the licences of a model stack's components (an identity adapter,
a face encoder, a face restorer, a diarization pipeline) and the biometric-data note for faces."""

from __future__ import annotations

from advisor.core.messages.base import E

_COMMERCIAL_EN = {"yes": "commercial use allowed", "no": "NO commercial use",
                  "conditional": "commercial use depends on what it runs / its gate"}
_COMMERCIAL_ZH = {"yes": "允许商用", "no": "不允许商用", "conditional": "能否商用取决于它依赖的模型或访问条件"}

ENTRIES: dict[str, E] = {
    "component.licence_bars": E(
        lambda a: (f"⚠️ Licence: your stack is for a commercial use, but {a['names']} forbid it ({a['sources']}): the "
                   "base model's licence does not clear the components built on it. "
                   + ("Routes that keep a paid product legal: a commercial licence for InsightFace's face models "
                      "(from InsightFace), or an identity method without them: plain IP-Adapter with its CLIP image "
                      "encoder, or PhotoMaker v1 (Apache-2.0 on its model card; check the version you use). "
                      if a["faces"] else "Replace those components with permissively licensed ones, or buy the "
                                         "licensor's commercial licence. ")
                   + "The hardware plan below is the same either way."),
        lambda a: (f"⚠️ 许可：你的用途是商用，但 {a['names']} 不允许商用（{a['sources']}）：底模的许可不能替它上面的"
                   "组件放行。"
                   + ("合法的付费产品路线：向 InsightFace 购买其人脸模型的商业许可，或改用不依赖它的身份保持方法："
                      "普通 IP-Adapter（CLIP 图像编码器），或 PhotoMaker v1（模型卡标注 Apache-2.0，请核对所用版本）。"
                      if a["faces"] else "换成许可宽松的组件，或购买许可方的商业许可。")
                   + "下面的硬件方案两种情况都一样。")),
    "component.licence_row": E(
        lambda a: (f"Component licence — {a['name']}: {a['licence']}; {_COMMERCIAL_EN[a['commercial']]} "
                   f"({a['source']}, read {a['as_of']})."),
        lambda a: (f"组件许可——{a['name']}：{a['licence']}；{_COMMERCIAL_ZH[a['commercial']]}"
                   f"（{a['source']}，{a['as_of']} 查阅）。")),
    "component.biometric": E(
        lambda a: ("Faces are biometric data: users' selfies and the face embeddings made from them fall under the "
                   "GDPR (Art. 9), Illinois BIPA / Texas CUBI and China's PIPL (sensitive personal information): get "
                   "explicit consent, say how long you keep them, and host them with a provider you have a "
                   "processing contract with."),
        lambda a: ("人脸属于生物识别信息：用户的自拍及由此生成的人脸特征向量受 GDPR（第 9 条）、美国伊利诺伊州 BIPA / "
                   "得州 CUBI、中国《个人信息保护法》（敏感个人信息）约束：需单独明确同意、说明保存期限，并放在与你签有"
                   "数据处理协议的服务商上。")),
}
