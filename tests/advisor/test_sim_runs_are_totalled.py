"""A simulator-with-cameras job asked for several runs ("50 runs of a camera variant", 要跑50次, 20組實驗) shows the total
of the runs — runs × the per-run hours and cost — and, with a deadline, the boxes run side by side; never the per-run
cost alone."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.sim_render_read import runs_said
from advisor.core.store import Store
from tests.conftest import module_home
from tools.sim_render import RenderPlan, runs_total

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

RUNS_EN = ("We want to train 50 runs of Isaac Lab PPO with a camera variant (anymal locomotion with depth camera), within "
           "2 weeks. what GPU and what will it cost?")
RUNS_ZH = "用Isaac Lab做带深度相机的四足机器人PPO训练，要跑50次，租什么卡多少钱"
RUNS_TW = "用Isaac Lab訓練帶RGB相機的機械臂策略，20組實驗，每組5億步，一週內要跑完"


@pytest.mark.parametrize(("text", "runs"), [
    (RUNS_EN, 50), (RUNS_ZH, 50), (RUNS_TW, 20), ("sweep of 12 seeds", 12), ("10个run", 10),
    ("3000次/秒", None), ("1 run", None),  # a rate and a single run are no run count
])
def test_the_runs_are_read(text: str, runs: int | None) -> None:
    assert runs_said(text) == runs


def test_the_total_of_the_runs_by_hand() -> None:
    # a run of 33–110 h at $19.88–$66.26: 50 runs = 1,650–5,500 box-hours, $994–$3,313; within 336 h:
    # ⌈5,500 ÷ 336⌉ = 17 boxes side by side; within 168 h: ⌈5,500 ÷ 168⌉ = 33
    plan = RenderPlan("RTX A4000", 4, "row", True, 0.6, (110.0, 33.0), (66.26, 19.88), (0.0, 0.0))
    t = runs_total(plan, 50, 336.0)
    assert t.hours == pytest.approx((1_650, 5_500)) and t.cost == pytest.approx((994.0, 3_313.0))
    assert t.boxes == 17 and runs_total(plan, 50, 168.0).boxes == 33 and runs_total(plan, 50).boxes is None


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_english_runs_get_their_total_and_boxes_for_the_deadline(tmp_path):
    out = _ask(tmp_path, RUNS_EN)
    assert "All 50 runs: 50 × the run above" in out and "box-hours" in out
    assert "to finish within 336 h, run" in out
    # no steps said: Isaac Lab's ANYmal-D rough preset, 4,096 envs × 24 × 1,500 = 147,456,000 steps — a sixth of the
    # 10⁹ once assumed (its 33–110 h a run on 4 × A4000 → ≈ 5–16 h), said with its source
    assert "147,456,000 env steps (no steps said: Isaac Lab's ANYmal-D" in out


@pytest.mark.slow
def test_simplified_runs_get_their_total(tmp_path):
    assert "50 次训练合计：50 × 每次" in _ask(tmp_path, RUNS_ZH)


@pytest.mark.slow
def test_traditional_runs_within_a_week_get_boxes_side_by_side(tmp_path):
    out = _ask(tmp_path, RUNS_TW)
    assert "20 次訓練合計" in out and "168 小時內跑完要" in out
