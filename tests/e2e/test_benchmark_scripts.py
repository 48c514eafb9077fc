"""The benchmark scripts run as their docs say, in a fresh process (no test conftest installs the message catalog
there): `python benchmarks/published.py` prints its summary tables."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_published_benchmark_runs_and_prints_its_summary(tmp_path):
    # a script imports only tools/ and catalog/: tools.defaults.resolve words its notes through the message catalog
    # and crashed there with "no wording installed"; the scripts call resolve, which words nothing
    env = {**os.environ, "GPU_ADVISOR_HOME": str(tmp_path), "HF_HUB_OFFLINE": "1"}
    out = subprocess.run([sys.executable, "benchmarks/published.py"], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "| tokens/s | held-out |" in out.stdout
