"""After an answer whose model's licence bars a business use and names a permissive alternative, "ok so what do we
use then, and does the setup change" (那用什么好, 咁用邊個好) is answered on that alternative, the same load
re-sized, what changed said; it was "That is outside what I do".

Hand figures: Ministral-8B (8.02 B) → Qwen3-8B (8.19 B): BF16 weights 16.0 GB → 16.4 GB, the same 36 layers × 8 KV
heads × 128 (KV 36 × 2 × 8 × 128 × 2 = 147,456 B a token for both),
so the setup barely moves at the same load (88 in flight from 400,000 e-mails a day): the pick stays, one copy
≈ 25.6 GB → 26.0 GB. Qwen3-8B is planned with its thinking off, as Ministral-8B answers (no chain of thought), so the
120-token answers stay 120 tokens.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.licence_switch import alternative_asked
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Recommendation, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

Q1 = ("we're a helpdesk SaaS (paying customers) and want Ministral-8B-Instruct-2410 to tag + summarise incoming "
      "emails, ~400k emails/day, avg 900 tokens in, 120 out. what gpu setup and $/month?")


def _last(model: str) -> Recommendation:
    return Recommendation.model_construct(model=model, workload=Workload(model=model))  # what the switch reads


@pytest.mark.parametrize("text", [
    "ok so what do we use then, and does the setup change",
    "what should we use instead?",
    "which model should we use then?",
    "那用什么好",
    "那用什麼好？",
    "咁用邊個好",
    "有什么替代方案",
])
def test_what_to_use_instead_names_the_alternative(text):
    assert alternative_asked(text, extract(text), _last("Ministral-8B")) == "Qwen3-8B"
    assert alternative_asked(text, extract(text), _last("Command-A")) == "Qwen3-32B"


@pytest.mark.parametrize(("text", "model"), [
    ("ok so what do we use then", "Llama-3.1-8B"),  # a commercial licence: nothing to replace
    ("what should we use instead? Mistral-7B", "Ministral-8B"),  # a model named: that one, not the alternative
    ("ok and for 3x the volume?", "Ministral-8B"),  # no question of what to use
])
def test_no_switch_without_a_barring_licence_or_with_a_model_named(text, model):
    assert alternative_asked(text, extract(text), _last(model)) is None


def _turns(tmp_path, *texts: str) -> str:
    eng = Engine(store=Store(tmp_path / "s.db"))
    out = ""
    for t in texts:
        out = eng.handle("k", t).text
    return out


@pytest.mark.slow
def test_english_follow_up_re_sizes_the_alternative_on_the_same_load(tmp_path):
    out = _turns(tmp_path, Q1, "ok so what do we use then, and does the setup change")
    assert "outside what I do" not in out
    assert "changed: model Ministral-8B → Qwen3-8B" in out, out[:600]
    assert "Use Qwen3-8B (Apache-2.0) instead of Ministral-8B" in out, out[:900]
    assert "88 concurrent" in out and "120-token answers" in out, out[:1500]  # the same load, thinking off


@pytest.mark.slow
def test_simplified_chinese_follow_up_re_sizes_the_alternative(tmp_path):
    out = _turns(tmp_path, "我们公司要用Ministral-8B-Instruct-2410给付费客户做客服，20人同时用，要什么卡，每月多少钱",
                 "那用什么好")
    assert "改用 Qwen3-8B（Apache-2.0），不用 Ministral-8B" in out, out[:800]
    assert "Qwen3-8B 推理部署，20 并发" in out, out[:1500]


@pytest.mark.slow
def test_cantonese_follow_up_re_sizes_the_alternative(tmp_path):
    out = _turns(tmp_path, "我哋公司想用Command A幫客戶做客服，20個人同時用，要咩卡", "咁用邊個好")
    assert "改用 Qwen3-32B（Apache-2.0），不用 Command-A" in out, out[:800]
    assert "Qwen3-32B" in out.split("改用")[1], out[:1500]
