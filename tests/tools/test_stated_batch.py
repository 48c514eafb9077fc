"""tools.stated_batch: an offline batch on stated / owned cards runs as many sequences as fit beside the weights, never
the engine's cap of 256 (VLLM_MAX_NUM_SEQS), and is refused at one sequence.

Hand-worked (an ML-infrastructure engineer's figures):
- QwQ-32B (64 layers, 8 KV heads × 128): KV 2 × 64 × 8 × 128 × 2 B = 256 KiB a token; an 8,353-token item (161 in +
  8,192 of thinking and answer) holds ≈ 2.19 GB, 1.1 GB a card at TP 2. AWQ weights ≈ 9 GB a card of the 21.6 GB
  L4 pool (0.9 × 24 GB) leave ≈ 10 GB: a handful of sequences (not 256: 256 × 2.19 GB ≈ 560 GB). BF16 weights are
  65.5 GB > 2 × 21.6 GB: not even one fits, the check is said at one sequence.
- Llama-3.1-70B BF16 on 4 × L40S, 1,800-token items: 35.3 GB of weights a card of the 43.2 GB pool; 320 KiB a token
  × 1,800 ≈ 0.59 GB a sequence, 0.15 GB a card at TP 4: ≈ 50 sequences in flight.
- Qwen2.5-14B FP8 on 1 × RTX 4090, 1,000-token items: 14.8 GB of weights; 192 KiB a token (48 × 8 × 128 × 2 × 2 B)
  × 1,000 ≈ 0.2 GB a sequence in the ≈ 7 GB left: ≈ 30 sequences.
"""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.defaults import resolve
from tools.schema import Workload
from tools.stated_batch import in_flight_on_stated

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


def _in_flight(model: str, precision: str, gpu: str, n: int, seq: int, out: int) -> int:
    w, _ = resolve(Workload(task="inference", model=model, precision=precision, batch_requests=50_000, num_gpus=n,
                            gpu_preference=gpu, owned_gpus=True, seq_len=seq, output_tokens=out))
    assert w.concurrency == 256  # the engine's cap, before the stated cards are read
    return in_flight_on_stated(registry.get(model), w, GPUS[gpu], headroom=1.2).concurrency


def test_awq_qwq_on_two_l4_holds_a_handful_of_long_sequences():
    got = _in_flight("QwQ-32B", "awq", "L4", 2, 8_353, 8_192)
    assert 4 <= got <= 14, got  # ≈ 10 GB of room ÷ 1.1 GB a sequence a card


def test_bf16_qwq_on_two_l4_is_judged_at_one_sequence():
    assert _in_flight("QwQ-32B", "bf16", "L4", 2, 8_353, 8_192) == 1  # the weights alone overflow the pair


def test_llama_70b_on_four_l40s_holds_about_fifty_short_items():
    got = _in_flight("Llama-3.1-70B", "bf16", "L40S", 4, 1_800, 300)
    assert 35 <= got <= 70, got


def test_qwen_14b_fp8_on_one_4090_holds_about_thirty():
    got = _in_flight("Qwen2.5-14B", "fp8", "RTX 4090", 1, 1_000, 200)
    assert 20 <= got <= 45, got


def test_no_stated_count_leaves_the_workload_as_it_is():
    w, _ = resolve(Workload(task="inference", model="Qwen2.5-14B", batch_requests=1_000))
    assert in_flight_on_stated(registry.get("Qwen2.5-14B"), w, GPUS["L4"], headroom=1.2) is w
