"""Every message the tests and the labelled sets hand the rule reader, read by this tree and by another checkout, the
whole readings compared: a speed-up of the reader must read every message exactly as before.

    python benchmarks/reader_equivalence.py --baseline DIR        # both trees, readings compared (exit 1 on any difference)
    python benchmarks/reader_equivalence.py --save FILE           # this tree's readings to FILE (a reference)
    python benchmarks/reader_equivalence.py --against FILE        # this tree against a saved reference

The messages (each (text, thread_model) once, in a fixed order):
- benchmarks/data/reader_calls.jsonl: every `extract(text, thread_model)` call a run of the fast tier made, recorded
  with the plugin benchmarks/reader_record.py (`READER_RECORD=DIR python -m pytest -p benchmarks.reader_record ...`);
- every `text` in tests/advisor/data/**/*.json (the labelled reading sets);
- every case text in tests/extraction_*.py (the labelled phrasings: a module-level list of (text, labels));
- every turn of the fenced blocks in docs/expert_review*_questions.md (each line a chat turn), read alone and with the
  models in THREAD_MODELS as the thread's model (every turn after a block's first).
A reading is the whole `Extraction` as canonical JSON (`reading`: patch as pydantic dumps it,
notes, zh_notes, note ids, intents, assumed, language, every other field), the reader's clock fixed so a calendar
deadline reads the same in both trees. Each tree reads in a child process of its own.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CALLS = ROOT / "benchmarks" / "data" / "reader_calls.jsonl"
THREAD_MODELS = ("Qwen2.5-7B", "Llama-3.1-70B")
FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.M | re.S)


def _case_texts(v: Any) -> list[str]:
    """The texts of a labelled set's cases: (text, labels) tuples or dicts with a `text`, in lists or dicts."""
    if isinstance(v, tuple) and v and isinstance(v[0], str) and len(v) >= 2:
        return [v[0]]
    if isinstance(v, dict) and isinstance(v.get("text"), str):
        return [v["text"]]
    if isinstance(v, (list, tuple)):
        return [t for x in v for t in _case_texts(x)]
    if isinstance(v, dict):
        return [t for x in v.values() for t in _case_texts(x)]
    return []


def corpus() -> list[tuple[str, str | None]]:
    """Every (text, thread_model) to read, each once."""
    seen: dict[tuple[str, str | None], None] = {}
    for line in CALLS.read_text(encoding="utf-8").splitlines():
        t, m = json.loads(line)
        seen.setdefault((t, m), None)
    for f in sorted((ROOT / "tests" / "advisor" / "data").rglob("*.json")):
        for case in json.loads(f.read_text(encoding="utf-8")):
            if isinstance(case, dict) and isinstance(case.get("text"), str):
                seen.setdefault((case["text"], None), None)
    sys.path.insert(0, str(ROOT))
    for f in sorted((ROOT / "tests").glob("extraction_*.py")):
        mod = importlib.import_module(f"tests.{f.stem}")
        for name, v in vars(mod).items():
            if name.isupper():
                for t in _case_texts(v):
                    seen.setdefault((t, None), None)
    for f in sorted((ROOT / "docs").glob("expert_review*_questions.md")):
        for block in FENCE.findall(f.read_text(encoding="utf-8")):
            turns = [x.strip() for x in block.splitlines() if x.strip()]
            for i, turn in enumerate(turns):
                seen.setdefault((turn, None), None)
                if i:  # a follow-up in a thread that already sizes a model: the CJK rate and the model fallbacks
                    for model in THREAD_MODELS:
                        seen.setdefault((turn, model), None)
    return list(seen)


def reading(e: Any) -> str:
    """A reading as canonical JSON: every field of the Extraction (its patch as pydantic dumps it, sets sorted);
    the same form as benchmarks/reader_bench.reading."""

    def plain(v: Any) -> Any:
        if hasattr(v, "model_dump"):
            return v.model_dump(mode="json")
        if isinstance(v, (set, frozenset)):
            return sorted(v, key=repr)
        return v

    return json.dumps({f.name: plain(getattr(e, f.name)) for f in dataclasses.fields(e)}, sort_keys=True,
                      ensure_ascii=False, default=repr)


def child(pairs_file: str, out_file: str) -> None:
    """Read every pair with the code on sys.path[0]; write the readings (a JSON list of canonical strings)."""
    os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp())
    os.environ.setdefault("GPU_ADVISOR_REFRESH_HOURS", "off")
    os.environ["HF_HUB_OFFLINE"] = "1"
    import datetime

    from advisor.core import extract_rules

    init = extract_rules.Context.__init__

    def at_a_fixed_clock(self: Any, *args: Any, **kw: Any) -> None:
        kw.setdefault("now", datetime.datetime(2026, 1, 7, 10, 30))  # a Wednesday morning: "by Friday" reads the same
        init(self, *args, **kw)

    extract_rules.Context.__init__ = at_a_fixed_clock  # type: ignore[method-assign]
    out = []
    for text, model in json.loads(Path(pairs_file).read_text(encoding="utf-8")):
        try:
            out.append(reading(extract_rules.extract(text, model)))
        except Exception as exc:  # a failure is a reading too: both trees must fail the same way
            out.append(f"raised {type(exc).__name__}: {exc}")
    Path(out_file).write_text(json.dumps(out, ensure_ascii=False), encoding="utf-8")


def read_with(src: Path, pairs: list[tuple[str, str | None]]) -> list[str]:
    """The readings of `pairs` by the checkout at `src`, in a child process."""
    with tempfile.TemporaryDirectory() as d:
        pf, of = Path(d) / "pairs.json", Path(d) / "out.json"
        pf.write_text(json.dumps(pairs, ensure_ascii=False), encoding="utf-8")
        code = ("import sys; sys.path.insert(0, sys.argv[1]); g = {'__name__': 'reader_equivalence', '__file__': sys.argv[4]};"
                f"exec(compile(open({str(Path(__file__))!r}).read(), 'reader_equivalence', 'exec'), g);"
                "g['child'](sys.argv[2], sys.argv[3])")
        env = {k: v for k, v in os.environ.items() if k != "GPU_ADVISOR_HOME"}
        p = subprocess.run([sys.executable, "-c", code, str(src), str(pf), str(of), __file__], capture_output=True, text=True,
                           env=env, cwd=src)
        if p.returncode:
            raise SystemExit(f"{src}: the reader failed:\n{p.stderr[-3000:]}")
        return list(json.loads(of.read_text(encoding="utf-8")))


def compare(pairs: list[tuple[str, str | None]], mine: list[str], theirs: list[str]) -> int:
    """Print each message read differently (the first few in full); the count."""
    differ = [i for i, (a, b) in enumerate(zip(mine, theirs, strict=True)) if a != b]
    for i in differ[:5]:
        print(f"DIFFERENT: {pairs[i]!r}\n  this tree: {mine[i][:2000]}\n  reference: {theirs[i][:2000]}")
    print(f"{len(pairs)} messages read, {len(differ)} differences")
    return len(differ)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--baseline", metavar="DIR", help="another checkout to read every message with")
    ap.add_argument("--save", metavar="FILE", help="write this tree's readings to FILE")
    ap.add_argument("--against", metavar="FILE", help="compare this tree's readings with FILE's")
    a = ap.parse_args()
    pairs = corpus()
    mine = read_with(ROOT, pairs)
    if a.save:
        Path(a.save).write_text(json.dumps({"pairs": pairs, "readings": mine}, ensure_ascii=False), encoding="utf-8")
        print(f"{len(pairs)} readings written to {a.save}")
    if a.against:
        ref = json.loads(Path(a.against).read_text(encoding="utf-8"))
        by_pair = dict(zip(map(tuple, ref["pairs"]), ref["readings"], strict=True))
        missing = [p for p in pairs if p not in by_pair]
        if missing:
            raise SystemExit(f"{len(missing)} messages are not in {a.against}, the first: {missing[0]!r}")
        sys.exit(1 if compare(pairs, mine, [by_pair[p] for p in pairs]) else 0)
    if a.baseline:
        sys.exit(1 if compare(pairs, mine, read_with(Path(a.baseline).resolve(), pairs)) else 0)


if __name__ == "__main__":
    main()
