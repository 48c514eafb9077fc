"""A follow-up naming a card the catalog cannot price (用 H20 呢? after a full fine-tune) gets a priced reference, not
only "import a quote": the job's GPU-hours on that card against the cheapest priced plan's, and the price per
GPU-hour below which the card would cost less. A follow-up adding a constraint the answer already meets (不要竞价:
every price shown is on-demand; full training: every figure is sized for it) is ✅, never ❔ "not checked"."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.constraints import held_by_shown
from tools.cost import break_even_gpu_hour
from tools.schema import Constraint, Msg

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

FULL_FT = "想全量微调 Qwen2.5-7B,数据 20 万条,平均 2k token,训 2 个 epoch,用什么卡,多久,多少钱?"


@pytest.fixture(scope="module")
def turns(tmp_path_factory):
    e = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db"))
    return [e.handle("t", m).text for m in (FULL_FT, "用 H20 呢?", "不要竞价")]


def test_break_even_is_the_reference_job_cost_over_the_cards_gpu_hours():
    # Hand: a priced plan does the job for ¥337.08; the same job on an unpriced card takes 155 GPU-hours, which cost
    # 155 × p, so the card wins only when 155 × p < 337.08 → p < 337.08 / 155 = ¥2.1747 per GPU-hour
    assert break_even_gpu_hour(337.08, 155) == pytest.approx(2.1747, abs=1e-4)
    assert break_even_gpu_hour(337.08, 0) is None  # no hours: no line rather than a division by zero


@pytest.mark.slow
def test_h20_follow_up_states_the_multiple_and_the_price_it_must_beat(turns):
    # Hand: 7.62B full FT, 200k × 2k × 2 epochs = 8e8 tokens → 6 × 7.62e9 × 8e8 ≈ 3.7e19 FLOP. H20 has ~148 dense BF16
    # TFLOPS against an H100's ~990, so the job needs several times the H100's GPU-hours (the key: ~6.5×); the
    # answer must say how many times, and a break-even price per card-hour worked from the priced plan it names.
    t2 = turns[1]
    assert "H20 上要" in t2 and "倍" in t2, t2
    assert "每卡时报价低于 ¥" in t2 and "不是 H20 的报价" in t2, t2
    ratio = float(t2.split("GPU 小时）的 ")[1].split(" 倍")[0])
    assert 4 <= ratio <= 9, ratio  # H100 ÷ H20 dense BF16 ≈ 990 / 148 ≈ 6.7, the speed model's MFU shifts it a little


@pytest.mark.slow
def test_constraints_the_answer_meets_are_held_not_unchecked(turns):
    # The plan is full training (the header says 全参微调; the 80.9 GB per H20 is full-FT state) and every price shown
    # is on-demand (按量): both lines must be ✅, the false "❔ … 没有按它核对" was the review's complaint.
    for t in turns[1:]:
        assert "没有按它核对" not in t, t
    assert "✅ 已满足：只用按需实例（不用竞价）" in turns[2] and "全参训练（不用 LoRA）" in turns[2], turns[2]


def test_held_by_shown_flips_only_an_unchecked_billing_line_and_only_when_a_plan_was_shown():
    billing = Constraint(name="billing", stated="on_demand", status="unchecked",
                         message=Msg(code="constraints.echo.unchecked"))
    budget = Constraint(name="budget", stated="50000", status="unchecked", message=Msg(code="constraints.echo.unchecked"))
    assert held_by_shown([billing, budget], shown=False) == [billing, budget]
    out = held_by_shown([billing, budget], shown=True)
    assert out[0].status == "honoured" and out[0].message.code == "constraints.echo.held_shown"
    assert out[1] == budget  # a fallback may cost more than the budget: never claimed held


def test_full_training_is_held_by_sizing_but_not_in_a_reply_that_sized_nothing():
    # A full fine-tune stated: an answer that sized it (ranked or not) holds it; a scope reply that sized nothing
    # must not claim it (it stays ❔).
    from tools.constraints import echoed
    from tools.schema import Workload

    w = Workload(model="Qwen/Qwen2.5-7B", task="full_finetune")
    sized = echoed([], w, {"task"}, ranked=False)
    unsized = echoed([], w, {"task"}, ranked=False, sized=False)
    assert [c.status for c in sized] == ["honoured"] and sized[0].message.code == "constraints.echo.sized"
    assert [c.status for c in unsized] == ["unchecked"]
