"""A border rule typed with a same-sound character, and a server placed in the user's own room on premises.

Hand reasoning (an outside ML-infrastructure engineer's key):
- 出境 (leave the country) and 出镜 (appear on camera) are both chū jìng: one IME slip apart. "数据不能出镜" can only
  mean the data may not leave the country (data never appears on camera), so it is the mainland residency rule of
  数据不能出境: every plan must sit in a mainland region, never a US rental. A person who "不能出镜" (may not be filmed)
  is no data rule and must be left alone.
- 地端 is Taiwan's word for on-premises (the opposite of 雲端). "伺服器要放在資訊中心地端" / "放喺公司地端" is a server
  the user buys and keeps in their own room, so the plan is hardware to buy and an NT$ budget is a purchase cap, never
  hours of cloud rental.
"""

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "直播平台要用Qwen2.5-7B做弹幕审核，每天500万条，数据不能出镜，要几张卡",  # 简体
    "醫院病歷摘要用GLM-4-9B，每天8000份，資料不可出鏡，怎麼配",  # 繁體
    "客服录音转写，每天2万通，信息不得出镜，预算每月1万",  # 简体, another data word
])
def test_a_border_rule_typed_with_a_same_sound_character_is_the_mainland(text):
    e = extract(text)
    assert e.patch.regions == ["cn"]  # the whole mainland (was: no place at all, a US rental)
    assert e.patch.data_residency is True
    assert any("出境" in n for n in e.notes)  # the typo is said back


def test_a_person_not_on_camera_is_no_border_rule():
    e = extract("做短视频口播，主播不能出镜，用Qwen2.5-7B写脚本，8个人同时用")
    assert e.patch.regions is None  # no data word before 不能出镜: a person kept off camera, not a residency rule
    assert not e.patch.data_residency


@pytest.mark.parametrize("text", [
    "我們縣政府想用Llama-3.1-8B做公文摘要，伺服器要放在資訊中心地端，預算NT$80萬",  # 繁體 台灣
    "公司想用Qwen2.5-14B做內部問答，機器放喺公司地端，預算HK$30萬",  # 繁體 香港
    "区政府想用GLM-4-9B做工单分类，服务器部署到地端机房，预算40万",  # 简体
])
def test_a_server_placed_on_premises_is_a_server_to_buy(text):
    e = extract(text)
    assert e.patch.buy_server is True  # a purchase (was: a cloud rental with the budget read as hours of it)


def test_cloud_or_on_premises_both_allowed_is_no_purchase():
    e = extract("用Llama-3.1-8B做客服，雲端或地端都可以，10個人同時用")
    assert not e.patch.buy_server
