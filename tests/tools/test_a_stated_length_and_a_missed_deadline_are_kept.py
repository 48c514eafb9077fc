"""Two stated constraints the answer must keep as said.

1. A stated sequence length is never cut unasked: LoRA on two owned RTX 3090s at "序列长度8k" was re-planned at 4,096
   tokens ("上下文 8,192 → 4,096") by the memory routes' last step. That step (half the sequence) is offered only when
   no length was stated; the fused loss alone fits (Qwen2.5-14B LoRA at 8,192 on 2 × 24 GB: ≈ 20.9 GB a card).
2. A deadline the headline's own cards miss is ❌ with their time, never ✅ because a rental shown below meets it:
   16 owned H20s, 7B continued pre-training on 200B tokens: 6 × 7e9 × 2e11 = 8.4e21 FLOPs; at 148 TFLOPS × 16 cards ×
   ≈ 40 % MFU ≈ 9.5e14 FLOP/s that is ≈ 8.9e6 s ≈ 100 days, against "7天内"; a 2 × 8 × B200 rental at ≈ 6.6 days meets
   it and is named as the way to."""

from __future__ import annotations

from tools.constraints import deadline_shown
from tools.defaults import resolve
from tools.routes import memory_routes
from tools.schema import Constraint, Msg, Workload


def _halves(asked: Workload) -> list[int]:
    w, _ = resolve(asked.model_copy(update={"seq_len": asked.seq_len or 8192}))
    return [x.seq_len for _, x in memory_routes(asked, w) if x.seq_len and x.seq_len < 8192]


def test_a_stated_sequence_length_is_never_halved():
    asked = Workload(task="lora", model="Qwen2.5-14B", precision="bf16", seq_len=8192, framework="hf")
    assert _halves(asked) == []


def test_an_unstated_length_may_still_be_halved():
    # 8,192 filled in, not stated: the route may offer 4,096 (said as changing the job)
    asked = Workload(task="lora", model="Qwen2.5-14B", precision="bf16", framework="hf")
    assert _halves(asked) == [4096]


def _deadline() -> Constraint:
    label = Msg(code="constraints.deadline_days", args={"days": 7})
    return Constraint(name="deadline", stated="7 days", label=label, status="refused",
                      message=Msg(code="constraints.deadline_needs_size", args={"label": label}))


def test_owned_cards_that_miss_the_deadline_are_a_cross_beside_a_rental_that_meets_it():
    mine = Msg(code="constraints.gpus_of", args={"n": 16, "gpu": "H20"})
    rental = Msg(code="constraints.gpus_of", args={"n": 16, "gpu": "B200 (HGX)"})
    jobs = [(100.3 * 24, mine), (6.6 * 24, rental)]
    c = deadline_shown(_deadline(), 7 * 24, jobs, stated_first=True)
    assert c.status == "refused"
    en = c.message.text("en")
    assert "16 × H20" in en and "100.3 days" in en and "93.3 days beyond" in en and "16 × B200 (HGX)" in en, en
    # without the stated cards first (a rented plan is the headline), the rental meeting it is ✅
    assert deadline_shown(_deadline(), 7 * 24, jobs[1:]).status == "honoured"
