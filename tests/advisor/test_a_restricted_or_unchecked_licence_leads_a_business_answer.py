"""A business use of a model whose licence forbids or restricts it is answered licence first, also when the model is
not held and sized on a stand-in; a territory licence that excludes the buyers' place leads barred (⛔); a model with
no licence row under a business use gets "licence not checked". English, 简体 and 繁體
(catalog/data/licences.json, advisor/core/named_licence_lines.py, advisor/core/licence_unchecked.py)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer


@pytest.mark.parametrize("text, said", [
    # YOLOv5 is AGPL-3.0 (github.com/ultralytics/yolov5 LICENSE): a closed-source camera sold to warehouses must
    # publish its source or buy Ultralytics' Enterprise licence → the licence first, before the (stand-in) training plan
    ("We sell a closed-source pallet-counting camera to warehouses and want to fine-tune YOLOv5s on 20k labelled "
     "images. Which GPU and how much?", ("Licence", "YOLOv5", "AGPL-3.0")),
    # 简体: MusicGen's weights are CC-BY-NC 4.0 (huggingface.co/facebook/musicgen-large); 卖给客户 is selling
    ("我们用 MusicGen 给短视频生成背景音乐，做成服务卖给客户，每天 2000 段，租什么卡？",
     ("许可", "MusicGen", "CC BY-NC 4.0")),
    # 繁體: inswapper (InsightFace) "non-commercial research purposes only" (github.com/deepinsight/insightface README);
    # 收費 is a business use
    ("我們做收費的換臉小程式，用 inswapper_128，每天 1 萬張，租什麼 GPU？",
     ("許可", "InsightFace", "非商業")),
])
def test_a_restricted_licence_leads_a_business_answer(engine, text, said):
    r = engine.handle("t", text)
    head = r.text[:400]
    for s in said:
        assert s in head, (s, r.text[:800])


@pytest.mark.parametrize("text, place", [
    # Tencent Hunyuan Community License: "DOES NOT APPLY IN THE EUROPEAN UNION, UNITED KINGDOM AND SOUTH KOREA"; buyers
    # in Italy are in the EU → barred, said first, even though Hunyuan-Large is sized on a stand-in
    ("深圳跨境电商，用 Hunyuan-Large 给意大利买家做收费客服，高峰 60 人同时在线，租什么卡？", "欧盟"),
    # 繁體: a company in Seoul: South Korea is excluded
    ("我們公司在首爾，想用 Hunyuan-Large 做客服，同時 40 人在線，租什麼卡？", "韓國"),
    # English: a team in London: the United Kingdom is excluded
    ("We're a London startup serving UK customers with Hunyuan-Large as a support bot, 30 users at once. Which GPU?",
     "United Kingdom"),
])
def test_a_territory_licence_that_excludes_the_buyers_leads_barred(engine, text, place):
    r = engine.handle("t", text)
    assert r.text.lstrip("*").startswith("⛔"), r.text[:400]
    assert "Hunyuan" in r.text[:300] and place in r.text[:400], r.text[:400]


def test_buyers_outside_the_territory_get_no_bar(engine):
    # Japan is outside the EU, UK and Korea: the licence is said, never barred
    r = engine.handle("t", "We sell to Japanese buyers with a Hunyuan-Large support bot, 60 users at once. Which GPU?")
    assert "⛔" not in r.text[:300] and "Hunyuan Community License" in r.text


@pytest.mark.parametrize("text, said", [
    # Zamba2-7B is neither a registry row nor a licence row: sized as a generic 7B, its licence unread → say so first
    ("We sell a paid support chatbot to customers built on Zamba2-7B-Instruct, 40 users at once, 4k context. Which GPU?",
     "Licence not checked"),
    ("我们做收费的客服机器人卖给客户，用 Zamba2-7B-Instruct，40 人同时在线，租什么卡？", "许可未核对"),
    ("我們做收費的客服機器人賣給客戶，用 Zamba2-7B-Instruct，40 人同時在線，租什麼卡？", "許可未核對"),
])
def test_an_unheld_model_without_a_licence_row_is_flagged_under_a_business_use(engine, text, said):
    r = engine.handle("t", text)
    assert said in r.text[:200], r.text[:400]


def test_an_unheld_model_for_research_is_not_flagged(engine):
    r = engine.handle("t", "For academic research only: Zamba2-7B-Instruct, 4 users at once, 4k context. Which GPU?")
    assert "Licence not checked" not in r.text
