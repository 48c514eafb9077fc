"""A ranked row whose catalog snapshot is not the one most rows of its provider and region come from says its
snapshot and date in the table's marks ("row from SkyPilot v8 extract, undated"), so a buyer can check a row the
newer extract no longer lists (tools.ranking.snapshot_mark). The v7 extracts' README
(shared/reference/catalog/skypilot_v7/README.md): the older extracts were read from newer schema folders (v8 for some
clouds) with partial coverage; the v7 folder is complete for the clouds it holds."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import pytest

from advisor.core.service import catalog_rows
from tools.ranking import snapshot_mark, snapshot_of


def _row(provider: str, instance: str, region: str):
    return next(r for r in catalog_rows()[0]
                if (r.provider, r.instance_type, r.region) == (provider, instance, region))


def test_the_snapshot_is_read_from_the_source_cell():
    assert snapshot_of("SkyPilot catalog (skypilot-org/skypilot-catalog, Apache-2.0): skypilot/aws.csv = "
                       "catalogs/v8/aws/vms.csv @00148f2a, commit date not exposed") == "SkyPilot v8"
    assert snapshot_of("SkyPilot catalog (…): skypilot_v7/aws.csv = catalogs/v7/aws/vms.csv @001367d2") == "SkyPilot v7"


def test_p4d_in_london_is_from_the_older_extract():
    # aws eu-west-2: 27 rows from the v7 extract, 10 from v8; p4d.24xlarge is only in v8 (the v7 extract has none there)
    rows = catalog_rows()[0]
    m = snapshot_mark(_row("aws", "p4d.24xlarge", "eu-west-2"), rows)
    assert m is not None
    assert m.en.startswith("row from SkyPilot v8 extract, undated")
    assert "SkyPilot v8" in m.zh and "未注明日期" in m.zh


def test_g5_in_hong_kong_is_from_the_older_extract():
    # aws ap-east-1: 6 rows from v7, 3 from v8; g5.12xlarge is one of the v8 three
    assert snapshot_mark(_row("aws", "g5.12xlarge", "ap-east-1"), catalog_rows()[0]) is not None


def test_a_row_of_the_usual_snapshot_has_no_mark():
    rows = catalog_rows()[0]
    usual = next(r for r in rows if r.provider == "aws" and r.region == "eu-west-2" and "catalogs/v7/" in r.source)
    assert snapshot_mark(usual, rows) is None


def _chat(*turns: str) -> str:
    env = dict(os.environ, GPU_ADVISOR_HOME=tempfile.mkdtemp(), HF_HUB_OFFLINE="1", PYTHONPATH=".")
    return subprocess.run([sys.executable, "-m", "advisor", "chat"], input="\n".join([*turns, "quit"]) + "\n",
                          capture_output=True, text=True, env=env, timeout=400).stdout


@pytest.mark.slow
def test_the_london_p4d_pick_shows_its_snapshot():
    out = _chat("UK legal tech startup, data must stay in the UK, AWS eu-west-2. We want to serve Llama 3.1 70B for "
                "contract review.")
    line = next(x for x in out.splitlines() if "`p4d.24xlarge`" in x)
    assert "row from SkyPilot v8 extract, undated" in line, line


@pytest.mark.slow
def test_the_hong_kong_g5_pick_shows_its_snapshot_in_traditional_chinese():
    # Qwen2.5-32B: ≈ 65 GB BF16 weights, KV 2·64 layers·8 kv heads·128·2 B = 0.25 MiB a token (8 GiB a 32k prompt):
    # ≈ 75 GB a copy on one g5.12xlarge (4 × A10G 24 GB), several machines for 16 users, all in ap-east-1
    out = _chat("我們是中環律師行，合約資料要留在香港，用AWS香港region，部署Qwen2.5-32B給16位律師同時審閱合約，"
                "每份最長32k tokens")
    line = next(x for x in out.splitlines() if "`g5.12xlarge`" in x)
    assert "該行來自 SkyPilot v8 摘錄，未註明日期" in line, line
