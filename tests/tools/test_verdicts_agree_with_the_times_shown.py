"""A verdict on a stated target is the same computation as the time the answer shows for its plan: a deadline is met
when the job time printed for the pick (or, with nothing ranked, for the plan the answer names) is inside it; a first-
token limit is met when the pick's first token is inside it; a whole-answer time is judged on the pick's first token
plus its answer at its per-user speed. Before, "❌ 2 days (not possible) … a larger RDMA cluster" stood beside "the
job takes ≈ 22.5 h", and "❌ answers within 1 s: the first token alone may take up to 2 s" beside "first token ≈ 0.1 s"."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.recommend import Options, recommend, whole_answer_s
from tools.schema import InstanceRow, Recommendation, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


def row(gpu: str, count: int = 1, price: float | None = 1.0, region: str = "us-east-1") -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}-{count}x-{price}", region=region, gpu=gpu, gpu_count=count,
                       vcpu=16 * count, ram_gib=256 * count, price_on_demand=price,
                       interconnect="nvlink" if count > 1 else "pcie")


ROWS = [row("H100 SXM", 8, 16.0), row("H100 SXM", 4, 8.0), row("A100 80GB SXM", 8, 12.0), row("B200 (HGX)", 1, 5.0)]


def _verdict(rec: Recommendation, name: str):
    return next(c for c in rec.constraints if c.name == name)


def _shown_job_hours(rec: Recommendation) -> float:
    """The job time the answer prints for its first row (the cost table's line for it)."""
    line = rec.cost_table[0].cost
    assert line.job_hours
    return line.job_hours


# Hand reasoning: a full fine-tune of a 7.6 B model on 2e8 tokens is 6 · 7.6e9 · 2e8 ≈ 9.1e18 FLOPs: an 8 × H100 node at
# ~40 % of 989 TFLOPS each does it in ≈ 0.8 h, one B200 in ≈ 2.5-3 h. A 1 h deadline is beyond every listed plan (the
# quickest is shown, ❌); 6 h and 60 h are met by the plan shown (✅). Whatever the engine's exact figure, the ✅/❌ must
# follow the hours the same answer prints.
@pytest.mark.slow
@pytest.mark.parametrize("deadline", [1.0, 6.0, 60.0])
def test_a_deadline_verdict_follows_the_time_shown_for_the_pick(deadline):
    w = Workload(model="qwen2.5-7b", task="full_finetune", train_tokens=200_000_000, deadline_hours=deadline)
    rec = recommend(registry.get("qwen2.5-7b"), w, GPUS, ROWS, Options())
    assert rec.candidates
    took, c = _shown_job_hours(rec), _verdict(rec, "deadline")
    assert (c.status == "honoured") == (took <= deadline), (took, deadline, c.status)


# Hand reasoning (the Chinese full fine-tune, A800 asked, no A800 price listed): Qwen2.5-14B full FT needs ≈ 14.7 B ×
# 16 B ≈ 235 GB + activations → 4 × A800 80GB; 6 · 14.7e9 · 5e8 ≈ 4.4e19 FLOPs at ~110-140 TFLOPS effective per A800
# ≈ 88-112 GPU-hours ≈ 22-28 h on 4 cards. The answer says "holds it; the job takes ≈ 22.5 h" with no price, so a 2-day
# deadline is met by that plan (✅ naming the same hours), never "no listed configuration finishes … a larger RDMA
# cluster would be needed". 10 h is beyond the A800s the headline plans on: ❌ for them, 12.5 h over, with the 8 × H100
# the answer names without the stated card (4.4e19 / (8 × ~400 TFLOPS) ≈ 4 h) as the plan that finishes in time
# (never "✅ met" beside a headline plan that misses it). 1 h is beyond both: ❌, no plan named as in time.
@pytest.mark.slow
@pytest.mark.parametrize("deadline,met,by", [(48.0, True, "A800"), (10.0, False, "H100"), (1.0, False, "A800")])
def test_nothing_ranked_the_deadline_is_judged_on_the_plan_the_answer_names(deadline, met, by):
    w = Workload(model="qwen2.5-14b", task="full_finetune", train_tokens=500_000_000, deadline_hours=deadline,
                 gpu_preference="A800")
    rows = [row("A800 80GB SXM", 8, None), row("H100 SXM", 8, 16.0)]
    rec = recommend(registry.get("qwen2.5-14b"), w, GPUS, rows, Options(stated=frozenset({"gpu_preference"})))
    assert not rec.candidates  # the stated card has no price: nothing ranked
    c = _verdict(rec, "deadline")
    assert c.message.code == ("constraints.deadline_met_shown" if met else "constraints.deadline_stated_missed")
    assert (c.status == "honoured") is met
    assert by in c.message.text("en")
    if by == "A800":
        held = rec.headline  # "plan 4 × A800 …; the job takes ≈ 22.5 h. No public price …"
        assert held.code == "recommend.unpriced_plan"
        assert held.args["took"].args["took"] == c.message.args["took"]  # one figure, said twice


# Hand reasoning (Llama 3.1 8B, 10 users, 4k context): one H100 prefills a 4k prompt (2 · 8e9 · 4e3 = 6.4e13 FLOPs) in
# ≈ 0.1-0.2 s at 40-60 % of 989 TFLOPS; the first-token verdict for 0.3 s, 1 s and 3 s must agree with the first token
# the headline prints for the pick.
@pytest.mark.slow
@pytest.mark.parametrize("limit_ms", [300, 1000, 3000])
def test_a_first_token_verdict_follows_the_pick_s_first_token(limit_ms):
    w = Workload(model="llama-3.1-8b", concurrency=10, seq_len=4096, target_ttft_ms=limit_ms)
    rec = recommend(registry.get("llama-3.1-8b"), w, GPUS, ROWS + [row("L4", 1, 0.8)], Options())
    assert rec.candidates and rec.candidates[0].ttft_s is not None
    c = _verdict(rec, "ttft")
    assert (c.status == "honoured") == (rec.candidates[0].ttft_s * 1000 <= limit_ms)


# Hand reasoning: a whole 20-token answer within 1 s on an 8B model: first token ≈ 0.1-0.2 s, then 20 tokens at
# 20-60 tokens/s per user ≈ 0.3-1 s. Shorter than the 2 s first-token default, so no per-user floor encodes it; the
# verdict is the pick's own first token + answer time against 1 s (and 5 s is met whatever the card), never "the
# first token alone may take up to 2 s" beside a printed first token of 0.1 s.
@pytest.mark.slow
@pytest.mark.parametrize("answer_s", [1.0, 5.0])
def test_a_whole_answer_verdict_follows_the_pick_s_own_figures(answer_s):
    w = Workload(model="llama-3.1-8b", concurrency=5, output_tokens=20, target_answer_s=answer_s)
    rec = recommend(registry.get("llama-3.1-8b"), w, GPUS, ROWS + [row("L4", 1, 0.8)], Options())
    c = next((k for k in rec.constraints if k.name == "answer_time"), None)
    top = rec.candidates[0]
    took = top.ttft_s + 20 / top.per_user_tokens_per_s
    if c is None:  # the floor encoded it: the pick was sized to meet it
        assert took <= answer_s * 1.05
        return
    assert (c.status == "honoured") == (took <= answer_s), (took, c.status)
    assert "alone may take" not in str(c.message.model_dump())


def test_the_reply_starting_within_a_time_is_the_first_token():
    # "the reply should start in under a second": the START of the reply is its first token (1,000 ms), not a whole
    # answer in 1 s (which no 338-token answer meets and was refused beside a 0.1 s first token).
    for text in ("Llama 3.1 8B for 50 people; the reply should start in under a second",
                 "responses must begin streaming within 500 ms, Llama 3.1 8B, 20 users",
                 "Qwen2.5-7B 给20个人用，1秒内开始回复"):
        p = extract(text).patch
        assert p.target_answer_s is None, text
        assert p.target_ttft_ms in (1000, 500), text
    # a whole answer stays a whole answer
    assert extract("Llama 3.1 8B, each answer within 30 seconds").patch.target_answer_s == 30


def test_whole_answer_time_is_first_token_plus_answer_at_the_per_user_speed():
    # 0.2 s to the first token, then 20 tokens at 25 tokens/s = 0.8 s: 1.0 s in all.
    class Plan:
        ttft_s, per_user_tps = 0.2, 25.0
    assert whole_answer_s(Plan(), 20) == pytest.approx(1.0)  # type: ignore[arg-type]
