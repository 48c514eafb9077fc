# ruff: noqa
# One `ask` per line of a file, all in ONE process (click's CliRunner on advisor.cli.cli, a fresh GPU_ADVISOR_HOME each):
# attack 24's ask_many.sh output format, minutes faster on two shared cores. Lines may hold \uXXXX escapes (decoded).
# Findings are confirmed with the real CLI (repro.sh).   PYTHONPATH=. python scripts/attack31/ask_inproc.py FILE [LINES]
import os, re, sys, tempfile, time
os.environ.setdefault("HF_HUB_OFFLINE", "1")
from click.testing import CliRunner
from advisor.cli import cli

lines = int(sys.argv[2]) if len(sys.argv) > 2 else 5
FLAG = re.compile(r"(?i)traceback|please report|\bnan\b|inf\b|\$inf|e\+[0-9]{2}|something went wrong")
for q in open(sys.argv[1], encoding="utf-8").read().splitlines():
    if not q.strip() or q.startswith("#"):
        continue
    q = re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), q)
    home = tempfile.mkdtemp(prefix="a31a.")
    t0 = time.time()
    r = CliRunner().invoke(cli, ["ask", q], env={"GPU_ADVISOR_HOME": home})
    out = r.output + (f"\n[exception {type(r.exception).__name__}: {r.exception}]" if r.exception and r.exit_code not in (0, 1, 2) else "")
    flag = " <<CHECK" if FLAG.search(out) else ""
    print(f"=== rc={r.exit_code}{flag} {time.time()-t0:.1f}s :: {ascii(q)[1:-1]}"[:240])
    for l in [x for x in out.splitlines() if x.strip()][:lines]:
        print("   " + l[:300])
    sys.stdout.flush()
