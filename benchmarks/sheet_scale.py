"""What a big price sheet costs the answers after it (issue 24, item 4): `ask` time and peak RSS on a fresh
home, then after importing a ROWS-row sheet (default 200,000, the import limit), as same-run ratios.

    python benchmarks/sheet_scale.py [--rows 200000] [--repeat 3]

Each `ask` is its own process (`python -m advisor ask …`), so the time includes start-up and the catalog
read, as a user's would; RSS is the child's peak (getrusage). The sheet is 200,000 distinct instances of a
few shapes in 7 regions, the shape of the sheet that made every answer take 26 s and 2.3 GB before: user rows
alike but for name and price are reduced to the cheapest in SQL, and the cache key no longer hashes them.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUESTION = "LoRA a 7B model"


WRAP = ("import resource, subprocess, sys; r = subprocess.run(sys.argv[1:], capture_output=True); "
        "sys.stdout.write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)); sys.exit(r.returncode)")


def ask(env: dict[str, str]) -> tuple[float, float]:
    """(seconds, peak RSS in MB) of one `ask` process (measured by a wrapper whose only child it is)."""
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-c", WRAP, sys.executable, "-m", "advisor", "ask", QUESTION], env=env,
                       capture_output=True, text=True)
    took = time.perf_counter() - t0
    assert r.returncode == 0, r.stderr[-500:]
    return took, int(r.stdout) / 1024


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--rows", type=int, default=200_000)
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    home = Path(tempfile.mkdtemp())
    env = {**os.environ, "GPU_ADVISOR_HOME": str(home), "PYTHONPATH": str(ROOT)}
    env.pop("GPU_ADVISOR_LLM", None)
    ask(env)  # builds the catalog
    base = [ask(env) for _ in range(a.repeat)]
    sheet = home / "big.csv"
    with open(sheet, "w") as f:
        f.write("provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\n")
        for i in range(a.rows):
            f.write(f"acme,box-{i},us-{i % 7},{('H100', 'A100-80GB', 'L4')[i % 3]},{(1, 8)[i % 2]},USD,{2 + (i % 997) / 100}\n")
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "advisor", "catalog", "import", str(sheet)], env=env, capture_output=True,
                       text=True)
    imported = time.perf_counter() - t0
    assert r.returncode == 0, r.stderr[-500:]
    after = [ask(env) for _ in range(a.repeat)]
    t_base, t_after = statistics.median(x[0] for x in base), statistics.median(x[0] for x in after)
    print(f"import of {a.rows:,} rows: {imported:.1f} s")
    print(f"ask before: {t_base:.2f} s; after: {t_after:.2f} s; ratio {t_after / t_base:.2f}")
    r_base, r_after = statistics.median(x[1] for x in base), statistics.median(x[1] for x in after)
    print(f"ask peak RSS before: {r_base:.0f} MB; after: {r_after:.0f} MB; ratio {r_after / r_base:.2f}")


if __name__ == "__main__":
    main()
