"""A follow-up that changes the plan ("cheaper?", 便宜一点的, 有冇平啲) says only what is true of the change: each
sentence derived from one diff of the plans before and after (tools.plan_change): no "kept FP8" beside "moved to
INT4", no "precision AWQ → INT4" (one weight format), no move that saves nothing, and the month after the change priced
on the plan after it."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine, Reply
from advisor.core.render import changed_line
from advisor.core.store import Store
from tests.conftest import module_home
from tools import schedule
from tools.plan_change import plan_change, precision_family
from tools.schema import Candidate, CostLine, CostRow, Money, Recommendation, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _rec(precision: str, gpu: str, gpus: float, hourly: float, hours_a_day: float | None = None,
         days: float | None = None, currency: str = "USD") -> Recommendation:
    w = Workload(model="Llama-3.3-70B", precision=precision, kv_precision="bf16", usage_hours_per_day=hours_a_day,
                 usage_days_per_week=days)
    c = Candidate.model_construct(gpu=gpu, price_per_hour=Money(amount=hourly, currency=currency))
    row = CostRow.model_construct(provider="p", instance="i", gpu=gpu, gpus=gpus,
                                  cost=CostLine(currency=currency, hourly_on_demand=hourly))
    return Recommendation.model_construct(workload=w, candidates=[c], cost_table=[row], currency=currency)


def test_names_of_one_weight_format_are_one_family():
    # Hand: AWQ and GPTQ checkpoints are 4-bit integer weights with 16-bit activations (vLLM's W4A16), NF4 likewise
    # 4-bit; FP8 and W8A8-FP8 are one 8-bit float format; BF16 and FP16 are both 2 bytes a weight. FP8 → INT4 halves
    # the weights' bytes: a change.
    assert len({precision_family(p) for p in ("awq", "GPTQ", "int4", "nf4", "w4a16")}) == 1
    assert precision_family("w8a8-fp8") == precision_family("fp8") != precision_family("int4")
    assert precision_family("bf16") == precision_family("fp16") != precision_family("fp8")
    assert precision_family(None) is None


def test_the_diff_says_nothing_moved_within_a_family_at_the_same_price():
    # Hand: a 70B served in AWQ on 2 × A100 80GB at $7.40/h, re-planned as INT4 on the same 2 × A100 at $7.40/h:
    # card, count, family and price all equal; saving 1 − 7.40 / 7.40 = 0, which is no saving ("0 % less" and "100 %
    # of that price" are both untrue of it).
    d = plan_change(_rec("awq", "A100 80GB SXM", 2, 7.40), _rec("int4", "A100 80GB SXM", 2, 7.40))
    assert not (d.card_changed or d.count_changed or d.precision_changed or d.saves)
    assert d.saving == pytest.approx(0.0)
    # Hand: FP8 weights kept, the KV cache BF16 → FP8 (half its bytes) is a move of the KV alone; BF16 → FP16 KV is none
    kv = _rec("fp8", "MI300X", 1, 2.39).workload.model_copy(update={"kv_precision": "fp8"})
    moved = plan_change(_rec("fp8", "MI300X", 2, 4.78), _rec("fp8", "MI300X", 1, 2.39).model_copy(update={"workload": kv}))
    assert moved.kv_changed and not moved.precision_changed and moved.saves
    fp16 = _rec("int4", "L40S", 1, 1.86).workload.model_copy(update={"kv_precision": "fp16"})
    assert not plan_change(_rec("int4", "L40S", 1, 1.86), _rec("int4", "L40S", 1, 1.86).model_copy(
        update={"workload": fp16})).kv_changed


def test_the_month_after_the_change_is_priced_on_the_row_after_it():
    # Hand: 4 × L4 in BF16 at $3.20/h moved to 1 × L40S in FP8 at $1.86/h, up 10 h a day on 5 days a week: the month
    # is 1.86 × 10 × (5 × 52.18 / 12 ≈ 21.7 days) ≈ $404, never 3.20 × the same hours (≈ $695); saving
    # 1 − 1.86 / 3.20 ≈ 42 %.
    before = _rec("bf16", "L4", 4, 3.20, 10, 5)
    after = _rec("fp8", "L40S", 1, 1.86, 10, 5)
    d = plan_change(before, after)
    assert d.card_changed and d.count_changed and d.precision_changed and d.saves
    assert d.saving == pytest.approx(1 - 1.86 / 3.20)
    assert d.month_after == pytest.approx(1.86 * schedule.month_hours(10, 5))
    assert 390 < (d.month_after or 0) < 420
    other = plan_change(before, _rec("fp8", "L40S", 1, 1.86, 10, 5, currency="EUR"))
    assert other.saving is None and not other.saves  # two currencies: no share is said


def test_the_changed_line_names_no_precision_move_within_a_family():
    # Hand: GPTQ → AWQ is 4-bit weights both; W8A8 int8 → FP8 is another format (a change), said in both languages.
    a, b = Workload(model="Qwen2.5-72B", precision="gptq"), Workload(model="Qwen2.5-72B", precision="awq")
    for lang in ("en", "zh"):
        assert "GPTQ" not in changed_line(a, b, lang) and "AWQ" not in changed_line(a, b, lang)
    c, d = Workload(model="Qwen2.5-72B", precision="int8"), Workload(model="Qwen2.5-72B", precision="fp8")
    assert "INT8 → FP8" in changed_line(c, d, "en") and "INT8 → FP8" in changed_line(c, d, "zh")


def _chat(tmp_path, turns: list[str]) -> list[Reply]:
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t) for t in turns]


def _top(r: Reply) -> tuple[str, float, str | None]:
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:300]
    return rec.candidates[0].gpu, rec.candidates[0].price_per_hour.amount, rec.workload.precision


@pytest.mark.slow
def test_en_cheaper_moves_fp8_to_int4_without_saying_fp8_was_kept(tmp_path):
    # Hand (Mistral-Small-24B, 50 users, GCP only): BF16 weights 23.6 B × 2 B ≈ 47 GB; KV 40 layers × 8 KV heads ×
    # 128 × 2 × 2 B = 160 KiB a token, 50 × 4,096 ≈ 33.6 GB. The first answer plans FP8 (≈ 23.6 GB + KV ≈ 57 GB on one
    # A100 80GB). "cheaper?": INT4 weights (≈ 12 GB) and an FP8 KV cache (≈ 16.8 GB) fit one A100 40GB at less an
    # hour: the precision moved FP8 → INT4, so "Kept from the previous answer: FP8 weights" is false and not said.
    one, two = _chat(tmp_path, ["Mistral-Small-24B-Instruct chatbot for 50 concurrent users, GCP only", "cheaper?"])
    gpu1, hour1, p1 = _top(one)
    gpu2, hour2, p2 = _top(two)
    assert p1 == "fp8" and precision_family(p2) == "int4", (p1, p2)
    assert hour2 < hour1
    assert "Cheaper: moved to INT4" in two.text
    assert "Kept from the previous answer: FP8" not in two.text
    assert "precision FP8 → INT4" in two.text


@pytest.mark.slow
def test_zh_hans_cheaper_moves_once_and_names_only_the_new_precision(tmp_path):
    # Hand (Qwen2.5-32B, 45 人同时在用, AWS only): BF16 weights 32.8 B × 2 B ≈ 65.5 GB; KV 64 layers × 8 × 128 × 2 ×
    # 2 B = 256 KiB a token, 45 × 4,096 ≈ 48 GB. FP8 (≈ 33 GB weights) leads first on 4 × L40S; "便宜一点的": INT4
    # weights (≈ 19 GB) with the 48 GB KV fit one H100 80GB for less an hour: FP8 → INT4 said once, never "沿用 FP8".
    one, two = _chat(tmp_path, ["部署 Qwen2.5-32B-Instruct 做内部聊天助手，45 人同时在用，只用 AWS", "便宜一点的"])
    _, hour1, p1 = _top(one)
    gpu2, hour2, p2 = _top(two)
    assert p1 == "fp8" and precision_family(p2) == "int4", (p1, p2)
    assert hour2 < hour1
    assert "更便宜：改用INT4" in two.text
    assert "沿用上一个答案的精度：FP8" not in two.text


@pytest.mark.slow
def test_zh_hant_cheaper_on_a_stated_awq_keeps_it_and_prices_the_month_on_the_new_row(tmp_path):
    # Hand (Qwen2.5-72B AWQ, 25 人, 新加坡): AWQ weights ≈ 72.7 B × 0.5 B ≈ 36 GB plus scales; KV 80 layers × 8 × 128
    # × 2 × 2 B = 320 KiB a token. The user set AWQ: "有冇平啲" keeps it (no "精度 AWQ → INT4", no "改用INT4"). The
    # cheapest-first pick holds all 25 users on one copy (25 × 4,096 × 320 KiB ≈ 33.6 GB KV) on another card, and
    # the office-hours month is the NEW hourly × 196 h against the new hourly × 730 h, never the old row's.
    one, two = _chat(tmp_path, ["我哋想用 AWQ 版 Qwen2.5-72B-Instruct 做客服，25 個人同時用，喺新加坡", "有冇平啲"])
    _, hour1, p1 = _top(one)
    _, hour2, p2 = _top(two)
    assert p1 == p2 == "awq"
    assert "AWQ →" not in two.text and "改用INT4" not in two.text
    m = re.search(r"而不是約 ([\d,]+) HKD", two.text)
    assert m is not None, two.text[:600]
    assert int(m.group(1).replace(",", "")) == pytest.approx(hour2 * 730, abs=1)
    assert hour2 != hour1
