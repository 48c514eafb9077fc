"""The README is for users first: its sample answer is what the command prints,
byte for byte, and every count it states is checked against the code and data."""

import csv
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
sys.path.insert(0, str(ROOT / "scripts"))

from readme_sample import run, sample  # noqa: E402


@pytest.mark.slow
def test_sample_answer_is_what_the_command_prints():
    # A fresh GPU_ADVISOR_HOME (conftest) builds the catalog from the shipped data, as on a fresh machine.
    m = sample(README)
    assert m.group("cmd").startswith("gpu-advisor ask ")
    assert m.group("out") == run(m.group("cmd")), "run `python scripts/readme_sample.py` and review the diff"
    assert 10 <= len(m.group("out").splitlines()) <= 14  # a real sample answer of about 10 lines


def test_every_count_in_the_readme_is_true():
    from catalog import registry
    from catalog.gpus import all_gpus
    from tools.pitfalls import TITLES

    models, gpus, rows = re.search(r"(\d+) models, (\d+) accelerators, ([\d,]+) instance rows", README).groups()
    with (ROOT / "catalog" / "data" / "instances.csv").open(encoding="utf-8") as f:
        assert int(rows.replace(",", "")) == sum(1 for _ in csv.DictReader(f))
    assert int(models) == len(registry.names()) and int(gpus) == len(all_gpus())
    assert re.search(r"the (\d+) common pitfalls", README).group(1) == str(len(TITLES))
    # no other count hides outside the sample: numbers followed by a counted noun are all listed above
    counted = re.findall(r"\b\d[\d,]*\s+(?:models|accelerators|instance rows|common pitfalls|questions|phrasings|rows)\b",
                         README.split("<!-- sample")[0] + README.split("```\n\nThe first answer")[1])
    assert sorted(counted) == sorted([f"{models} models", f"{gpus} accelerators", f"{rows} instance rows",
                                      "8 common pitfalls"])
