"""A serving plan priced at stated hours ("during office hours", 上班时间用, 辦公時間) says the around-the-clock month
beside it, so the saving is seen and a 24/7 need is priced too (a small team's office tool priced
at 196 h showed no 730 h figure); a plan priced around the clock says no second figure."""

from types import SimpleNamespace

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.recommend import _month_tail
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_office_hours_month_and_the_around_the_clock_month():
    # $2.00/h: 9 h × 5/7 × 730/24 days = 195.5 h → ≈ $391; around the clock 730 h → ≈ $1,460
    w = Workload(model="Qwen2.5-32B", usage_hours_per_day=9, usage_days_per_week=5)
    msg = _month_tail(SimpleNamespace(w=w, currency="USD"), 2.0)
    en, zh = msg.text("en"), msg.text("zh")
    assert "$391 a month (196 h)" in en and "$1,460 if kept up around the clock (730 h)" in en, en
    assert "如全天开机则 ≈ $1,460（730 小时）" in zh, zh


def test_around_the_clock_says_one_month():
    msg = _month_tail(SimpleNamespace(w=Workload(model="Qwen2.5-32B"), currency="USD"), 2.0)
    assert "$1,460 a month (730 h)" in msg.text("en") and "around the clock" not in msg.text("en")


@pytest.mark.slow
@pytest.mark.parametrize("text,said", [
    ("10人律所，用Qwen3-32B看合同，上班时间用，预算每月1.5万港币", ("（196 小时）", "如全天开机则", "（730 小时）")),
    ("our 8-person team wants Qwen2.5-32B for internal docs Q&A during office hours, budget $1500/month",
     ("(196 h)", "if kept up around the clock (730 h)")),
    ("10人律師事務所，用Qwen3-32B審合約，只在辦公時間用，預算每月1.5萬港幣", ("（196 小時）", "如全天開機則", "（730 小時）")),
])
def test_the_answer_shows_both_months(tmp_path, text, said):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    for s in said:
        assert s in out, (s, out)
