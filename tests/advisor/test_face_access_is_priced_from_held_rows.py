"""Door access by face is answered with a price from held rows and the peak load said as an assumption, never a bare
"no GPU needed" with no figure, in English, 简体 and 繁體:

- 3,000 residents through 20 gates, no rush window said: 150 a gate; all within the busiest 60 min (ASSUMED, an
  upper bound) → 150 ÷ 3,600 s = 0.0417 faces a second, one every 24 s a gate — a CPU / edge box a gate.
- No CPU server or edge box purchase price is held: the missing figure is said; the smallest GPU row held in the
  place (a T4) is priced as the ceiling: $0.42/h × 730 h = $306.60 a month.
"""

import pytest

from advisor.core.cpu_jobs import gate_lines
from advisor.core.nonllm_jobs import face_lines
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def test_no_rush_window_said_assumes_the_busiest_hour():
    # 3,000 ÷ 20 = 150 a gate; ÷ 3,600 s = 0.0417 a second, one every 24 s (was: "tell me the minutes", no figure)
    g = gate_lines("屋苑人臉識別門禁，20個出入口，大約3000個住戶，InsightFace", None, "HKD")[0]
    assert g.args["gates"] == 20 and g.args["people"] == 3000 and g.args["assumed"]
    assert g.args["rate"] == pytest.approx(150 / 3600) and g.args["gap"] == pytest.approx(24)


def test_a_said_window_is_used_not_assumed():
    # 1,200 residents ÷ 6 doors = 200 a gate within 30 min → 200 ÷ 1,800 s = 0.111 a second
    g = gate_lines("face access with InsightFace, 6 doors, 1,200 residents, everyone leaves within 30 minutes", None,
                   "USD")[0]
    assert not g.args["assumed"] and g.args["rate"] == pytest.approx(200 / 1800)


def test_the_price_is_a_held_row_or_the_missing_figure():
    # a T4 row at $0.42/h held all month: 0.42 × 730 = $306.60; with no row, no price is made up
    got = face_lines(3000, lambda card, gb, timed: ("T4", "aws g5g.xlarge", 0.42, False), "USD")
    cost = next(m for m in got if m.code == "nlj.face_cost")
    assert cost.args["price"] == "$0.42" and cost.args["month"] == "$306.60"
    none = next(m for m in face_lines(3000, lambda *a: None, "USD") if m.code == "nlj.face_cost")
    assert none.args["price"] is None and none.args["month"] is None


@pytest.mark.slow
def test_cantonese_estate_gets_a_price_and_the_peak(ask):
    out = ask("屋苑管理處想用InsightFace做人臉門禁，16個出入口，2400個住戶，要唔要買GPU伺服器？要幾錢？")
    # 2,400 ÷ 16 = 150 a gate → 0.0417 a second in the assumed hour; the box's price is said missing, a T4 row priced
    assert "每個閘機 150 人" in out and "0.0417" in out
    assert "購買價這裏沒有收錄" in out and "T4" in out and "HKD/小時" in out


@pytest.mark.slow
def test_english_residents_get_a_price_and_the_peak(ask):
    out = ask("Face recognition door access for 900 residents at 9 entrances with ArcFace (InsightFace). GPU server? "
              "How much?")
    # 900 ÷ 9 = 100 a gate → 100 ÷ 3,600 = 0.0278 a second, one every 36 s
    assert "100 a gate" in out and "0.0278" in out and "ASSUMED" in out
    assert "no CPU-only server's or edge box's purchase price is held" in out and "/h" in out


@pytest.mark.slow
def test_simplified_owners_get_a_price(ask):
    out = ask("小区用InsightFace做刷脸门禁，10个出入口，1500名业主，要不要GPU服务器？多少钱？")
    # 1,500 ÷ 10 = 150 a gate → 0.0417 a second
    assert "每个闸机 150 人" in out and "0.0417" in out and "购买价这里没有收录" in out
