"""A long prompt's first token wherever an answer states a per-user speed: alone on an idle machine, and queued when
the stated users send one at once (tools/long_prompt_queue.py); a card with no tensor figure says it unsized."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.defaults import resolve
from tools.long_prompt_queue import queued_msg, queued_wait_s, unsized_long_prompt
from tools.owned_device import first_token_s, owned_device_serving
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_prompts_sent_together_queue_behind_each_other():
    # Hand: compute-bound prefill reads 5 prompts arriving at once in ≈ 5 × one prompt's time: 5 × 42 s = 210 s
    assert queued_wait_s(42.0, 5) == pytest.approx(210.0)
    assert queued_wait_s(42.0, 1) is None and queued_wait_s(None, 5) is None
    m = queued_msg(20_000, 42.0, 5)
    assert m is not None and m.args["mins"] == pytest.approx(3.5)  # 210 s ≥ 90 s: said in minutes
    assert queued_msg(8_000, 42.0, 5) is None  # a short prompt: no long-prompt line


def test_an_owned_mac_says_the_long_prompt_alone_and_queued():
    # Hand: Gemma-3-27B multiplies 27.01 B a token; a 50,000-token report = 2 × 27.01e9 × 50,000 = 2.70e15 FLOP; the
    # M3 Ultra's llama-bench row (LLaMA-2 7B Q4_0 pp512 ≈ 1,471 tokens/s) is 2 × 6.607e9 × 1,471 = 1.944e13 FLOP/s
    # achieved → ≈ 139 s for the matmuls; the prompt's attention scores add 2 × (32 heads × 128) × (10 full layers ×
    # 50,000 + 52 sliding layers × 1,024) ≈ 4.53e9 FLOPs a token (forward, causal half): (5.402e10 + 4.53e9) × 50,000
    # ÷ 1.944e13 ≈ 151 s alone; 4 readers sending one each at once: the last waits ≈ 4 × 151 ≈ 602 s ≈ 10.0 min
    mac = all_gpus()["Apple M3 Ultra"]
    arch = registry.get("Gemma-3-27B")
    assert first_token_s(arch, 50_000, mac) == pytest.approx(150.6, rel=0.01)
    w, _ = resolve(Workload(model="Gemma-3-27B", task="inference", concurrency=4, seq_len=50_000,
                            gpu_preference=mac.name, owned_gpus=True))
    msg = owned_device_serving(arch, w, mac, stated=False)
    assert msg is not None
    q = msg.args["queued"]
    assert q is not None and q.args["users"] == 4 and q.args["s"] == pytest.approx(602.3, rel=0.01)
    assert "10.0 min (4 × one alone)" in msg.text("en")


def test_a_card_without_a_tensor_figure_says_the_wait_unsized():
    # AWS publishes no A10G datasheet, so its row holds no dense 16-bit TFLOPS: a 20,000-token context's first token is
    # said unsized with the pilot to run, never guessed; an A10 (125 dense BF16 TFLOPS, datasheet) is sized instead
    g = all_gpus()
    m = unsized_long_prompt(g["A10G"], 20_000, 25.0)
    assert m is not None and m.code == "long_prompt_wait.unknown"
    assert unsized_long_prompt(g["A10"], 20_000, 25.0) is None
    assert unsized_long_prompt(g["A10G"], 8_000, 25.0) is None  # under 16,384 tokens: no line


def _secs(text: str) -> float:
    n = float(text.replace(",", "").split()[0])
    return n * 60 if "min" in text or "分钟" in text or "分鐘" in text else n


@pytest.mark.slow
def test_a_priced_pick_queues_the_long_prompts_in_english(tmp_path):
    # Hand: Qwen3-14B (13.99 B multiplied a token) and a 48k context less the answer, ≈ 39.8k tokens: 2 × 13.99e9 ×
    # 39,808 ≈ 1.1e15 FLOP plus attention on the pick's card; 12 users on one replica sending one each at once queue,
    # so the last waits ≈ 12 × the idle figure (compute-bound prefill)
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "Serve Qwen3-14B for 12 users with 48k-token legal filings, cheapest on-demand").text
    alone = re.search(r"nothing cached\) waits ≈ ([\d.,]+ (?:s|min)) for its first token", out)
    queued = re.search(r"if (\d+) users send such a [\d,]+-token prompt at once, they queue: .*?the last waits ≈ "
                       r"([\d.,]+ (?:s|min))", out)
    assert alone and queued, out
    assert _secs(queued.group(2)) == pytest.approx(int(queued.group(1)) * _secs(alone.group(1)), rel=0.06)


@pytest.mark.slow
def test_an_owned_mac_queues_the_long_reports_in_simplified(tmp_path):
    # Hand as test_an_owned_mac_says_the_long_prompt_alone_and_queued: ≈ 151 s alone, ≈ 10.0 min for the last of 4.
    # 10 people are a small team: a third at once, rounded up = 4 busy (4 people would be 2 busy, whose average
    # prompt of ≈ 26.7k tokens is over half the 50k context, so no separate full-prompt line is said).
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "我有一台 Mac Studio M3 Ultra 512GB，想用 Gemma-3-27B 给 10 个人读 50k token 的报告，够吗？").text
    assert "一个完整的 50,000 token 提示（没有缓存）首字前要约 151 秒" in out, out
    assert "若 4 个用户同时发送这样的 50,000 token 提示，会排队" in out and "10.0 分钟" in out, out


@pytest.mark.slow
def test_owned_a10gs_say_the_long_context_unsized_in_traditional(tmp_path):
    # Hand: the A10G's row holds no tensor TFLOPS (no NVIDIA datasheet), so a 20,000-token context's prefill
    # (2 × 7.6 B × 20,000 ≈ 3e14 FLOP) cannot be timed: the answer says so and names the pilot, beside its speed
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "我們有兩張 A10G，想跑 Qwen2.5-7B 給 6 個工程師做 20k token 上下文的程式助手，每人多快？").text
    assert "20,000 token" in out and "A10G" in out and "未估算" in out and "試用機" in out, out
