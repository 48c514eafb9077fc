"""The compiled-pattern store (advisor/pattern_store.py) across real processes: the first `ask` writes it, a later
`ask` answers the same as one that compiles every pattern itself, a damaged file is replaced, and no word of the
question reaches the file."""

import json
import marshal
import os
import subprocess
import sys
import uuid
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _ask(question: str, home: Path, store: str) -> dict:
    env = {**os.environ, "GPU_ADVISOR_HOME": str(home), "GPU_ADVISOR_PATTERN_CACHE": store, "HF_HUB_OFFLINE": "1",
           "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-m", "advisor", "ask", question, "--json"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout)


def _said(answer: dict) -> tuple:
    """What the reading and the recommendation came to (the answer's JSON contract fields)."""
    return answer["workload"], answer["headline"], answer["candidates"], answer["assumptions"]


def test_the_store_is_written_then_answers_as_compiling_does_and_holds_no_word_of_the_question(tmp_path):
    store = tmp_path / "patterns"
    tag = f"zq{uuid.uuid4().hex[:10]}"
    question = f"LoRA fine-tune Llama-3-8B on our {tag} tickets, 4k context, budget $900 a month"
    first = _ask(question, tmp_path / "home", str(store))
    [kept] = store.glob("patterns-*.marshal")
    assert tag.encode() not in zlib.decompress(kept.read_bytes())
    written = kept.read_bytes()
    again = _ask(question, tmp_path / "home", str(store))
    # nothing new to keep: the file is not rewritten (a pattern another library builds from a set, different in every
    # process, was kept once and rewrote the file at every exit)
    assert kept.read_bytes() == written
    compiling = _ask(question, tmp_path / "home", "off")
    assert _said(first) == _said(again) == _said(compiling)


def test_a_damaged_store_is_replaced_and_the_answer_is_unchanged(tmp_path):
    store = tmp_path / "patterns"
    store.mkdir()
    damaged = store / f"patterns-{sys.version_info[0]}{sys.version_info[1]}.marshal"
    damaged.write_bytes(b"\x00not a pattern table" * 100)
    question = "部署Qwen2.5-7B推理，20人同时用，只要阿里云"
    answer = _ask(question, tmp_path / "home", str(store))
    key, rows = marshal.loads(zlib.decompress(damaged.read_bytes()))
    assert isinstance(rows, dict) and len(rows) > 1000
    assert _said(answer) == _said(_ask(question, tmp_path / "home", "off"))
