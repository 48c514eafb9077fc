"""The honoured / not-honoured mark of a stated region is judged by the picked row's own region, place by place.

A mainland city read as its area (南京 → 华东) beside "data stays in China" (中国大陆) filters by the union of the two,
so a Tencent ap-guangzhou row (华南: regions.csv cn-south pattern ^ap-guangzhou$) can be the pick; the region line
must then say the plan is in ap-guangzhou, not in 华东, and still in mainland China — never "✅ 华东" under it.
By hand: Qwen3-32B on 8 × V100 SXM2 32GB (GN10Xp.20XLARGE320, ap-guangzhou) at ¥99.22/h × 730 h ≈ ¥72.4k a month,
within the ¥80k budget; the pick is in 华南, which is in 中国大陆 and not in 华东.
"""

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


def _pick_region(out: str) -> str:
    row = next(line for line in out.splitlines() if line.startswith("| 1 |"))
    return row.split("|")[-3].strip()


def test_an_area_the_pick_is_not_in_is_not_marked_held_in_simplified_chinese():
    out = _ask("南京的银行，数据不能出境，150个员工用qwen3-32b，要开思考模式，预算每月8万元")
    assert _pick_region(out) == "ap-guangzhou", out  # the catalog's cheapest mainland plan (see above)
    assert not any(line.startswith("- ✅") and "华东" in line for line in out.splitlines()), out
    assert "方案在 ap-guangzhou，不在华东；仍在中国大陆之内" in out, out


def test_an_area_the_pick_is_not_in_is_not_marked_held_in_traditional_chinese():
    out = _ask("南京的銀行，資料不能出境，150個行員用qwen3-32b，要開思考模式，預算每月8萬人民幣")
    assert _pick_region(out) == "ap-guangzhou", out  # the catalog's cheapest mainland plan (see above)
    assert not any(line.startswith("- ✅") and "華東" in line for line in out.splitlines()), out
    assert "方案在 ap-guangzhou，不在華東；仍在中國大陸之內" in out, out


def test_a_single_stated_place_the_pick_is_in_stays_held():
    # English reads only "china" as the place here: a Guangzhou pick is in mainland China, so ✅ stays
    out = _ask("bank in nanjing, data must not leave china, 150 staff using qwen3-32b with thinking on, "
               "budget ¥80,000 a month")
    held = next(line for line in out.splitlines() if line.startswith("- ✅ honoured"))
    assert "mainland China" in held, out
    assert "not in" not in out.split("- ✅ honoured")[1].splitlines()[0]
