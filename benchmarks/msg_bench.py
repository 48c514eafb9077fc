"""Building the facts an answer states (tools.schema.Msg), timed in CPU seconds against full validation in the same run.

    python benchmarks/msg_bench.py [--runs 5] [--n 20000]

The calculators build Msg facts by the thousand per answer (each speed estimate, each refused row, each assumption).
`Msg(code=..., args=...)` with plain arguments (str, int, float, bool, None or a Msg) skips validation, which would
return those same values; the baseline is that validation (`Msg.model_validate`), timed on the same facts in the same
process, passes alternating. Each fact is also checked to be the same object either way (fields, the fields set, the
serialized form), so a faster path that changes a fact fails here before any timing is printed.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def facts(msg: Any) -> list[dict[str, Any]]:
    """Facts shaped like the ones tools/ states most often: a bare code, numbers, a nested fact, a flag, a name."""
    inner = msg(code="speed.floor_vllm")
    return [
        {"code": "speed.prefill_mfu", "args": {"mfu": 0.4}},
        {"code": "speed.decode_expected", "args": {"efficiency": 0.7, "floor_ms": 1.25, "basis": inner}},
        {"code": "offers.eligible", "args": {"quarantined": "price_outlier"}},
        {"code": "speed.training_mfu", "args": {"mfu": 0.38, "regime": inner, "base": 0.45, "recompute": True,
                                                "precision": "bf16", "tflops": 989.0}},
        {"code": "recommend.billing_each_offer_at"},
        {"code": "speed.no_tflops", "args": {"gpu": "A10G", "n": None, "inf": math.inf}},
    ]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5, help="passes per path (default 5)")
    ap.add_argument("--n", type=int, default=20_000, help="rounds of the facts per pass (default 20,000)")
    a = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    import advisor.core.messages  # noqa: F401  # installs the wording a serialized Msg reads
    from benchmarks.report import row
    from tools.schema import Msg

    shapes = facts(Msg)
    for d in shapes:  # the same fact either way, before any timing
        fast, full = Msg(**d), Msg.model_validate(d)
        same = (fast.__dict__ == full.__dict__ and fast.model_fields_set == full.model_fields_set
                and fast.model_dump_json() == full.model_dump_json() and fast.args is not d.get("args"))
        if not same:
            raise SystemExit(f"Msg(**{d}) differs from its validation: {fast!r} vs {full!r}")

    def built() -> float:
        t = time.process_time()
        for _ in range(a.n):
            for d in shapes:
                Msg(**d)
        return time.process_time() - t

    def validated() -> float:
        t = time.process_time()
        for _ in range(a.n):
            for d in shapes:
                Msg.model_validate(d)
        return time.process_time() - t

    fast_s, full_s = [], []
    for _ in range(a.runs):
        fast_s.append(built())
        full_s.append(validated())
    each = a.n * len(shapes)
    fast, full = min(fast_s), min(full_s)
    print(f"Msg(...)           best pass {fast:.3f} s CPU for {each:,} facts ({fast / each * 1e6:.2f} µs each)")
    print(f"Msg.model_validate best pass {full:.3f} s CPU for {each:,} facts ({full / each * 1e6:.2f} µs each)")
    row(f"{each:,} answer facts built (Msg), plain arguments", f"{fast / each * 1e6:.2f} µs vs {full / each * 1e6:.2f} µs",
        fast / full, "full validation (Msg.model_validate) in the same run", "< 1 ×", "python benchmarks/msg_bench.py")


if __name__ == "__main__":
    main()
