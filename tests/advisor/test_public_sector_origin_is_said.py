"""A public-sector user asking for a model developed in the PRC reads a ⚠️ line first (advisor.core.public_sector_read
→ tools.public_sector): the rule of its place, or 'check your agency's rules', and open models of another origin at a
similar size; never a filter, and nothing for a PRC agency, a private firm or a model from elsewhere. Other models and
agencies than the case that found it (a Taiwan city government and InternLM3-8B)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.public_sector_read import agency_place
from advisor.core.store import Store

LEAD = "⚠️ Public sector:"


def _line(text: str) -> str | None:
    e = extract(text)
    return next((n for n in e.notes if n.startswith(LEAD)), None)


@pytest.mark.parametrize("text,model,expect", [
    # 繁體, a county government with no place word: Traditional script outside Hong Kong → Taiwan; Baichuan2-13B
    # (13.9 B, Baichuan, Beijing) → Taiwan's PRC-brand ICT rule; 13.9 B lies in 3.5–16 B, so TAIDE / Breeze too
    ("我們是縣政府資訊科，想在機房自己架 Baichuan2-13B 幫民眾陳情分類，每天 800 件", "Baichuan2-13B",
     ("1090201804A", "TAIDE")),
    # 简体 written by a Taiwan agency (高雄 names the place): Yi-1.5-9B (8.8 B, 01.AI) → the same rule; alternatives
    # the nearest non-PRC commercial models: Granite-3.3-8B (8.17 B) first
    ("我们是高雄市政府的资讯单位，想用 Yi-1.5-9B 做公文摘要，30 个承办人同时用", "Yi-1.5-9B",
     ("1090201804A", "Granite-3.3-8B")),
    # English, a US federal agency and DeepSeek: the restrictions on DeepSeek's service, 'check' for a self-hosted copy
    ("I work at a federal agency; we want to self-host DeepSeek-R1-Distill-Qwen-32B for 50 analysts",
     "DeepSeek-R1-Distill-Qwen-32B", ("NASA", "check your agency's rules")),
    # English, a public hospital with no place: no sourced rule → only 'check your agency's rules'; Qwen3-14B (14.8 B)
    ("A public hospital wants Qwen3-14B to summarise discharge notes, 500 a day", "Qwen3-14B",
     ("I hold no rule", "check your agency's rules")),
])
def test_a_public_agency_and_a_prc_model_get_the_line(text, model, expect):
    line = _line(text)
    assert line is not None and line.startswith(f"{LEAD} {model} is published by"), line
    assert all(x in line for x in expect), line
    assert f"The plan below is still sized for {model}" in line  # never a bar: the plan follows


def test_a_name_the_registry_does_not_hold_is_placed_by_its_family_and_sized_by_its_name():
    # "Qwen4-14B" is no registry row: Qwen → Alibaba (PRC) by name; 14 B read from the name, so the nearest non-PRC
    # commercial models of 7–28 B are named (Phi-4 14.7 B, |ln 1.05| = 0.05, before OLMo-2-13B 13.7 B)
    line = _line("我們是市政府資訊處，想在機房用 Qwen4-14B 做陳情摘要，每天 500 件")
    assert line is not None and "Alibaba Cloud's Qwen team" in line and "Phi-4 (MIT)" in line, line


@pytest.mark.parametrize("text", [
    "我们是杭州市政府信息中心，想用Qwen2.5-32B做政务问答，50人同时用",  # a mainland agency and a mainland model
    "我哋係香港政府部門，想用Qwen2.5-7B做文件摘要，20人用",  # Hong Kong: no Taiwan/US rule, no warning
    "我哋係政府部門，想用 Qwen2.5-14B 整文件摘要，30人用",  # 繁體 in Cantonese, no place: Hong Kong, not Taiwan
    "縣政府想用 Llama-3.1-8B 做公文摘要，30人同時用",  # Meta's model: nothing about origin to say
    "Our startup in Taipei wants Qwen2.5-14B for 20 users",  # not a public body
    "我们拿了政府补贴，想用 GLM-4-9B 做客服，20 人用",  # a subsidy is not a government user
    # a mainland agency said in English: no Taiwan or US rule applies to a PRC agency using a PRC model
    "We're a Chinese provincial government IT office, want to serve Qwen2.5-14B to 40 staff",
])
def test_no_line(text):
    assert _line(text) is None


def test_taiwan_and_deepseek_says_the_ban_once():
    # the data-law note already says the Executive Yuan's DeepSeek bar; the origin line does not repeat it
    e = extract("我們是台灣的政府機關，想自己架 DeepSeek-R1-Distill-Qwen-32B 給200人用")
    lead = [n for n in e.notes if n.startswith(LEAD)]
    assert lead and e.notes[0] == lead[0], e.notes  # first of the notes
    assert "barred in public agencies outright" not in lead[0]
    assert any(n.startswith("Taiwan: the Executive Yuan") for n in e.notes)


@pytest.mark.parametrize("text,tags,script,currency,place", [
    ("市政府資訊處", [], "zh-Hant", "", "tw"),  # Traditional script, no place: Taiwan
    ("a city government", [], "en", "TWD", "tw"),  # NT$ budget
    ("市政府", [], "zh", "", None),  # Simplified, no place: a mainland agency, no warning
    ("state agency", ["us-east"], "en", "", "us"),
    ("特區政府", [], "zh-Hant", "", "prc"),
    ("a ministry", [], "en", "", ""),  # not known: the generic line
])
def test_agency_place(text, tags, script, currency, place):
    assert agency_place(text, tags, script, currency) == place


@pytest.mark.slow
def test_the_line_leads_the_whole_answer_in_traditional_chinese(tmp_path):
    # 繁體 Taiwan township office, GLM-4-9B (Zhipu, Beijing) for 2,000 documents a day on its own server: the ⚠️ line
    # comes before the plan's headline, in 繁體, and the plan is still sized (a headline follows)
    e = Engine(store=Store(tmp_path / "s.db"))
    text = e.handle("t", "我們是鄉公所，想在自己的伺服器上用 GLM-4-9B 每天摘要 2000 份公文，預算 NT$30 萬，要買什麼？").text
    lead = text.find("⚠️ 公部門注意：GLM-4-9B 由中國大陸的智譜")
    heads = [i for i, ln in enumerate(text.splitlines()) if ln.startswith("**")]
    assert lead >= 0, text[:1500]
    assert len(heads) >= 2 and lead < text.find(text.splitlines()[heads[1]]), text[:1500]


@pytest.mark.slow
def test_an_agency_said_after_the_model_gets_the_line_on_that_turn(tmp_path):
    # turn 1 names Yi-1.5-34B-Chat (01.AI, Beijing) with no agency; turn 2 says "we're a ministry in Taiwan": the
    # thread's model is the one asked about, so the line comes on turn 2 with Taiwan's rule, and the plan stands
    e = Engine(store=Store(tmp_path / "s.db"))
    first = e.handle("t", "serve Yi-1.5-34B-Chat to 20 users at once").text
    assert LEAD not in first
    second = e.handle("t", "we're a ministry in Taiwan, is that ok?").text
    assert f"{LEAD} Yi-1.5-34B-Chat is published by 01.AI" in second and "1090201804A" in second, second[:1500]
