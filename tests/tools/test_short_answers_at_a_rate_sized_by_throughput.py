"""A service sized from a stated request rate whose answers are short (a label, a verdict) is sized by throughput
(tools.rate_service): the requests in flight are the rate × the per-request limit (never a chat's 20 tokens/s stay),
each replica receives its share of the rate as an open stream (never a closed loop that resubmits at once), and the
cards are what the prompts' prefill and a few decode steps need, with the whole short answer back within the limit."""

from __future__ import annotations

import math

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.rate_service import (
    answer_late,
    concurrency_from_short_rate,
    in_flight_within,
    open_stream,
    per_slot_rate,
    prefill_flop_per_s,
    rate_driven_short,
)
from tools.recommend import recommend
from tools.schema import InstanceRow, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


def row(gpu: str) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}-1x", region="us-east-1", gpu=gpu, gpu_count=1, vcpu=8,
                       ram_gib=64, price_on_demand=1.0, interconnect="pcie")


def test_in_flight_is_the_rate_times_the_limit_not_a_chat_stay() -> None:
    # Hand: 120 verdicts/s, each back within 1.5 s → at most 120 × 1.5 = 180 in flight. The chat rule read
    # 120 × (1.5 s + 6 tokens ÷ 20 tok/s) = 216; an unstated limit is the 2 s first-token default: 90/s → 180.
    w = Workload(model="llama-3.2-3b", task="inference", target_requests_per_s=120, output_tokens=6, target_ttft_ms=1500)
    msgs = concurrency_from_short_rate(w, 6)
    assert w.concurrency == 180 and msgs[0].args["stated"] is True
    w2 = Workload(model="qwen2.5-1.5b", task="inference", target_requests_per_s=90, output_tokens=8)
    assert concurrency_from_short_rate(w2, 8)[0].args["stated"] is False and w2.concurrency == 180
    assert in_flight_within(40, 2) == 80


def test_a_chat_reply_a_batch_or_a_stated_speed_is_not_a_short_rate_service() -> None:
    # 300-token chat answers are read as they stream: the chat rule (tools.traffic) keeps them
    assert not rate_driven_short(Workload(target_requests_per_s=10, output_tokens=300), 300)
    assert not rate_driven_short(Workload(target_requests_per_s=10, output_tokens=8, batch_requests=5000), 8)
    assert not rate_driven_short(Workload(target_requests_per_s=10, output_tokens=8, target_tokens_per_s_per_user=30), 8)
    assert per_slot_rate(Workload(target_requests_per_s=10, output_tokens=300, concurrency=50), 300) == 0.0
    # a label: each of 150 slots receives 60 ÷ 150 = 0.4 requests/s
    assert per_slot_rate(Workload(target_requests_per_s=60, output_tokens=8, concurrency=150), 8) == pytest.approx(0.4)


def test_open_stream_by_hand() -> None:
    # λ = 60/s, 4 ms of prefill each, 16 ms decode steps, a prompt in one chunk, up to 12 a step, 50 ms alone:
    # prefill share 0.24; v = 0.76 ÷ 0.016 = 47.5 tok/s; 1 + 60 × 0.016 = 1.96 prompts share a step;
    # ρ = 60 × (0.004 + 0.016 ÷ 1.96) = 0.73 → first token 0.05 + 0.73 × 0.05 ÷ (2 × 0.27) ≈ 0.118 s
    v, ttft, share = open_stream(60, 0.016, 0.004, 1, 12, 0.05)
    assert share == pytest.approx(0.24) and v == pytest.approx(47.5)
    assert ttft == pytest.approx(0.05 + 0.7298 * 0.05 / (2 * 0.2702), rel=1e-3)
    # past the whole GPU (250/s × 4 ms = 1.0) the replica never catches up
    assert open_stream(250, 0.016, 0.004, 1, 12, 0.05)[1] == math.inf


def test_the_whole_short_answer_is_held_to_the_limit() -> None:
    w = Workload(target_requests_per_s=50, output_tokens=8)  # the 2 s default
    assert not answer_late(w, 8, 0.2, 8.0)  # 0.2 + 1.0 = 1.2 s
    assert answer_late(w, 8, 0.2, 3.0)  # 0.2 + 2.7 = 2.9 s
    assert answer_late(Workload(target_requests_per_s=50, output_tokens=8, target_answer_s=1), 8, 0.2, 8.0)


def test_prefill_flops_by_hand() -> None:
    # 200/s × 300 tokens × 2 × 3.2e9 = 3.84e14 FLOP/s
    assert prefill_flop_per_s(200, 300, 3.2e9) == pytest.approx(3.84e14)


@pytest.mark.slow
@pytest.mark.parametrize("model,prompt,out,rate,gpu,most,least", [
    # Sized by its prefill (tools.prefill_service: each card busy at most tools.prefill_service.BUSY_TARGET = 0.75 of
    # the time, the queueing check adding cards only for a stated limit). Hand: 200/s × 300 = 60,000 tokens/s; one L4
    # prefills 121e12 (dense BF16) × 0.5 (tools.speed.PREFILL_MFU) ÷ (2 × 3.21e9) = 9,417 tokens/s → 6.37 L4 fully
    # busy, ÷ 0.75 → 8.5 → 9 L4 (a flat 50 % rented 13; the chat rule, 440 "users" in a closed loop, 18)
    ("llama-3.2-3b", 300, 4, 200, "L4", 9, 9),
    # Hand: 150/s × 400 = 60,000 tokens/s; one L4: 60.5e12 ÷ (2 × 1.544e9) = 19,598 tokens/s → 3.06 → ÷ 0.75 = 4.08 →
    # 5 L4 (50 % rented 7, the chat rule 10)
    ("qwen2.5-1.5b", 400, 8, 150, "L4", 5, 5),
    # Hand: 300/s × 120 × 2 × 2.6e9 = 1.9e14; an L40S (362 TFLOPS dense BF16) at half ≈ 181 → 1.04 → 2; the chat rule 10
    ("gemma-2-2b", 120, 8, 300, "L40S", 3, 1),
])
def test_cards_follow_the_prefill_throughput(model: str, prompt: int, out: int, rate: float, gpu: str, most: int,
                                             least: int) -> None:
    rec = recommend(registry.get(model), Workload(
        model=model, task="inference", prompt_tokens=prompt, output_tokens=out, seq_len=prompt + out,
        target_requests_per_s=rate, thinking_use="latency"), GPUS, [row(gpu)])
    c = rec.candidates[0]
    assert least <= c.instances * c.gpu_count <= most, (c.instances, c.replicas, c.users_per_replica)
