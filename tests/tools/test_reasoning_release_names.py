"""A reasoning release whose name carries no reasoning word (OpenThinker, Sky-T1, s1.1, AceReason) and a hybrid model
that thinks by default (SmolLM3) are sized on their thinking trace, never the 338-token chat answer. Before, an
OpenThinker2-32B service was sized on 338-token answers, ≈ 24× too little decode and KV."""

from __future__ import annotations

import pytest

import catalog.registry  # noqa: F401  (registers the registry's thinking lookup)
from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.defaults import REASONING_OUTPUT_TOKENS, model_thinking, reasoning_model
from tools.reasoning_names import trace_named

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("name", ["OpenThinker2-7B", "open-thoughts/OpenThinker3-7B", "Sky-T1-32B-Flash", "s1.1-32B",
                                  "AceReason-Nemotron-7B", "Skywork-OR1-7B", "DeepScaleR-1.5B-Preview", "LIMO"])
def test_reasoning_releases_are_read_by_name(name):
    # each always thinks: sized at the stated 8,192-token default (AWS Bedrock's R1 guide), no switch to turn it off
    assert trace_named(name) and reasoning_model(name)
    t = model_thinking(name)
    assert t is not None and t.default and t.tokens == REASONING_OUTPUT_TOKENS and t.switch is None


@pytest.mark.parametrize("name", ["Qwen2.5-32B", "Skywork-13B", "Limoncello-7B", "Sky-Net-7B", "Mistral-7B"])
def test_plain_names_do_not_think(name):
    assert not trace_named(name) and model_thinking(name) is None


def test_smollm3_thinks_by_default_and_switches_off():
    # SmolLM3's card: hybrid reasoning, on by default, /no_think or enable_thinking=False turns it off
    t = model_thinking("SmolLM3-3B")
    assert t is not None and t.default and t.switch and "no_think" in t.switch


@pytest.mark.parametrize("text", [
    # en: 25 concurrent users on a held-out reasoning release; the answer is its trace: 8,192 tokens, not 338
    "Serve OpenThinker3-7B to 25 concurrent users solving physics problems. Which GPU?",
    # 简体
    "部署 AceReason-Nemotron-14B 给 18 个并发用户做数学推理，要什么 GPU？",
    # 繁體
    "我們要用 s1.1-32B 給 10 個並發用戶解競賽題，要租哪種 GPU？",
])
def test_a_served_reasoning_release_is_read_as_thinking(text):
    e = extract(text)
    t = model_thinking(e.patch.model)
    assert t is not None and t.tokens == REASONING_OUTPUT_TOKENS, (e.patch.model, e.notes)
