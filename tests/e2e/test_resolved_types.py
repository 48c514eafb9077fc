"""mypy holds the calculators to resolved workloads: a caller that hands `tools.memory.estimate_memory` (or any
calculator typed `w: Resolved`) a raw `Workload` fails type checking; one that resolves first passes. A subprocess
(mypy over the tools/ import graph: ~1 s with its cache, ~40 s cold), hence e2e."""

from __future__ import annotations

import subprocess
import sys

from tests.source_trees import ROOT

CALL = ("from catalog import registry\nfrom tools.defaults import resolve\nfrom tools.memory import estimate_memory\n"
        "from tools.schema import Workload\n\n")


def _mypy(path: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), path],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_mypy_refuses_a_calculator_an_unresolved_workload(tmp_path):
    forgot, resolved = tmp_path / "forgot.py", tmp_path / "resolved.py"
    forgot.write_text(CALL + 'estimate_memory(registry.get("Llama-3.1-8B"), Workload(task="inference"))\n')
    resolved.write_text(CALL + 'estimate_memory(registry.get("Llama-3.1-8B"), resolve(Workload(task="inference"))[0])\n')
    bad, good = _mypy(str(forgot)), _mypy(str(resolved))
    assert bad.returncode == 1 and 'has incompatible type "Workload"; expected "Resolved"' in bad.stdout, bad.stdout
    assert good.returncode == 0, good.stdout
