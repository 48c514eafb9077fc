""""Minimum setup" / "cheapest" serving with no per-user speed stated: the smallest plan that holds the model and its
KV cache at the stated context and users leads, at the speed it gives; our 20 tokens/s interactive default is said as
a note, not used to size the plan up (the readable minimum, 10 tokens/s, still applies). Through the real pipeline
(Engine), in English and 简体.

Hand reasoning for Qwen2.5-72B-Instruct, 128k context, 5 users, BF16:
  weights 72.7e9 × 2 B ≈ 145 GB;
  KV per token = 2 (K,V) × 80 layers × 8 kv heads × 128 head_dim × 2 B = 327,680 B;
  × 131,072 tokens × 5 users ≈ 214.7 GB; weights + KV ≈ 360 GB.
  So 4 × MI300X (4 × 192 = 768 GB, two replicas of TP 2, each 384 GB ≥ 145 + 3 × 43 GB) holds it: no 8-GPU machine is
  needed for memory. The old answer sized 8 × MI300X only because each user was held to 20 tokens/s (32 tok/s there).
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import CHEAPEST
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

EN = ("Need to serve Qwen2.5-72B-Instruct with 128k context for contract review, maybe 5 concurrent users. "
      "What's the minimum setup?")
ZH = "要部署 Qwen2.5-72B-Instruct 做合同审阅，128k 上下文，大概 5 个人同时用，最低配置是什么？"


def ask(tmp_path, text: str):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


def headline(text: str) -> str:
    """The headline paragraph: the one after the workload line, past any reading notes ("> document work: …")."""
    return [p for p in text.split("\n\n") if not p.startswith(">")][1]


def headline_gpus(text: str) -> int:
    """The GPU count of the headline's pick: "(4 × MI300X 192 GB" / "（4 × MI300X 192 GB"."""
    m = re.search(r"[(（](\d+) × ", headline(text))
    assert m, text[:600]
    return int(m.group(1))


def per_user(text: str) -> float:
    m = re.search(r"(?:≈|约) ?(\d+(?:\.\d+)?) tokens/s", headline(text))
    assert m, text[:600]
    return float(m.group(1))


@pytest.mark.slow
@pytest.mark.parametrize("text", [EN, ZH])
def test_minimum_leads_with_the_smallest_plan_that_holds_model_and_kv(tmp_path, text):
    r = ask(tmp_path, text)
    # ≈ 360 GB of weights + KV fit 4 × 192 GB; 8 GPUs would be sizing for speed nobody asked for
    assert headline_gpus(r.text) <= 4, r.text[:800]
    # its own speed is said, and it is below our 20 tok/s default (which is why the old answer sized up)
    assert 10 <= per_user(r.text) < 20
    # the default is said as a note, not as the sizing rule
    assert re.search(r"readable minimum|可读的最低速度", r.full or ""), (r.full or "")[:400]


@pytest.mark.slow
def test_without_minimum_the_interactive_default_still_sizes_the_plan(tmp_path):
    # same work, no "minimum": each user is held to the 20 tok/s default, so the plan is larger than the minimum's.
    # No precision is stated, so the cheaper FP8 plan that holds the same 20 tok/s floor leads, and the BF16 plan is
    # said beside it. By hand (KV stays 16-bit: 42.9 GB per user at 131,072 tokens, as in the module docstring):
    #   minimum, FP8: 72.7 GB weights + 5 × 42.9 GB KV ≈ 287 GB fit 2 × MI300X (384 GB, ≈ 153 GB per GPU), at
    #     ≈ 14 tok/s per user (below the 20 default, so "minimum" alone allows it);
    #   default, FP8: the 20 tok/s floor needs a second TP-2 replica (3 users' KV on each, 36.4 + 64.4 ≈ 108 GB per
    #     GPU) → 4 × MI300X, twice the minimum's cards;
    #   default, BF16: each decode step reads 145 GB of weights, twice FP8's bytes, so the same floor needs 8 × MI300X.
    r = ask(tmp_path, EN.replace(" What's the minimum setup?", " What should I rent?"))
    minimum = ask(tmp_path, EN)
    assert per_user(r.text) >= 20
    assert headline_gpus(r.text) > headline_gpus(minimum.text), (r.text[:800], minimum.text[:800])
    if "FP8 planned" in r.text.split("\n", 1)[0]:
        # the BF16 plan, said beside the FP8 lead, is still sized by the default floor
        assert re.search(r"In BF16: \S+ \S+ \(8 × ", headline(r.text)), headline(r.text)
    else:
        assert headline_gpus(r.text) >= 8


def test_minimum_words_read_as_cheapest_but_a_memory_minimum_does_not():
    assert CHEAPEST.search("What's the minimum setup?")
    assert CHEAPEST.search("smallest hardware that can do it")
    assert CHEAPEST.search("最低配置是什么")
    assert not CHEAPEST.search("80GB GPUs minimum")
    assert not CHEAPEST.search("minimum 48 GB per card")
