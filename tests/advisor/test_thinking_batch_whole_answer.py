"""Whole answers for a thinking model's batch with a stated short answer: sized on the reply plus the thinking, the
deadline checked on that (tools.defaults._batch_reply_with_thinking). Before, "Qwen3-32B thinking over 30k maths
problems by 9 am, answers ~300 tokens" was 30,000 × 300 = 9 M tokens: 1 × MI300X for 45 min, $1.80."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("text", [
    # Qwen3-32B: 300 + 8,192 thinking = 8,492 an item; 30,000 × 8,492 ≈ 255 M tokens out. By hand at ≈ 2.5 k tok/s a
    # MI300X (16 GB of weights + ≈ 72 GB KV a card of 4 read a ≈ 25 ms step, 256 sequences) ≈ 7 h on 4, ≈ 28 h on 1:
    # one card misses the 15 h; the plan takes hours, not minutes, and ≈ $40–100 (the key accepts $40–500)
    "need to run qwen3-32b (thinking mode on) over 30k math problems from our benchmark by tomorrow 9am, its 6pm now. "
    "answers are ~300 tokens so this is small right? what do i rent",
    # 简体: the same job
    "用 qwen3-32b 开启思考模式跑 3 万道数学题，明天早上9点前要完成，现在是晚上6点，每个答案大约300 token，租什么？",
])
def test_thinking_batch_is_sized_on_reply_plus_thinking(tmp_path, text):
    eng = Engine(store=Store(tmp_path / "s.db"))
    rec = eng.handle("t", text).recommendation
    assert rec is not None and rec.candidates
    assert rec.workload.output_tokens == 8492
    assert rec.cost_table
    hours = rec.cost_table[0].cost.job_hours
    assert hours is not None and 2 <= hours <= 15  # hours of decode, inside the deadline (45 min before)
    assert any(a.code == "defaults.batch_reply_thinking" for a in rec.assumptions)
