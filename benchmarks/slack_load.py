"""Time to answer under load: N signed events from S concurrent senders over loopback.

    python benchmarks/slack_load.py [--events 200] [--senders 20]

Prints p50/p95/max seconds from the signed POST to the bot's chat.postMessage at the fake Slack.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import os

os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp())
from tests.slack_load import run


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--events", type=int, default=200)
    ap.add_argument("--senders", type=int, default=20)
    a = ap.parse_args()
    r = run(Path(tempfile.mkdtemp()), a.events, a.senders)
    lat = r["latencies"]
    once = sum(1 for v in r["answers_per_event"].values() if v == 1)
    print(f"{a.events} events, {a.senders} senders: {once}/{a.events} answered exactly once, {r['apologies']} error replies; wall {r['wall']:.1f}s")
    print(f"time to answer: p50 {statistics.median(lat):.2f}s  p95 {lat[int(0.95 * (len(lat) - 1))]:.2f}s  max {lat[-1]:.2f}s")


if __name__ == "__main__":
    main()
