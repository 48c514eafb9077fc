"""What every benchmark prints besides its numbers: the CPU, the date, and a ratio to a baseline
measured in the same run, so a row can be compared across machines and re-run by anyone.

A result row is one line of markdown (`| what | result | × baseline | target | machine, date | command |`),
ready to paste into docs/MEASURED.md.
"""

from __future__ import annotations

import datetime
import os
import platform
import statistics
import time


def cpu_model() -> str:
    """The CPU's model name and the cores this process may use."""
    name = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    name = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return f"{name or platform.processor() or platform.machine()}, {cores} cores"


def today() -> str:
    return datetime.datetime.now(datetime.UTC).date().isoformat()


def baseline_loop() -> int:
    """A fixed pure-Python workload (integer arithmetic and a list): the unit for in-process timings."""
    return sum([i * i % 7 for i in range(200_000)])


def baseline_seconds(runs: int = 21) -> float:
    """Median seconds of `baseline_loop()` in this process, now."""
    baseline_loop()
    xs = []
    for _ in range(runs):
        t = time.perf_counter()
        baseline_loop()
        xs.append(time.perf_counter() - t)
    return statistics.median(xs)


def row(what: str, result: str, ratio: float | None, baseline: str, target: str, command: str) -> str:
    """Print and return one result row. `ratio` is the result ÷ the baseline measured in the same run; the
    machine column carries the 1-minute load average, since other work on the machine skews both."""
    times = f"{ratio:.1f} × {baseline}" if ratio is not None else baseline
    load = f", load {os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else ""
    line = f"| {what} | {result} | {times} | {target} | {cpu_model()}{load}, {today()} | `{command}` |"
    print(line)
    return line

