"""A stated cloud with no row at all in the catalog (AutoDL, a per-card rental market whose prices are not recorded)
is said plainly as absent — not as a cloud whose families are too small for the work, nor one whose families are
"named above" — and the answer still gives the nearest priced plan from another cloud with its month."""

import csv
import re
from pathlib import Path

import pytest

from tools.constraints import china_unpriced_constraint

DATA = Path(__file__).resolve().parents[2] / "catalog" / "data"


def test_the_catalog_has_no_autodl_row():
    # the premise of the answer below: AutoDL is a known provider (providers.csv) with no machine row
    for name in ("instances.csv", "extra_instances.csv"):
        with open(DATA / name, encoding="utf-8") as f:
            assert not [r for r in csv.DictReader(f) if r["provider"].lower() == "autodl"], name


def test_a_cloud_with_no_rows_is_said_as_absent_not_as_having_families_above():
    c = china_unpriced_constraint(["AutoDL"], absent=["AutoDL"])
    assert c.status == "unchecked" and c.message.code == "constraints.china_absent"
    en, zh = c.message.text("en"), c.message.text("zh")
    assert "no AutoDL machines or prices at all" in en and "named above" not in en, en
    assert "完全没有AutoDL" in zh and "见上文" not in zh, zh


def test_a_cloud_with_unpriced_rows_keeps_the_families_named_above():
    c = china_unpriced_constraint(["Alibaba"], absent=[])
    assert c.message.code == "constraints.china_unpriced"
    # one of two clouds absent: the other's families are still named above, so the general line stays
    assert china_unpriced_constraint(["AutoDL", "Alibaba"], absent=["AutoDL"]).message.code == \
        "constraints.china_unpriced"


def test_the_absent_line_takes_the_same_arguments_in_each_language():
    from tools.schema import Msg

    m = Msg(code="recommend.no_rows_for", args={"providers": ["AutoDL"]})
    assert "no AutoDL machines or prices at all" in m.text("en"), m.text("en")
    assert "完全没有AutoDL的机型和价格" in m.text("zh"), m.text("zh")


@pytest.mark.slow
def test_an_autodl_question_says_autodl_is_absent_and_prices_the_nearest_plan_elsewhere(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    q = "在 AutoDL 上租卡部署 Qwen2.5-7B 推理，10 个人用，一个月多少钱？"
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", q).text
    assert "我的目录里完全没有AutoDL的机型和价格" in out, out
    assert "AutoDL没有能装下该负载的实例规格族" not in out, out  # no longer read as its cards being too small
    # Hand: the nearest priced plan is a real catalog row elsewhere, with its hour and the month at 730 h
    m = re.search(r"最接近的有价方案是 .*?每小时 ¥([\d,.]+)（每月约 ¥([\d,]+)）", out)
    assert m, out
    hour, month = float(m.group(1).replace(",", "")), float(m.group(2).replace(",", ""))
    assert month == pytest.approx(hour * 730, abs=730 * 0.005 + 1), out
