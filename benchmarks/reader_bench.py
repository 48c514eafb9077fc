"""The rule reader (`advisor.core.extract_rules.extract`) over every labelled message, timed in CPU seconds against
another checkout in the same run, the readings compared.

    python benchmarks/reader_bench.py [--runs 3] [--rounds 3] [--baseline DIR] [--dump FILE] [--every N]

The messages are every `text` in tests/advisor/data/**/*.json (the labelled reading sets the fast tests read). A pass
is the CPU seconds (process time: another job on the machine slows the wall clock, not this figure) of reading
each message once; a tree's figure for a round is its best of `--runs` passes, and the result is the median over
`--rounds` rounds, this tree's and the baseline's passes alternating (`--baseline DIR`: a checkout of the revision
to compare, e.g. `git worktree add --detach DIR main`), each tree in a child process of its own. Each tree's
readings (every field of each message's `Extraction`, the reader's clock fixed so that a calendar
deadline reads the same in both) are compared, and the ratio is printed only when they are the
same. `--dump FILE` writes this tree's readings as JSON, a message's text to its reading.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def messages() -> list[str]:
    """Every labelled message's text, in file order, each once (this tree's data: both trees read the same)."""
    seen: dict[str, None] = {}
    for f in sorted((ROOT / "tests" / "advisor" / "data").rglob("*.json")):
        for case in json.loads(f.read_text(encoding="utf-8")):
            if isinstance(case, dict) and isinstance(case.get("text"), str):
                seen.setdefault(case["text"], None)
    return list(seen)


def reading(e: Any) -> str:
    """A reading as canonical JSON: every field of the Extraction (its patch as pydantic dumps it, sets sorted)."""

    def plain(v: Any) -> Any:
        if hasattr(v, "model_dump"):
            return v.model_dump(mode="json")
        if isinstance(v, (set, frozenset)):
            return sorted(v, key=repr)
        return v

    return json.dumps({f.name: plain(getattr(e, f.name)) for f in dataclasses.fields(e)}, sort_keys=True,
                      ensure_ascii=False, default=repr)


def child(runs: int, texts: list[str], dump: str | None) -> None:
    """Time the reader with the code on sys.path[0]; print one JSON line (passes, a digest of each reading)."""
    os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp())
    os.environ.setdefault("GPU_ADVISOR_REFRESH_HOURS", "off")
    os.environ["HF_HUB_OFFLINE"] = "1"
    import datetime

    from advisor.core import extract_rules
    from advisor.core.extract_rules import extract

    init = extract_rules.Context.__init__

    def at_a_fixed_clock(self: Any, *args: Any, **kw: Any) -> None:
        kw.setdefault("now", datetime.datetime(2026, 1, 7, 10, 30))  # a Wednesday morning: "by Friday" reads the same
        init(self, *args, **kw)

    extract_rules.Context.__init__ = at_a_fixed_clock  # type: ignore[method-assign]

    readings = [reading(extract(t)) for t in texts]
    if dump:
        Path(dump).write_text(json.dumps(dict(zip(texts, map(json.loads, readings), strict=True)), ensure_ascii=False,
                                         indent=1, sort_keys=True), encoding="utf-8")
    passes = []
    for _ in range(runs):
        t = time.process_time()
        for text in texts:
            extract(text)
        passes.append(time.process_time() - t)
    print(json.dumps({"passes": passes, "readings": [hashlib.sha256(r.encode()).hexdigest() for r in readings]}))


def run_tree(src: Path, runs: int, texts_file: str, dump: str | None) -> dict[str, list]:
    code = ("import sys, json; sys.path.insert(0, sys.argv[1]); g = {'__name__': 'reader_bench', '__file__': sys.argv[2]};"
            f"exec(compile(open({str(Path(__file__))!r}).read(), 'reader_bench', 'exec'), g);"
            f"g['child']({runs}, json.load(open(sys.argv[3], encoding='utf-8')), {dump!r})")
    env = {k: v for k, v in os.environ.items() if k != "GPU_ADVISOR_HOME"}  # each child: a home of its own
    p = subprocess.run([sys.executable, "-c", code, str(src), __file__, texts_file], capture_output=True, text=True,
                       env=env, cwd=src)
    if p.returncode:
        raise SystemExit(f"{src}: the reader failed:\n{p.stderr[-3000:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3, help="passes per tree and round (default 3)")
    ap.add_argument("--rounds", type=int, default=3, help="alternations with the baseline (default 3)")
    ap.add_argument("--baseline", metavar="DIR", help="another checkout to time in the same run")
    ap.add_argument("--dump", metavar="FILE", help="write this tree's readings to FILE (JSON)")
    ap.add_argument("--every", type=int, default=1, metavar="N",
                    help="read every Nth message only (a quicker sample on a loaded machine; default 1: all)")
    a = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    from benchmarks.report import row

    texts = messages()[::a.every]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as f:
        json.dump(texts, f, ensure_ascii=False)
    trees = [("this tree", ROOT)] + ([("baseline", Path(a.baseline).resolve())] if a.baseline else [])
    best: dict[str, list[float]] = {name: [] for name, _ in trees}
    readings: dict[str, list[str]] = {}
    try:
        for i in range(a.rounds if a.baseline else 1):
            for name, src in trees:
                got = run_tree(src, a.runs, f.name, a.dump if (i == 0 and name == "this tree") else None)
                best[name].append(min(got["passes"]))
                readings[name] = got["readings"]
    finally:
        os.unlink(f.name)
    n = len(texts)
    med = {name: statistics.median(xs) for name, xs in best.items()}
    for name, m in med.items():
        print(f"{name:<10} median best pass {m:.2f} s CPU for {n} messages ({m / n * 1000:.2f} ms each)"
              f" [rounds: {', '.join(f'{x:.2f}' for x in best[name])}]")
    if a.baseline:
        differ = [i for i, (x, y) in enumerate(zip(readings["this tree"], readings["baseline"], strict=True)) if x != y]
        if differ:
            raise SystemExit(f"readings differ on {len(differ)} messages, the first: {texts[differ[0]]!r}")
        print(f"readings: the same for all {n} messages")
        row(f"the rule reader over {n} labelled messages, this tree vs {a.baseline}",
            f"{med['this tree']:.2f} s CPU vs {med['baseline']:.2f} s", med["this tree"] / med["baseline"],
            "the baseline tree in the same run", "< 1 ×", "python benchmarks/reader_bench.py --baseline DIR")


if __name__ == "__main__":
    main()
