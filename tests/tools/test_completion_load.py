"""Code completion is sized by its request rate, its prefix-cached file context and its short answer
(tools.completion_load): each replica receives its share of the rate as an open stream, and each request prefills
only the new share of its prompt, never the whole file context as a fresh chat prompt."""

from __future__ import annotations

import pytest

from tests.conftest import module_home
from tools.completion_load import (
    COMPLETION_TTFT_S,
    FIM_NEW_SHARE,
    completion_cached,
    completion_new_tokens,
    completion_ttft_s,
    is_completion,
)
from tools.defaults import resolve
from tools.load import request_shape
from tools.rate_service import open_rate, per_slot_rate, rate_driven_short
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def completion(**kw) -> Workload:
    base = dict(model="qwen2.5-coder-1.5b", task="inference", prompt_tokens=2048, output_tokens=48, seq_len=2096,
                prompt_new_tokens=completion_new_tokens(2048), framework="vllm")
    return Workload(**{**base, **kw})


def test_new_tokens_by_hand() -> None:
    # Hand: 20 % of the prompt is new each keystroke pause: 2,048 × 0.2 = 409.6 → 410; 1,500 × 0.2 = 300; never 0
    assert FIM_NEW_SHARE == 0.2
    assert completion_new_tokens(2048) == 410 and completion_new_tokens(1500) == 300 and completion_new_tokens(2) == 1


def test_a_completions_prompt_is_mostly_served_from_the_prefix_cache() -> None:
    # Hand: 2,048-token file context, 410 new → 2,048 − 410 = 1,638 cached on vLLM; the old rule prefilled all 2,048
    # (a stated prompt was never cached). With `prefix_cache: false` or a batch, nothing is cached.
    r, _ = resolve(completion(target_requests_per_s=4.0))
    sh = request_shape(r)
    assert sh.prompt == 2048 and sh.cached == 1638 and sh.prefilled == 410
    r2, _ = resolve(completion(target_requests_per_s=4.0, prefix_cache=False))
    assert request_shape(r2).cached == 0
    assert completion_cached(completion(), 2048, cache_on=False) == 0
    assert not is_completion(completion(batch_requests=10_000))


def test_a_completion_rate_is_an_open_stream_and_a_chat_is_not() -> None:
    # Hand: 45 developers × 60 % ÷ 10 s = 2.7 completions/s over 14 in-flight slots → each slot receives
    # 2.7 ÷ 14 ≈ 0.193 requests/s (an open stream), never a closed loop resubmitting at once. A 48-token completion
    # is no "short answer" (it still keeps the reading floor): rate_driven_short stays False.
    w = completion(target_requests_per_s=2.7, concurrency=14)
    assert open_rate(w, 48) and not rate_driven_short(w, 48)
    assert per_slot_rate(w, 48) == pytest.approx(2.7 / 14)
    chat = Workload(model="qwen2.5-7b", task="inference", target_requests_per_s=2.7, concurrency=14, output_tokens=300)
    assert not open_rate(chat, 300) and per_slot_rate(chat, 300) == 0.0


def test_only_a_completion_gets_the_short_first_token_default() -> None:
    # a 48-token snippet with no limit said: 0.5 s (a suggestion shown before the next keystrokes); a stated limit is
    # read elsewhere (None here). A lawyer's 100k-token contract asked 5 times also sets prompt_new_tokens (20,400 new
    # a question, the rest cached) but answers at chat length: it keeps the chat's first-token default (None here),
    # else a 9.7 s first token on 4 × RTX 6000 Ada would fail a 0.5 s limit nobody stated
    assert completion_ttft_s(completion()) == COMPLETION_TTFT_S == 0.5
    assert completion_ttft_s(completion(target_ttft_ms=200)) is None
    document = Workload(model="Llama-4-Scout", task="inference", seq_len=100_338, prompt_new_tokens=20_400)
    assert completion_ttft_s(document) is None
    assert completion_ttft_s(completion(output_tokens=None)) is None
