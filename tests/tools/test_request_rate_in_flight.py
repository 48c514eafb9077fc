"""tools/traffic.py: a request rate (QPS) becomes requests in flight by Little's law, never one user at once."""

import pytest

from tests.conftest import module_home
from tools.load import SHAREGPT_OUTPUT_TOKENS
from tools.offers import INTERACTIVE_TOKENS_PER_S, INTERACTIVE_TTFT_S
from tools.schema import Workload
from tools.traffic import concurrency_from_request_rate, in_flight

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_little_law_in_flight():
    # 4 requests/s, each 0.5 s to its first token + 300 tokens at 30 tok/s = 10.5 s → 4 × 10.5 = 42 in flight
    assert in_flight(4, 0.5, 300, 30) == 42
    # 0.05/s × (2 + 100/20 = 7 s) = 0.35 → at least one request is in flight: 1
    assert in_flight(0.05, 2, 100, 20) == 1
    # 3/s × (1 + 250/25 = 11 s) = 33 exactly: no rounding up past a whole number
    assert in_flight(3, 1, 250, 25) == 33


def test_a_rate_with_the_shape_said_sets_concurrency():
    # 6 QPS, TTFT target 800 ms, 2,400-token context of which 2,000 is prompt → 400 output tokens;
    # per-user speed the interactive default (20 tok/s): 6 × (0.8 + 400/20 = 20.8 s) = 124.8 → 125
    assert INTERACTIVE_TOKENS_PER_S == 20
    w = Workload(model="Qwen2.5-7B", target_requests_per_s=6, target_ttft_ms=800, seq_len=2400, prompt_tokens=2000)
    notes = concurrency_from_request_rate(w)
    assert w.concurrency == 125
    assert "125" in notes[0].en and "Little" in notes[0].en and "125" in notes[0].zh


def test_a_bare_rate_uses_the_defaults_and_a_stated_concurrency_wins():
    # 2 QPS, nothing else: TTFT default 2 s + ShareGPT's 338 output tokens at 20 tok/s = 2 + 16.9 = 18.9 s → 37.8 → 38
    assert (INTERACTIVE_TTFT_S, SHAREGPT_OUTPUT_TOKENS) == (2.0, 338)
    w = Workload(model="Qwen2.5-7B", target_requests_per_s=2)
    concurrency_from_request_rate(w)
    assert w.concurrency == 38
    said = Workload(model="Qwen2.5-7B", target_requests_per_s=2, concurrency=12)
    assert concurrency_from_request_rate(said) == [] and said.concurrency == 12
