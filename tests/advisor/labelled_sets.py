"""What the labelled reading sets' tests share: read every text of a set once through `gpu-advisor parse`,
mark the known misses as strict xfails, judge one case, and check a set's shape."""

from __future__ import annotations

import json
from typing import Any

import pytest

from scripts.measure_reading_heldout import judge


def parse_texts(texts: list[str]) -> list[dict[str, Any]]:
    """`gpu-advisor parse` over standard input, one message per line, as scripts/measure_reading_heldout.py reads a set
    (its `read_texts`), run in this process through click's CliRunner: the command's own code, without a Python start
    and import per set (the script's own process is tested in test_reading_labelled_sets.py). One workload per text; a line
    the command refuses reads as {"error": ...}."""
    from click.testing import CliRunner

    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["parse"], input="\n".join(texts) + "\n")
    assert r.exit_code == 0, r.output
    lines = [json.loads(line) for line in r.stdout.splitlines() if line.strip()]
    assert len(lines) == len(texts), r.output[-2000:]
    return [x.get("workload", {"error": x.get("error")}) if isinstance(x, dict) else {} for x in lines]


def read_set(cases: list[dict[str, Any]], home: Any) -> dict[str, dict[str, Any]]:
    """Every text read once through `gpu-advisor parse` (parse_texts), with an isolated home, no refresh, the Hub
    offline and no LLM reader, as the measuring script does."""
    # a home of None once set GPU_ADVISOR_HOME to "None": a folder None/advisor.db left in the working directory
    assert home is not None and str(home) != "None", "read_set needs a home folder"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("GPU_ADVISOR_HOME", str(home))
        mp.setenv("GPU_ADVISOR_REFRESH_HOURS", "off")
        mp.setenv("HF_HUB_OFFLINE", "1")
        mp.delenv("HF_ENDPOINT", raising=False)
        for var in ("GPU_ADVISOR_LLM", "GPU_ADVISOR_LLM_BASE_URL"):
            mp.delenv(var, raising=False)
        got = parse_texts([c["text"] for c in cases])
    return {c["id"]: w for c, w in zip(cases, got, strict=True)}


def params(cases: list[dict[str, Any]], misses: dict[str, str]) -> list[Any]:
    """One pytest param per case, named by its id; a known miss is a strict xfail, so a fix shows as XPASS."""
    return [pytest.param(c, id=c["id"], marks=[pytest.mark.xfail(strict=True, reason=misses[c["id"]])]
                         if c["id"] in misses else []) for c in cases]


def assert_read(case: dict[str, Any], got: dict[str, Any]) -> None:
    """Fails when a stated field is missing or has another value, or when a field the text does not state is set."""
    v = judge(case, got)
    assert not v.wrong and not v.spurious, (
        f"{case['id']} {case['text']!r}: wrong {v.wrong}, spurious {v.spurious} (expected {case['expect']})")


def assert_shape(cases: list[dict[str, Any]], misses: dict[str, str], *, size: int, empty: int) -> None:
    """The set keeps its size and language mix, and every xfail names a case that exists (a renamed id would hide
    a fix)."""
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)) >= size
    assert set(misses) <= set(ids)
    assert {"en", "zh", "tw", "hk"} <= {i.split("-")[0] for i in ids}
    assert sum(1 for c in cases if not c["expect"]) >= empty
