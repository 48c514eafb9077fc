"""Where a model comes from (tools.model_origin) and the line a public-sector user gets for a model developed in the
PRC (tools.public_sector): the rule of the agency's place, or 'check your agency's rules', and open models of another
origin at a similar size. Each case is worked by hand in its comment."""

from __future__ import annotations

import pytest

from catalog import registry
from tools.model_origin import ORIGINS, PRC, is_prc, non_prc_alternatives, origin_of
from tools.public_sector import public_sector_line


def _all():
    return [registry.get(n) for n in registry.names()]


@pytest.mark.parametrize("name,hf_id,developer,prc", [
    ("InternLM3-8B", "internlm/internlm3-8b-instruct", "Shanghai AI Laboratory", True),
    # a DeepSeek fine-tune of Meta's Llama is DeepSeek's release (deepseek-ai publishes it), not Meta's
    ("DeepSeek-R1-Distill-Llama-8B", "deepseek-ai/DeepSeek-R1-Distill-Llama-8B", "DeepSeek (Hangzhou DeepSeek AI)", True),
    # by name alone, the fine-tuner first: Llama-3-Taiwan is Taiwan's, not Meta's
    ("Llama-3-Taiwan-70B-Instruct", "", "Yen-Ting Lin (Taiwan LLM, National Taiwan University)", False),
    ("Yi-1.5-9B", "", "01.AI", True),
    ("ERNIE-4.5-21B-A3B", "baidu/ERNIE-4.5-21B-A3B-PT", "Baidu", True),
    ("Granite-3.3-8B", "ibm-granite/granite-3.3-8b-instruct", "IBM", False),
    ("Mistral-Small-24B", "", "Mistral AI", False),
    # a guard built on Gemma 2 is Google's, by its name alone as by its org (google/shieldgemma-9b)
    ("ShieldGemma-9B", "", "Google", False),
])
def test_the_developer_and_its_country(name, hf_id, developer, prc):
    o = origin_of(name, hf_id)
    assert o is not None and o.developer == developer, o
    assert is_prc(name, hf_id) is prc


def test_every_registry_model_has_an_origin_and_every_row_a_source():
    # a new family in the registry must be placed (else a PRC model would pass unwarned)
    missing = [n for n in registry.names() if origin_of(n) is None]
    assert not missing, missing
    assert all(o.source for o in ORIGINS)
    # the PRC families the brief lists: Qwen, DeepSeek, InternLM, Baichuan, Yi, GLM, Kimi, MiniMax, Hunyuan, ERNIE
    for n in ("Qwen3-8B", "DeepSeek-V3", "InternLM2.5-7B", "Baichuan2-13B", "Yi-34B", "GLM-4.5-Air", "Kimi-K2",
              "MiniMax-M2", "Hunyuan-A13B", "ERNIE-4.5-300B-A47B"):
        o = origin_of(n)
        assert o is not None and o.country == PRC, n


def test_alternatives_are_non_prc_commercial_and_near_in_size():
    # GLM-4-9B is 9.40 B: within ×0.5–×2 the nearest non-PRC models whose licence allows commercial use, one a family:
    # Granite-3.3-8B (8.17 B, |ln 0.87| = 0.14), Llama-3.1-8B (8.03 B, 0.16), OLMo-2-7B (7.30 B, 0.25); Gemma-2-9B
    # (9.24 B) is nearer but its row holds no licence, so it is not offered; no Qwen or Yi however near
    names = [m.name for m in non_prc_alternatives(registry.get("GLM-4-9B"), _all())]
    assert names == ["Granite-3.3-8B", "Llama-3.1-8B", "OLMo-2-7B"], names


def test_a_vision_model_gets_vision_alternatives_and_a_reasoner_reasoners():
    # Qwen2.5-VL-7B (7.6 B) reads images: a text-only 8B would not stand in; Llama-3.2-11B-Vision (10.7 B) and
    # Pixtral-12B (12.7 B) do. DeepSeek-R1-Distill-Qwen-14B thinks: Phi-4-reasoning-plus (14.7 B) first, not Phi-4
    vl = [m.name for m in non_prc_alternatives(registry.get("Qwen2.5-VL-7B"), _all())]
    assert vl and all("vision" in n.lower() or "Pixtral" in n for n in vl), vl
    r1 = [m.name for m in non_prc_alternatives(registry.get("DeepSeek-R1-Distill-Qwen-14B"), _all())]
    assert r1[0] == "Phi-4-reasoning-plus", r1


def test_taiwan_line_cites_the_rule_says_ask_and_names_local_models():
    # a Taiwan agency and Qwen2.5-7B (7.6 B, Alibaba): the PRC-brand ICT rule with its letters, the offline question
    # left to the 資安長 (not asserted), alternatives, and TAIDE / Breeze (7.6 B is within 3.5–16 B)
    m = public_sector_line(registry.get("Qwen2.5-7B"), "Qwen/Qwen2.5-7B-Instruct", "tw", _all())
    assert m is not None
    en, zh = m.en, m.zh
    assert en.startswith("⚠️ Public sector: Qwen2.5-7B is published by Alibaba Cloud's Qwen team, in the PRC"), en
    assert "1090201804A" in en and "資安長" in en and "check your agency's rules" in en, en
    assert "TAIDE" in en and "Breeze-7B" in en and "DeepSeek's AI service" not in en, en
    assert "资安长" in zh and "大陆厂牌" in zh, zh


def test_a_large_model_in_taiwan_gets_no_8b_local_models():
    # Qwen2.5-72B (72.7 B) is far past 16 B: TAIDE 8B / Breeze 7B do not stand in; the 70B-class models do
    m = public_sector_line(registry.get("Qwen2.5-72B"), "", "tw", _all())
    assert m is not None and "TAIDE" not in m.en and "Llama-3.3-70B" in m.en, m.en


def test_us_deepseek_and_the_generic_line():
    # a US agency and DeepSeek: the restrictions on DeepSeek's service, and 'check' for a self-hosted copy;
    # a US agency and Baichuan (no sourced rule): only 'check your agency's rules', no rule asserted
    ds = public_sector_line(registry.get("DeepSeek-R1-Distill-Qwen-32B"), "", "us", _all())
    assert ds is not None and "NASA" in ds.en and "check your agency's rules" in ds.en, ds
    bc = public_sector_line(registry.get("Baichuan2-13B"), "", "us", _all())
    assert bc is not None and "I hold no rule" in bc.en and "NASA" not in bc.en, bc.en


@pytest.mark.parametrize("name,place", [
    ("Llama-3.1-8B", "tw"),  # Meta's model: nothing to say about its origin
    ("Mistral-Small-24B", "us"),
    ("Qwen2.5-32B", "cn"),  # a mainland agency and a mainland model: no warning
    ("Qwen2.5-7B", "hk"),
])
def test_no_line(name, place):
    assert public_sector_line(registry.get(name), "", place, _all()) is None


def test_a_coder_gets_the_one_non_prc_coder_of_its_size():
    # Qwen2.5-Coder-7B (7.6 B): the only non-PRC coder of 3.8–15.2 B with a commercial licence in the registry is
    # Mamba-Codestral-7B (7.29 B, Mistral AI, Paris, Apache-2.0); Codestral-22B is non-production and too big,
    # StarCoder2-15B is 2.1× the size: the line names it and never blocks
    m = public_sector_line(registry.get("Qwen2.5-Coder-7B"), "", "", _all())
    assert m is not None and "Mamba-Codestral-7B (Apache-2.0)" in m.en, m.en
    assert "none in my registry at this size" not in m.en, m.en
