"""Cold start of CLI commands: median wall time of fresh processes.

    python benchmarks/cold_start.py [--runs 15]

Runs `python -m advisor estimate ...` and `python -m advisor ask ...` in new interpreters (no
warm import cache beyond the OS page cache) and prints min / median / p90 in seconds.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

COMMANDS = {
    "estimate": ["estimate", "--model", "llama-3-8b", "--gpu", "H100", "--json"],
    "ask": ["ask", "LoRA fine-tune a 7B model with 4k context", "--json"],
}


def time_once(args: list[str], env: dict[str, str]) -> float:
    t = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "advisor", *args], capture_output=True, env=env)
    dt = time.perf_counter() - t
    if p.returncode != 0:
        raise SystemExit(p.stderr.decode())
    return dt


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("commands", nargs="*", default=list(COMMANDS))
    a = ap.parse_args()
    env = dict(os.environ, GPU_ADVISOR_HOME=tempfile.mkdtemp())
    for name in a.commands:
        time_once(COMMANDS[name], env)  # warm the OS cache and build the database once
        xs = sorted(time_once(COMMANDS[name], env) for _ in range(a.runs))
        print(f"{name:<9} runs={a.runs} min={xs[0]:.3f}s median={statistics.median(xs):.3f}s "
              f"p90={xs[int(0.9 * (len(xs) - 1))]:.3f}s")


if __name__ == "__main__":
    main()
