"""The fitted tokens/s rows' residuals by group (issue 23, thirteenth pass): card, streams, model size, MoE or dense,
framework and build. Fitted rows only: a held-out row is never read here.

    python benchmarks/fitted_groups.py          # one table per grouping: n, median signed error, median |error|

A row's groups are read from its label and its Case fields (benchmarks/published.py writes the card, the streams, the
model and the build into every label). Signed error = estimate ÷ published − 1 (positive: the engine is too fast).
"""

from __future__ import annotations

import re
import statistics
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import published

# label fragment → card, the first match wins (longer names first: "H100 NVL" before "H100")
CARDS = ("RTX PRO 6000", "RTX-4090", "RTX 4090", "RTX-3090", "B200", "H200", "H100", "H20", "GH200", "MI300X",
         "A100", "A10G", "A30", "L40S", "L4", "T4")
MOE = ("A3B", "A22B", "DeepSeek", "gpt-oss", "Mixtral")
VERSION = re.compile(r"(v\d+\.\d+[\w.]*|b\d{4}|Dec 2023|Jan 2024|April 2024|Oct 2023|NIM [\d.]+)")
TAG = re.compile(r"\[[^\]]*batch \d+\]")  # the "[batch 4]" / "[fitted batch 2]" tag a label ends with


def card(label: str) -> str:
    return next((c.replace("-", " ") for c in CARDS if c in label), "other")


def streams(label: str) -> str:
    """'training', '1', '2-16', '17-128', '> 128': the streams a decode step serves."""
    label = TAG.sub("", label)
    if not any(k in label for k in ("decode", " in / ", "users", "stream")):
        return "training"
    m = re.search(r"(?:static batch|batch|≈) (\d+)|(\d+) users", label)
    n = int(m.group(1) or m.group(2)) if m else 1
    return "1" if n == 1 else "2-16" if n <= 16 else "17-128" if n <= 128 else "> 128"


def size(label: str) -> str:
    """The model's size class from the first 'NB' in its label ('8B', '70B', '235B', '124M' → '< 3B')."""
    m = re.search(r"(\d+(?:\.\d+)?)([BbM])\b", label)
    if not m:
        return "unknown"
    b = float(m.group(1)) / (1000 if m.group(2) == "M" else 1)
    return "< 3B" if b < 3 else "3-15B" if b <= 15 else "16-80B" if b <= 80 else "> 80B"


def moe(label: str) -> str:
    return "MoE" if any(k in label for k in MOE) else "dense"


def build(c: published.Case) -> str:
    m = VERSION.search(c.label)
    return f"{c.framework} {m.group(1)}" if m else c.framework


GROUPINGS: dict[str, Callable[[published.Case], str]] = {
    "card": lambda c: card(c.label), "streams": lambda c: streams(c.label), "model size": lambda c: size(c.label),
    "MoE or dense": lambda c: moe(c.label), "framework and build": build,
}


def fitted_rows() -> list[dict]:
    """published.rows() for the fitted tokens/s rows (the speed and at-load per-user categories) alone."""
    return [r for r in published.rows() if r["case"].fitted and r["case"].unit == "tok/s"
            and r["category"] in ("speed", "at load: per-user tokens/s")]


def groups(rs: list[dict], key: Callable[[published.Case], str]) -> list[tuple[str, int, float, float]]:
    """(group, n, median signed error, median |error|) for each group of `rs`, largest |median| first."""
    by: dict[str, list[float]] = defaultdict(list)
    for r in rs:
        by[key(r["case"])].append(r["err"])
    out = [(g, len(e), statistics.median(e), statistics.median(abs(x) for x in e)) for g, e in by.items()]
    return sorted(out, key=lambda t: -abs(t[2]))


def main() -> None:
    rs = fitted_rows()
    print(f"{len(rs)} fitted tokens/s rows (speed and at-load per-user); signed error = estimate ÷ published − 1\n")
    for name, key in GROUPINGS.items():
        print(f"| {name} | n | median signed | median abs |\n|---|---|---|---|")
        for g, n, med, mabs in groups(rs, key):
            print(f"| {g} | {n} | {med:+.1%} | {mabs:.1%} |")
        print()


if __name__ == "__main__":
    main()
