"""An attention kernel the user's code needs keeps only the cards that run it, and says so.

"Our training code uses flash attention 3 (the hopper one) … A100s or L40S are way cheaper per hour than
H100, can we just use those?" was ranked as if any card would do (a B200, where FlashAttention-3 does not run, second)
and the question went unanswered. FlashAttention-3 is written for Hopper only (Dao-AILab/flash-attention README, the
FlashAttention-3 beta: H100 / H800, sm_90; Shah et al. 2024, arXiv:2407.08608): A100 is sm_80, L40S sm_89, B200 sm_100.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.compat import attention_kernel_problem

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "Our training code uses flash attention 3 (the hopper one), full fine tune of qwen2.5 7b on 3B tokens",
    "we use FA3 in our trainer, LoRA llama 3 8b",
    "FlashAttention-3 is required by our code; fine-tune qwen2.5-14b",
    "我们的训练代码用了 flash-attn 3，全参微调 Qwen2.5-7B",
    "Our training code uses flash attention 3. We need a full fine tune",  # the version at a sentence's end
    "we rely on FA3.",
])
def test_flash_attention_3_is_a_requirement(text):
    e = extract(text)
    assert e.patch.attention_kernel == "fa3", e.patch
    assert any("FlashAttention-3" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "our code uses flash attention 2, LoRA llama 3 8b",
    "fine-tune qwen2.5 7b with flash attention",
    "LoRA on 3 A100s with FA2",
    "flash attention 3.5 is not a release; LoRA llama 3 8b",  # a version number that is not 3
])
def test_other_attention_words_set_no_kernel(text):
    assert extract(text).patch.attention_kernel is None


@pytest.mark.parametrize("card,runs", [
    ("H100 SXM", True), ("H200 SXM", True), ("H800 SXM", True), ("H20", True),
    ("A100 80GB SXM", False), ("L40S", False), ("B200 (HGX)", False), ("RTX 4090", False), ("MI300X", False),
])
def test_only_hopper_runs_flash_attention_3(card, runs):
    g = all_gpus()[card]
    assert (attention_kernel_problem(g, "fa3") is None) is runs
    assert attention_kernel_problem(g, None) is None  # no kernel said: nothing is refused


@pytest.mark.slow
def test_every_ranked_row_runs_the_kernel(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "Our training code uses flash attention 3 (the hopper one) and we need a full fine tune of qwen2.5 7b on ~3B "
        "tokens, done in 3 days. A100s or L40S are way cheaper per hour than H100, can we just use those? what's the "
        "cheapest setup"))
    rec = r.recommendation
    assert rec is not None and rec.candidates
    gpus = all_gpus()
    assert all(gpus[c.gpu].sm == 9.0 for c in rec.candidates), [c.gpu for c in rec.candidates]
    assert "switch the code to FlashAttention-2" in r.text  # the yes/no on A100 / L40S, with the way to use them


@pytest.mark.slow
def test_the_kernel_rule_holds_after_the_same_shape_was_ranked_without_it(tmp_path):
    # the eligible rows are remembered per filter set (tools.offers.prefilter's memo): the same job asked first with no
    # kernel said (B200 rows eligible) must not hand its rows to the FA3 question (B200 is sm_100: FA3 is sm_90 only)
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    job = "we need a full fine tune of qwen2.5 7b on ~3B tokens, done in 3 days. what's the cheapest setup"
    Engine(store=Store(tmp_path / "a.db")).handle("a", job)
    r = Engine(store=Store(tmp_path / "b.db")).handle("b", "Our training code uses flash attention 3. " + job)
    gpus = all_gpus()
    assert r.recommendation is not None and r.recommendation.candidates
    assert all(gpus[c.gpu].sm == 9.0 for c in r.recommendation.candidates), [c.gpu for c in r.recommendation.candidates]
