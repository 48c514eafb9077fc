"""A ✅ place line derives from the row the answer shows: a mainland-China rule (国内 / 境内 / 大陆 / "in China")
stated beside another place ("客户主要在欧洲 … 国内租卡" read as Europe and mainland China) is kept only in part by
a row outside the mainland, so the line is ⚠ with the row's site and the place it is not in, never ✅
(tools.constraints.mainland_missed / place_partly; advisor.core.place_lead for the non-LLM answers)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import pytest

from advisor.core.service import catalog_rows
from catalog.places import gazetteer
from tools.constraints import filter_constraint, mainland_missed, place_partly


def _row(provider: str, region: str):
    return next(r for r in catalog_rows()[0] if r.provider == provider and r.region == region)


def test_a_norway_row_breaks_the_mainland_rule_said_beside_europe():
    # catalog/data/instances.csv: cudo no-kristiansand-1 is in Norway (Europe), not in mainland China
    row = _row("cudo", "no-kristiansand-1")
    assert mainland_missed(row, ["europe", "cn"], gazetteer()) == ["cn"]
    assert mainland_missed(row, ["europe"], gazetteer()) == []  # Europe alone: the row keeps it


def test_a_mainland_row_keeps_the_mainland_rule():
    row = next(r for r in catalog_rows()[0] if r.region.startswith("cn-") and r.provider == "alibaba")
    assert mainland_missed(row, ["europe", "cn"], gazetteer()) == []


def test_mainland_alone_is_the_filter_itself():
    # only mainland China stated: the filter admits mainland rows only, nothing to split
    assert mainland_missed(_row("cudo", "no-kristiansand-1"), ["cn"], gazetteer()) == []


def test_a_partly_kept_place_is_a_warning_with_the_site():
    c = filter_constraint("region", ["europe", "cn"], True)
    assert c.status == "honoured"
    out = place_partly(c, ["cn"], "cudo no-kristiansand-1")
    assert out.status == "adjusted"
    assert "no-kristiansand-1" in out.message.en and "mainland China" in out.message.en
    assert "中国大陆" in out.message.zh
    assert place_partly(c, [], "cudo no-kristiansand-1").status == "honoured"


def _ask(text: str) -> str:
    env = dict(os.environ, GPU_ADVISOR_HOME=tempfile.mkdtemp(), HF_HUB_OFFLINE="1", PYTHONPATH=".")
    return subprocess.run([sys.executable, "-m", "advisor", "ask", text], capture_output=True, text=True, env=env,
                          timeout=300).stdout


@pytest.mark.slow
@pytest.mark.parametrize(("text", "tick"), [
    # HunyuanVideo 500 clips × 5 s 720p a day, rented in mainland China (国内租卡) for customers in Europe: where the
    # customers are is a latency matter for a service, never a rule on where to rent (tools: reading.users_place), so
    # the one rule is the mainland's and the rows shown are mainland rows; Cudo Norway (Europe) is never shown, and
    # nothing outside the mainland is ticked for the mainland rule
    ("我们做AI短视频出海客户主要在欧洲想用混元视频HunyuanVideo每天生成500条5秒720P国内租卡用H20划算吗要多少卡",
     "✅ 只用中国大陆"),
    ("我們做AI短影音出海，客戶主要在歐洲，想用混元影片HunyuanVideo每天生成500條5秒720P，國內租卡用H20划算嗎？要多少卡",
     "✅ 只用中國大陸"),
    ("Our customers are mostly in Europe but we rent GPUs in mainland China only. HunyuanVideo, 300 clips a day, "
     "5 s 720p each: how many H20s?", "✅ Only mainland China"),
])
def test_a_row_outside_the_mainland_is_never_ticked_for_a_mainland_rule(text, tick):
    out = _ask(text)
    assert tick in out, out[:1500]
    assert "no-kristiansand-1" not in out, out[:1500]
    assert "只用欧洲" not in out and "只用歐洲" not in out and "Only Europe" not in out
