"""A pick over the default first-token limit (no limit stated) is a ❌ line with the fix (tools.default_ttft).

Hand: the interactive default is 2 s up to 8,192 tokens, scaled with the context beyond it (tools.offers.ttft_limit_s):
- Llama-3.1-70B, 20k context: 2 × 20,000 / 8,192 = 4.88 s; a pick at 6.5 s misses it → ❌ (4.9 s shown);
- Qwen2.5-7B (简体 chat), 4,096 context: 2 s; 1.4 s meets it → no line; 3.0 s misses → ❌;
- a stated 500 ms limit is judged by the stated-limit path, never here.
"""

from __future__ import annotations

from tools.default_ttft import default_ttft_missed
from tools.defaults import resolve
from tools.schema import Workload


def test_over_the_scaled_default_is_refused() -> None:
    w = resolve(Workload(model="Llama-3.1-70B", seq_len=20_000, concurrency=10))[0]
    c = default_ttft_missed(w, 6.5)
    assert c is not None and c.status == "refused" and c.message.args["limit"] == 4.9 and c.message.args["got"] == 6.5
    assert "Fix" in c.message.en and "改法" in c.message.zh


def test_met_or_stated_is_left_alone() -> None:
    w = resolve(Workload(model="Qwen2.5-7B", seq_len=4096, concurrency=30, language="zh"))[0]
    assert default_ttft_missed(w, 1.4) is None
    assert default_ttft_missed(w, 3.0) is not None
    stated = resolve(Workload(model="Qwen2.5-7B", seq_len=4096, concurrency=30, target_ttft_ms=500))[0]
    assert default_ttft_missed(stated, 3.0) is None


def test_a_stream_the_pick_cannot_prefill_is_said_in_words_never_inf() -> None:
    # the request stream outruns the prefill (tools.rate_service.open_stream gives inf): "≈ inf s" is no figure; the
    # line says the queue grows without end and what fixes it
    w = resolve(Workload(model="Qwen2.5-32B", seq_len=4096, concurrency=40))[0]
    c = default_ttft_missed(w, float("inf"))
    assert c is not None and c.status == "refused" and c.message.code == "default_ttft.never"
    assert "inf" not in c.message.en and "never reaches a first token" in c.message.en and "首 token" in c.message.zh
