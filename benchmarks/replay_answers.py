"""Every answer the fast test suite asks for, replayed on two trees and compared as JSON, byte for byte.

    python benchmarks/replay_answers.py record INPUTS.pkl            # run the fast suite, keep each recommend() input
    python benchmarks/replay_answers.py compare INPUTS.pkl --baseline DIR [--rounds 3] [--profile OUT.prof]

`record` runs `python -m pytest -m "not e2e"` with this module as a plugin (`-p benchmarks.replay_answers`): every
top-level call of tools.recommend.recommend (advise() and the tests that call it directly) is pickled with its
arguments (the architecture, the workload, the GPU specs, the catalog rows and the options, less the caller's
prefilter memo, which only saves work), one file per xdist worker, then merged into INPUTS.pkl. Calls made while a
test has patched a module replay without the patch: both trees replay the same inputs in the same state.

`compare` replays every input with the code of this tree and of `--baseline DIR` (`git worktree add DIR REV` or
`git archive REV | tar -x -C DIR`), each in a child process with its tree first on sys.path, and compares the
`Recommendation.model_dump_json()` of each (an exception's type and text stand for the answer when one is raised).
It prints the number of inputs, how many are equal, the first that differ, and each tree's CPU seconds for the
replay (process time: other jobs on the machine do not count). A refactor of the search may not change one answer.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import pickle
import subprocess
import sys
import tempfile
import time
from dataclasses import fields
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RECORD_ENV = "REPLAY_ANSWERS_RECORD"  # the folder the plugin writes each worker's calls to


# --- record: a pytest plugin ------------------------------------------------------------------------------------------

class _Recorder:
    """Pickles each top-level recommend() call; catalog rows, GPU specs and gazetteers are stored once by content."""

    def __init__(self) -> None:
        self.blobs: dict[str, bytes] = {}
        self.calls: list[dict[str, Any]] = []
        self.depth = 0
        self.test = ""
        self.skipped = 0
        self.cpu = 0.0  # process time inside top-level recommend() calls

    def blob(self, obj: Any) -> str:
        data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
        key = hashlib.sha256(data).hexdigest()
        self.blobs.setdefault(key, data)
        return key

    def keep(self, arch: Any, workload: Any, gpus: Any, rows: Any, opts: Any) -> None:
        try:
            o = {f.name: getattr(opts, f.name) for f in fields(opts)} if opts is not None else None
            if o is not None:
                o["memo"] = o["memo"] is not None  # the caller's memo saves work only: replayed with a fresh one
                o["places"] = self.blob(o["places"])
            self.calls.append({"test": self.test, "arch": pickle.dumps(arch), "workload": pickle.dumps(workload),
                               "gpus": self.blob(gpus), "rows": self.blob(rows), "opts": pickle.dumps(o)})
        except Exception:  # an input that cannot be pickled (a test's stand-in object): not replayed, counted
            self.skipped += 1


_REC = _Recorder()


def _install() -> None:
    """Wrap tools.recommend.recommend before any test module imports it by name."""
    import tools.recommend as tr

    inner = tr.recommend

    def recording(arch: Any, workload: Any, gpus: Any, rows: Any, opts: Any = None) -> Any:
        if _REC.depth == 0:
            _REC.keep(arch, workload, gpus, rows, opts)
        _REC.depth += 1
        t = time.process_time()
        try:
            return inner(arch, workload, gpus, rows, opts)
        finally:
            _REC.depth -= 1
            if _REC.depth == 0:
                _REC.cpu += time.process_time() - t

    tr.recommend = recording  # type: ignore[assignment]


if os.environ.get(RECORD_ENV):
    _install()


def pytest_runtest_setup(item: Any) -> None:
    _REC.test = item.nodeid


def pytest_sessionfinish(session: Any) -> None:
    out = os.environ.get(RECORD_ENV)
    if not out:
        return
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with open(Path(out) / f"{worker}.pkl", "wb") as f:
        pickle.dump({"blobs": _REC.blobs, "calls": _REC.calls, "skipped": _REC.skipped, "cpu": _REC.cpu}, f)


def record(path: Path, pytest_args: list[str]) -> None:
    with tempfile.TemporaryDirectory() as d:
        env = {**os.environ, RECORD_ENV: d, "HF_HUB_OFFLINE": "1"}
        cmd = [sys.executable, "-m", "pytest", "-m", "not e2e", "-q", "-p", "no:cacheprovider",
               "-p", "benchmarks.replay_answers", *pytest_args]
        p = subprocess.run(cmd, cwd=ROOT, env=env)
        blobs: dict[str, bytes] = {}
        calls: list[dict[str, Any]] = []
        skipped, cpu = 0, 0.0
        for part in sorted(Path(d).glob("*.pkl")):
            got = pickle.loads(part.read_bytes())
            blobs.update(got["blobs"])
            calls += got["calls"]
            skipped += got["skipped"]
            cpu += got["cpu"]
    calls.sort(key=lambda c: c["test"])  # the workers' split varies from run to run; the order of a test's calls not
    path.write_bytes(pickle.dumps({"blobs": blobs, "calls": calls}))
    print(f"pytest exit {p.returncode}: {len(calls)} recommend() inputs recorded to {path} ({skipped} not picklable);"
          f" {cpu:.1f} s of the workers' CPU time was spent inside them")


# --- replay: a child process per tree -------------------------------------------------------------------------------

def child(inputs: str, out: str, profile: str) -> None:
    """Answer every recorded input with the code on sys.path[0]; write one JSON line per input, then the CPU time."""
    os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp())
    os.environ["HF_HUB_OFFLINE"] = "1"
    import advisor.core.messages  # noqa: F401  # as the tests: the catalog that words the tools' facts
    from tools.recommend import Options, recommend

    data = pickle.loads(Path(inputs).read_bytes())
    blobs = {k: pickle.loads(v) for k, v in data["blobs"].items()}
    memo: dict[Any, Any] = {}  # one prefilter memo for the process, as advisor.core.service keeps

    def args(c: dict[str, Any]) -> tuple[Any, ...]:
        o = pickle.loads(c["opts"])
        opts = None if o is None else Options(**{**o, "places": blobs[o["places"]], "memo": memo if o["memo"] else None})
        return (pickle.loads(c["arch"]), pickle.loads(c["workload"]), blobs[c["gpus"]], blobs[c["rows"]], opts)

    calls = [args(c) for c in data["calls"]]
    prof = None
    if profile:
        import cProfile

        prof = cProfile.Profile()
        prof.enable()
    answers, t = [], time.process_time()
    for a in calls:
        try:
            answers.append(recommend(*a).model_dump_json())
        except Exception as e:  # a refusal raised as an error is an answer too
            answers.append(f"{type(e).__name__}: {e}")
    cpu = time.process_time() - t
    if prof is not None:
        prof.disable()
        prof.dump_stats(profile)
    with open(out, "w") as f:
        for a in answers:
            f.write(json.dumps(a) + "\n")
        f.write(json.dumps({"cpu_s": cpu}) + "\n")


def replay(src: Path, inputs: Path, out: Path, profile: str = "") -> tuple[list[str], float]:
    code = ("import sys; sys.path.insert(0, sys.argv[1]); g = {'__name__': 'replay_answers', '__file__': sys.argv[2]};"
            f"exec(compile(open({str(Path(__file__))!r}).read(), 'replay_answers', 'exec'), g);"
            "g['child'](*sys.argv[3:])")
    env = {k: v for k, v in os.environ.items() if k != "GPU_ADVISOR_HOME"}
    p = subprocess.run([sys.executable, "-c", code, str(src), __file__, str(inputs), str(out), profile], cwd=src, env=env)
    if p.returncode:
        raise SystemExit(f"{src}: the replay failed")
    lines = out.read_text().splitlines()
    return [json.loads(x) for x in lines[:-1]], json.loads(lines[-1])["cpu_s"]


def compare(inputs: Path, baseline: Path, profile: str, rounds: int) -> None:
    """Replay on both trees, alternating for `rounds` (the best CPU time of each: another job on the machine only
    ever adds to it); the answers of the last round are compared."""
    tests = [c["test"] for c in pickle.loads(inputs.read_bytes())["calls"]]
    base_cpu = mine_cpu = float("inf")
    with tempfile.TemporaryDirectory() as d:
        for i in range(rounds):
            base, cpu = replay(baseline.resolve(), inputs, Path(d) / "base.jsonl")
            base_cpu = min(base_cpu, cpu)
            mine, cpu = replay(ROOT, inputs, Path(d) / "mine.jsonl", profile if i == 0 else "")
            mine_cpu = min(mine_cpu, cpu if not profile else float("inf") if i == 0 else cpu)
    differ = [i for i, (x, y) in enumerate(zip(mine, base, strict=True)) if x != y]
    print(f"{len(mine)} inputs: {len(mine) - len(differ)} answers equal, {len(differ)} differ")
    for i in differ[:5]:
        print(f"  input {i} (from {tests[i]}):\n    this tree: {mine[i][:300]}\n    baseline:  {base[i][:300]}")
    errors = sum(1 for a in mine if not a.startswith("{"))
    print(f"({errors} of the answers are raised errors, compared by type and text)")
    if mine_cpu < float("inf"):  # a profiled pass is not timed
        print(f"CPU (best of {rounds}): this tree {mine_cpu:.2f} s, baseline {base_cpu:.2f} s, "
              f"ratio {mine_cpu / base_cpu:.2f}")
    if differ:
        raise SystemExit(1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record", help="run the fast suite and keep every recommend() input")
    r.add_argument("inputs")
    r.add_argument("pytest_args", nargs="*", help="more pytest arguments (e.g. -n 2), after --")
    c = sub.add_parser("compare", help="replay the inputs on this tree and on --baseline DIR")
    c.add_argument("inputs")
    c.add_argument("--baseline", required=True, metavar="DIR")
    c.add_argument("--profile", default="", metavar="OUT", help="cProfile this tree's first replay into OUT")
    c.add_argument("--rounds", type=int, default=1, help="alternating replays per tree (default 1)")
    a = ap.parse_args()
    if a.cmd == "record":
        record(Path(a.inputs).resolve(), a.pytest_args)
    else:
        compare(Path(a.inputs).resolve(), Path(a.baseline), a.profile, a.rounds)


if __name__ == "__main__":
    main()
