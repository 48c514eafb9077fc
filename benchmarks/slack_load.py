"""Time to answer under load: N signed events from S concurrent senders over loopback.

    python benchmarks/slack_load.py [--events 200] [--senders 20] [--llm-delay 2.0] [--llm-timeout 1.0]

Prints p50/p95/max seconds from the signed POST to the bot's chat.postMessage at the fake Slack, and
a result row whose baseline is the same harness in the same run with one sender (each event answered
alone): the ratio is what the queue costs. The target is that every event is answered exactly once.
By default the engine has a deliberately slow stub model (2 s a call, 1 s timeout; --llm-delay 0
for none).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp())

from benchmarks.report import row
from tests.slack_load import run


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--events", type=int, default=200)
    ap.add_argument("--senders", type=int, default=20)
    ap.add_argument("--llm-delay", type=float, default=2.0, help="seconds the stub model takes per call (0: no model)")
    ap.add_argument("--llm-timeout", type=float, default=1.0)
    a = ap.parse_args()
    alone = statistics.median(run(Path(tempfile.mkdtemp()), events=10, senders=1)["latencies"])
    r = run(Path(tempfile.mkdtemp()), a.events, a.senders, a.llm_delay, a.llm_timeout)
    lat = r["latencies"]
    once = sum(1 for v in r["answers_per_event"].values() if v == 1)
    p50, p95 = statistics.median(lat), lat[int(0.95 * (len(lat) - 1))]
    model = f"stub model {a.llm_delay:g} s/call, timeout {a.llm_timeout:g} s" if a.llm_delay > 0 else "no model"
    print(f"{a.events} events, {a.senders} senders, {model}: {once}/{a.events} answered exactly once, "
          f"{r['apologies']} error replies; wall {r['wall']:.1f}s")
    print(f"time to answer: p50 {p50:.2f}s  p95 {p95:.2f}s  max {lat[-1]:.2f}s; one sender alone: p50 {alone:.2f}s")
    row(f"Slack: {a.events} signed events from {a.senders} concurrent senders on loopback, {model}",
        f"{once}/{a.events} answered once, {r['apologies']} apologies; p50 {p50:.1f} s, p95 {p95:.1f} s to answer",
        p50 / alone, f"one event alone, no model ({alone:.2f} s)", f"{a.events}/{a.events} answered once",
        "python benchmarks/slack_load.py")


if __name__ == "__main__":
    main()
