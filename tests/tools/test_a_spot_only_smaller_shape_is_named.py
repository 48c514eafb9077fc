"""An on-demand pick of a big shape ("only GCP Tokyo, H100" → a3-megagpu-8g, 8 × H100, $119.28/h for a one-card
load) says in one line when a smaller shape of the same card in the same place is listed with a spot price only
(a3-highgpu-1g, 1 × H100 SXM, asia-northeast1: $3.07/h spot, no on-demand price): tools.ranking.spot_only_smaller."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import pytest

from advisor.core.service import catalog_rows
from tools.ranking import spot_only_smaller


def _row(instance: str):
    return next(r for r in catalog_rows()[0] if (r.provider, r.instance_type, r.region) == ("gcp", instance, "asia-northeast1"))


def test_the_one_card_spot_shape_is_found():
    rows = catalog_rows()[0]
    m = spot_only_smaller(_row("a3-megagpu-8g"), 1, rows, "on_demand")
    assert m is not None
    assert (m.args["instance"], m.args["n"], m.args["spot"]) == ("a3-highgpu-1g", 1, "$3.07")
    assert "spot price only" in m.en and "只列了竞价价格" in m.zh


def test_a_load_that_needs_the_whole_machine_names_none():
    # 8 GPUs needed: no smaller shape holds them
    assert spot_only_smaller(_row("a3-megagpu-8g"), 8, catalog_rows()[0], "on_demand") is None


def test_a_spot_plan_names_none():
    assert spot_only_smaller(_row("a3-megagpu-8g"), 1, catalog_rows()[0], "spot") is None


def _ask(text: str) -> str:
    env = dict(os.environ, GPU_ADVISOR_HOME=tempfile.mkdtemp(), HF_HUB_OFFLINE="1", PYTHONPATH=".")
    return subprocess.run([sys.executable, "-m", "advisor", "ask", text], capture_output=True, text=True, env=env,
                          timeout=300).stdout


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said"), [
    # Llama 3.1 8B BF16 ≈ 16 GB of weights + 4 × 4,096 tokens of KV (2 · 32 layers · 8 kv heads · 128 · 2 B ≈ 0.5 GB
    # a stream) fit one 80 GB H100: the 8-card a3-megagpu-8g is the on-demand pick, the 1-card shape spot only
    ("Serve Llama 3.1 8B for 4 users, only GCP Tokyo, H100", "also lists a3-highgpu-1g (1 × H100 SXM)"),
    ("只用GCP东京的H100，部署Llama 3.1 8B给4个用户同时用", "还有 a3-highgpu-1g（1 × H100 SXM）"),
])
def test_the_spot_only_shape_is_said_under_the_pick(text, said):
    out = _ask(text)
    assert "a3-megagpu-8g" in out
    assert said in out, out[:2000]
