"""Cameras said as CCTV or IPC ("200部CCTV", "120 CCTV cameras", 200路监控, 80支閉路電視) are the camera count of a plate
job, and CCTV / IPC / NVR are never a model's name (the answer had said "CCTV is not in my tables" and "camera count
not said"). A price said a month for it ("供應商話…每個月HK$4萬，貴唔貴？", 每月3万元, "$6,000 a month … expensive?") is
answered head-on against the plan held all month with a spare card, as a ratio (N × the plan): no dear/cheap band
is held from a source, so the user judges the N ×. A budget a month (預算每月HK$4萬) is the user's ceiling, not a quote:
within it or over it, and the plan's share of it.

Hand-worked (tools.domain_jobs: one frame a second a camera, ASSUMED; RT-DETR-R18 4.6 ms a frame on a T4 = 217 FPS):
- 200 cameras = 200 frames/s ÷ 217 → 1 T4; with a spare for availability 2 × T4 held 730 h;
  at HK$3.28/h: 2 × 3.28 × 730 = HK$4,788.80 a month; HK$40,000 ÷ 4,788.80 = 8.35 ×.
- at $0.50/h: 2 × 0.50 × 730 = $730 a month; $6,000 ÷ 730 = 8.2 ×; $800 ÷ 730 = 1.1 ×.
"""

import pytest

from advisor.core.nonllm_jobs import counted, job_lines, job_of
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _pick(card, min_gb, own_only):
    return ("T4", "g4dn.xlarge", 0.50, False, 16.0)


@pytest.mark.parametrize(("text", "n"), [
    ("我哋管理30個屋苑，有200部CCTV想做車牌識別同出入紀錄", 200),
    ("we have 120 CCTV cameras for licence plate recognition at our car parks", 120),
    ("we have 150 CCTVs reading number plates at the gates", 150),
    ("我们有200路监控要做车牌识别", 200),
    ("80支閉路電視做車牌識別", 80),
])
def test_cctv_is_the_camera_count_and_no_model(text, n):
    job = job_of(text)
    assert job is not None and job.task == "plate"
    assert "CCTV" not in job.name.upper()          # the held plate row, never a model called "CCTV"
    assert counted(text, "camera").backlog == n


@pytest.mark.parametrize(("said_month", "times"), [
    (6000.0, 8.2),      # $6,000 ÷ (2 × 0.50 × 730 = $730) = 8.2 ×
    (800.0, 1.1),       # $800 ÷ $730 = 1.1 ×
    (300.0, 0.4),       # $300 ÷ $730 = 0.41 ×
])
def test_a_price_a_month_is_answered_first_against_the_plan(said_month, times):
    lines = job_lines("200 CCTV cameras reading licence plates; the vendor wants a cloud A100, is that expensive?",
                      True, None, _pick, "USD", said_month=said_month)
    assert lines[1].code == "dj.quote"                  # under the head, before the licence and the plan
    a = lines[1].args
    assert round(a["times"], 1) == times and a["plan"] == "$730.00" and a["cards"] == 2
    assert "verdict" not in a                           # no dear/cheap band is held from a source: the user judges N ×


@pytest.mark.parametrize("text", [
    "香港，200部CCTV車牌識別，預算每月HK$4萬，租咩卡？",
    "香港，200部CCTV车牌识别，预算每月HK$4万，租什么卡？",
    "Hong Kong, 200 CCTV cameras reading licence plates, budget HK$40,000 a month, which card?",
])
def test_a_budget_a_month_is_a_budget_not_a_vendor_quote(text):
    # a budget is the user's ceiling, not a vendor's price: 2 × T4 held all month at $0.50/h = 2 × 0.50 × 730 = $730,
    # 730 ÷ 40,000 = 1.8 % of it, within the budget; never "dear, ask the vendor to itemise"
    lines = job_lines(text, True, None, _pick, "USD", month_budget=40_000.0)
    assert all(m.code != "dj.quote" for m in lines)
    b = next(m for m in lines if m.code == "dj.budget")
    assert b.args["within"] and round(b.args["share"], 3) == 0.018 and b.args["plan"] == "$730.00"
    assert lines[1].code == "dj.budget"


def test_no_price_said_no_price_line():
    lines = job_lines("200 CCTV cameras reading licence plates", True, None, _pick, "USD")
    assert all(m.code != "dj.quote" for m in lines)


ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said", "unsaid"), [
    # Cantonese: 200 cameras read, the vendor's HK$40k answered first (≈ 8 × the plan), CCTV no model
    ("我哋管理30個屋苑，有200部CCTV想做車牌識別同出入紀錄，供應商話要租一張A100，每個月HK$4萬，貴唔貴？",
     ["倍（2 張 T4", "200 個攝像頭"], ["CCTV 不在", "攝像頭數量未", "貴了"]),
    ("我们有200路监控要做车牌识别，供应商报价每月3万元租1张A100，贵不贵？", ["倍（2 张 T4", "200 个摄像头"],
     ["数量未说明", "贵了"]),
    ("we have 120 CCTV cameras for licence plate recognition at our car parks; the vendor quotes $6,000 a month for a "
     "cloud A100. is that expensive?", ["× renting the plan below", "120 cameras"],
     ["not in my tables", "No camera count", "it is dear"]),
])
def test_the_plate_answer_says_the_price_ratio_first(ask, text, said, unsaid):
    out = ask(text)
    first = out.split("\n- ")[1]
    assert said[0] in first
    assert all(s in out for s in said) and not any(s in out for s in unsaid)
