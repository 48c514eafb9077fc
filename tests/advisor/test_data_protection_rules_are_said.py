"""The data-protection rule a question falls under is said with the plan (tools.data_law), and a mainland team's
medical or personal data is kept to mainland clouds even when an overseas cloud is named (a Shanghai
hospital's de-identified records were priced on RunPod US and Cudo Norway with "if the data may leave the country")."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def _said(e, start):
    return [n for n in e.notes if n.startswith(start)]


@pytest.mark.parametrize("text", [
    "我们是上海一家三甲医院，有5万份脱敏过的病历，想用Qwen2.5-32B做LoRA，听说RunPod美国的H100很便宜，大概要多少钱多久？",
    "我們是北京的醫院，想用病歷微調 Qwen2.5-14B，RunPod 的 H100 好像很便宜，要多少錢？",
    "we're a hospital in Shanghai, fine-tune Qwen2.5-14B on patient records, heard RunPod is cheap",
    "我哋係深圳嘅診所，想用病人資料微調 Qwen2.5-7B，Lambda 平唔平？",  # 平唔平 asks the price: no Lambda-only filter
])
def test_a_mainland_hospitals_records_stay_on_mainland_clouds_with_pipl_said(text):
    e = extract(text)
    assert e.patch.regions == ["cn"] and not e.patch.providers, (e.patch.regions, e.patch.providers)
    pipl = _said(e, "⚠️ PIPL (China)")
    assert pipl and "de-identified" in pipl[0] and "security assessment" in pipl[0], e.notes


def test_pipl_is_said_when_the_mainland_team_asks_for_an_overseas_region():
    # the user's own place to rent (Singapore) is kept; the rule on sending the data there is said
    e = extract("我們是深圳的保險公司，客戶資料要拿來微調 Qwen2.5-14B，想租新加坡的 A100")
    assert e.patch.regions == ["sg"] and _said(e, "⚠️ PIPL (China)"), (e.patch.regions, e.notes)


def test_a_mainland_team_with_no_personal_data_may_name_an_offshore_cloud():
    # no medical or personal data: "只能用 RunPod" keeps RunPod's places (docs/CONVERSATION.md), no PIPL line
    e = extract("我们在上海，只能用 RunPod，部署 Qwen2.5-7B")
    assert not e.patch.regions and not _said(e, "⚠️ PIPL"), (e.patch.regions, e.notes)


@pytest.mark.parametrize("text,start", [
    ("clinic network in ontario. patient visit recordings, whisper large-v3 + llama 3.1 8b. PHIPA so data stays in "
     "canada", "PHIPA (Ontario)"),
    ("我哋係香港一間診所，想用 Llama 3.1 8B 整病歷摘要，租邊度好？", "PDPO (Hong Kong)"),
    ("US hospital, serve llama 3.1 70b over patient records for 40 doctors", "HIPAA (US)"),
    ("we're a German insurer, customer data must stay in Germany, serve Qwen2.5-72B for 100 agents", "GDPR"),
    ("我們是台灣的政府機關，想自己架 DeepSeek-R1-Distill-Qwen-32B 給200人用", "Taiwan: the Executive Yuan"),
])
def test_the_rule_of_the_place_and_the_data_is_said(text, start):
    assert _said(extract(text), start)


def test_a_question_with_no_sensitive_data_gets_no_rule():
    e = extract("serve Llama-3.1-8B in Germany for 50 users, a coding assistant")
    assert not any(n.startswith(("GDPR", "HIPAA", "⚠️ PIPL")) for n in e.notes), e.notes
