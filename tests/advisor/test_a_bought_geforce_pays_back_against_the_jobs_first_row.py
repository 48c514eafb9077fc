"""A GeForce card bought for a job pays back against the cheapest rental that runs the SAME job on any card (the
ranked first row of the job with no card asked), said by name — also where the card itself is rented nowhere, which
before had a launch price and power but no payback and no verdict."""

import re

import pytest

from advisor.core.buy_cards_lines import job_first_row
from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _row(out: str) -> tuple[str, float]:
    m = re.search(r"against the cheapest rental of the same job \((.+?)\), renting the same hours ≈ \$([\d,.]+) a month "
                  r"→ pays back in ≈ ([\d.]+) months", out)
    assert m, out
    return m.group(1), float(m.group(3))


def test_english_an_unrented_rtx_5090_still_pays_back_against_the_jobs_first_row(tmp_path) -> None:
    # Hand: no row rents an RTX 5090. The job (Qwen3-8B, 5 h a day) ranks a first row on some other card at $r an
    # hour; 5 × 30.4 = 152 h a month → rent 152 r; power 0.575 kW × 152 h × $0.13 ≈ $11.4; payback 1,999 ÷ (152 r −
    # 11.4) months — the same row the job ranks first with no card named.
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "Thinking of buying one RTX 5090 for Qwen3-8B, about 5 hours a day. Or is renting cheaper?").text
    row, months = _row(out)
    first = job_first_row(Workload(model="Qwen3-8B", usage_hours_per_day=5.0, language="en"), "USD")
    assert first is not None and first[0] == row, (first, out)
    assert months == pytest.approx(1999 / (152 * first[1] - 0.575 * 152 * 0.13), rel=0.03), out
    assert re.search(r"Verdict: (buy|rent|it depends)", out), out


def test_simplified_a_rented_card_is_weighed_against_the_jobs_first_row_not_its_own_rent(tmp_path) -> None:
    # Hand: "买一张 4090 跑 Qwen3-8B，每天 3 小时，还是租": 3 × 30.4 = 91 h a month; the rent is the first row the job
    # ranks on any card (named in the line), not the cheapest RTX 4090 row.
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", "买一张4090跑Qwen3-8B 每天3小时 还是租划算").text
    assert "对比同一任务最便宜的租用" in out and "个月回本" in out, out


def test_traditional_cantonese_an_unrented_card_has_a_payback_and_verdict(tmp_path) -> None:
    # Hand: 5090 rented nowhere; 每日 4 個鐘 → 4 × 30.4 = 122 h a month against the job's first row: a payback in
    # months and the verdict line, never a buy side with no payback.
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", "買一張5090喺屋企跑Qwen3-8B 每日4個鐘 定係租好？").text
    assert "對比同一任務最便宜的租用" in out and "個月回本" in out and "結論：" in out, out
