"""A slice of the fast test suite, timed in CPU seconds, against another checkout in the same run.

    python benchmarks/suite_slice_bench.py --baseline DIR [--rounds 2] [TEST_PATH ...]

The inner loop's time is answers and the homes around them (docs/DEVELOPING.md), so the slice is a few modules
that ask many questions, each test in a home of its own: the recommender's tests, the expert cases, a conversation
and an answer-class module. Each tree runs `python -m pytest -q -p no:xdist -p no:cacheprovider SLICE` in a child
process with its own tree first on sys.path (`PYTHONPATH`), passes alternating between the trees `--rounds` times;
a pass is the child's user + system CPU seconds (`resource.getrusage(RUSAGE_CHILDREN)`: another job on the machine
stretches the wall clock, not this), and a tree's figure is its best pass. Prints both figures and the ratio; a
failing slice in either tree stops the benchmark (a faster tree that answers differently is not faster).
`DIR` is another checkout (`git worktree add DIR REV`, or `git archive REV | tar -x -C DIR`).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SLICE = [
    "tests/tools/test_recommend.py",
    "tests/advisor/test_expert_cases.py",
    "tests/advisor/test_conversation.py",
    "tests/advisor/test_answer_classes_owned_ties_levers_and_regions.py",
]


def cpu_of(src: Path, tests: list[str]) -> float:
    """User + system CPU seconds of one serial pytest run of `tests` with the code of `src`."""
    env = {k: v for k, v in os.environ.items() if k not in ("GPU_ADVISOR_HOME", "PYTHONPATH")}
    env.update(PYTHONPATH=str(src), HF_HUB_OFFLINE="1", GPU_ADVISOR_HOME=tempfile.mkdtemp())
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:cacheprovider", *tests],
                       cwd=src, env=env, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode:
        raise SystemExit(f"{src}: the slice failed:\n{p.stdout[-3000:]}\n{p.stderr[-2000:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--baseline", metavar="DIR", required=True, help="another checkout to time in the same run")
    ap.add_argument("--rounds", type=int, default=2, help="alternations with the baseline (default 2)")
    ap.add_argument("tests", nargs="*", default=SLICE, help="test paths (default: the slice above)")
    a = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    from benchmarks.report import row

    trees = [("this tree", ROOT), ("baseline", Path(a.baseline).resolve())]
    best: dict[str, float] = {}
    for _ in range(a.rounds):
        for name, src in trees:
            best[name] = min(best.get(name, float("inf")), cpu_of(src, a.tests))
    for name, cpu in best.items():
        print(f"{name:<10} best pass {cpu:.1f} s CPU")
    row(f"fast-suite slice ({len(a.tests)} modules, serial), this tree vs {a.baseline}",
        f"{best['this tree']:.1f} s CPU vs {best['baseline']:.1f} s", best["this tree"] / best["baseline"],
        "the baseline tree in the same run", "< 1 ×", "python benchmarks/suite_slice_bench.py --baseline DIR")


if __name__ == "__main__":
    main()
