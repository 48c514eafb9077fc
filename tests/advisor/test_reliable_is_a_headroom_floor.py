""""Cheapest reliable" (最便宜又稳定, 便宜但穩定) reads reliability as a memory-headroom floor on the pick
(`Workload.reliable`, advisor.core.reliable_pick_read): a serving plan fuller than TIGHT_POOL_SHARE (90 %) of its
engine's pool is "a fit to test", so it gives way to a roomy plan even under "cheapest", and is named beside it as
the cheaper risk. "Stable Diffusion", a stable release and a dismissed "reliability isn't critical" are not read."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, reliable", [
    ("What's the cheapest reliable way to serve Mistral Small 24B for 15 users?", True),
    ("Cheapest stable setup for Gemma 2 27B, 20 users at once", True),
    ("给20个人用Qwen2.5-32B，要最便宜又稳定的方案", True),
    ("給20個人用Qwen2.5-32B，要便宜但穩定的方案", True),
    ("Serve Stable Diffusion XL for 10 designers, cheapest option", None),
    ("Cheapest way to serve Qwen2.5-32B for 20 users, reliability is not critical", None),
    ("给20个人用Qwen2.5-32B，不稳定也行，要最便宜的", None),
])
def test_reliability_beside_the_price_is_read(text, reliable):
    assert extract(text).patch.reliable is reliable


@pytest.mark.slow
@pytest.mark.parametrize("text, tight_words", [
    # Hand: Qwen2.5-72B in FP8 is ≈ 72 GB of weights; 8 users × 4,096 tokens of KV (80 layers × 8 KV heads × 128 ×
    # 2 × 1 byte ≈ 0.16 MB a token, ≈ 5.4 GB) and the engine's overhead put 2 × 48 GB cards at ≈ 96 % of their pool:
    # a fit to test, not a reliable plan. Reliable means headroom under ~90 %: one 192 GB card (≈ 91 GB needed) or
    # more cards lead, and the 2-card plan is named as the cheaper risk.
    ("Serve Qwen2.5-72B in FP8 for 8 users at once. Cheapest reliable hosting?", "Cheaper but tight"),
    ("我们用Qwen2.5-72B的FP8版本给8个人同时用，要最便宜又稳定的部署，租什么？", "更便宜但偏紧"),
    ("我們要用FP8的Qwen2.5-72B給8個人同時使用，要便宜但穩定的方案，租什麼？", "更便宜但偏緊"),
])
def test_a_reliable_pick_has_headroom_and_the_tight_one_is_the_cheaper_risk(tmp_path, text, tight_words):
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    rec = reply.recommendation
    assert rec is not None and rec.headline is not None, reply.text
    assert not rec.headline.says("recommend.tight_lead"), reply.text
    assert tight_words in reply.text, reply.text
