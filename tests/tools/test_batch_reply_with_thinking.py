"""A thinking model's batch: a stated short answer is the visible reply, and the thinking decoded before it counts in
the output volume, the KV cache, the hours and the deadline check (as a served answer already counts it). Before,
"Qwen3-32B thinking over 30k maths problems, answers ~300 tokens" was sized on 30,000 × 300 = 9 M tokens out
(1 × MI300X, 45 min, $1.80), which at the real ≈ 150–255 M misses a 15-hour deadline."""

from __future__ import annotations

from tools.defaults import resolve, thinking_words
from tools.schema import Workload


def _resolved(**kw):
    r, notes = resolve(Workload(task="inference", **kw))
    return r, notes


def test_qwen3_batch_reply_gets_its_thinking():
    # Qwen3-32B thinks 8,192 tokens (its registry row): 300 + 8,192 = 8,492 an item; 30,000 × 8,492 = 254,760,000 out
    # (not 9,000,000); context 161 (ShareGPT prompt, short items) + 8,492 = 8,653. By hand at ≈ 2.3 k tok/s an
    # MI300X (Qwen3-32B BF16, 256 seqs: 16 GB weights + ≈ 72 GB KV per card of 4 read a step at ≈ 3.5 TB/s ≈ 25 ms):
    # 254.8 M ÷ (4 × 2.5 k) ≈ 7 h on 4 × MI300X, inside 15 h; 1 × MI300X would take ≈ 28 h
    r, notes = _resolved(model="Qwen3-32B", batch_requests=30000, batch_item="short", output_tokens=300,
                         thinking_use="on", deadline_hours=15)
    w = r.workload if hasattr(r, "workload") else r
    assert w.output_tokens == 8492
    assert w.seq_len == 161 + 8492
    note = next(m for m in notes if m.code == "defaults.batch_reply_thinking")
    assert note.args["total"] == 254_760_000 and note.args["visible"] == 9_000_000
    line = thinking_words(w)
    assert line is not None and line.code == "defaults.line_thinking_plus_reply"
    assert line.args == {"tokens": 8192, "reply": 300}


def test_r1_distill_school_maths_uses_the_short_trace():
    # DeepSeek-R1-Distill-Qwen-14B on homework (trace_task short: Chen et al. 2024, ≈ 1,000): 200 + 1,000 = 1,200
    r, _ = _resolved(model="DeepSeek-R1-Distill-Qwen-14B", batch_requests=50000, batch_item="short",
                     output_tokens=200, trace_task="short")
    w = r.workload if hasattr(r, "workload") else r
    assert w.output_tokens == 1200


def test_a_length_that_holds_the_thinking_and_a_non_thinker_are_kept():
    # 4,000 ≥ REPLY_ONLY_BELOW (2,048): already the thinking plus the reply; Llama does not think: 300 stays
    r, _ = _resolved(model="Qwen3-32B", batch_requests=1000, batch_item="short", output_tokens=4000)
    assert (r.workload if hasattr(r, "workload") else r).output_tokens == 4000
    r, _ = _resolved(model="Llama-3.1-8B", batch_requests=1000, batch_item="short", output_tokens=300)
    assert (r.workload if hasattr(r, "workload") else r).output_tokens == 300
    # thinking switched off: the reply alone
    r, _ = _resolved(model="Qwen3-32B", batch_requests=1000, batch_item="short", output_tokens=300, thinking=False)
    assert (r.workload if hasattr(r, "workload") else r).output_tokens == 300
