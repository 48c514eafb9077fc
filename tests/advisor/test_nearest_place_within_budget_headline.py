"""A stated place with no plan within the budget while a nearest place has one: the headline says exactly that ("no
plan in Hong Kong within your budget; the nearest within it: Japan …"), and the budget line is ⚠ (within it only
outside the place), never a bare "❌ over budget" above a plan that is within the budget.

By hand: Qwen 14B at 30–38 users at once holds on one GH200 (96 GB): 14.8 B × 2 bytes ≈ 29.5 GB of BF16 weights plus
KV. lambda gpu_1x_gh200 (asia-northeast-1) at $2.29/h × 7.8 HKD/USD ≈ 17.86 HKD/h, × 730 h ≈ 13,039 HKD a month,
within HK$15,000 (20.55 HKD/h) — while the cheapest Hong Kong plan that fits (aws g4dn.metal, 8 × T4) is 93.97 HKD/h.
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


def _headline(out: str, model: str) -> str:
    return next(line for line in out.splitlines() if line.startswith(f"**{model}"))


def test_the_headline_names_the_nearest_plan_within_the_budget_in_english():
    out = _ask("our tutoring centre wants qwen2.5-14b-instruct for 200 students, under HK$15,000 a month, "
               "preferably hosted in hong kong")
    head = _headline(out, "Qwen2.5-14B:")
    assert "❌" not in head and "over your budget" not in head, head
    assert "No plan in Hong Kong is within your budget; the nearest within it" in head, head
    assert "asia-northeast-1" in head and "within your budget's" in head, head
    budget = next(line for line in out.splitlines() if "15,000.00 HKD per month" in line and line.startswith("- "))
    assert budget.startswith("- ⚠️") and "no plan in Hong Kong is within it" in budget, budget


def test_the_headline_names_the_nearest_plan_within_the_budget_in_simplified_chinese():
    out = _ask("培训机构想用qwen3-14b做作业助手，大约250个学生，每月1.5万港币以内，最好放在香港")
    head = _headline(out, "Qwen3-14B：")
    assert "❌" not in head and "超出预算" not in head, head
    assert "香港没有预算之内的方案；最近的、在预算之内的方案" in head and "asia-northeast-1" in head, head


def test_the_headline_names_the_nearest_plan_within_the_budget_in_cantonese():
    out = _ask("我哋補習社諗住用qwen3-14b整個溫習助手，大約250個學生用，每個月HK$18,000以內，最好放喺香港")
    head = _headline(out, "Qwen3-14B：")
    assert "❌" not in head and "超出預算" not in head, head
    assert "香港沒有預算之內的方案" in head and "asia-northeast-1" in head, head
    assert not any(line.startswith("- ❌") and "HKD" in line for line in out.splitlines()), out
