#!/usr/bin/env bash
# A13: two `chat` processes on one home and one session at once, plus a third on another session; then the stored
# turns counted. Run from the worktree root.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
P=${PYTHON:-/work/main/.venv/bin/python}
export PYTHONPATH=$ROOT HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d /tmp/a13_two.XXXX)
$P -m advisor ask "serve Llama-3-8B for 10 users" >/dev/null 2>&1
msgs() { printf 'serve Llama-3-8B for %s users\n' "$@"; echo quit; }
msgs 11 12 13 14 15 | $P -m advisor chat --session S > $GPU_ADVISOR_HOME/a.out 2>&1 &
msgs 21 22 23 24 25 | $P -m advisor chat --session S > $GPU_ADVISOR_HOME/b.out 2>&1 &
msgs 31 32 33 34 35 | $P -m advisor chat --session T > $GPU_ADVISOR_HOME/c.out 2>&1 &
wait
for f in a b c; do echo "$f: answers=$(grep -c 'concurrent ×' $GPU_ADVISOR_HOME/$f.out) errors=$(grep -ciE 'error|traceback|locked|please report' $GPU_ADVISOR_HOME/$f.out)"; done
$P - <<PY
import sqlite3
c = sqlite3.connect("$GPU_ADVISOR_HOME/advisor.db")
for k, n in c.execute("select thread, count(*) from messages group by thread"): print(k, n, "messages")
for k, w in c.execute("select key, json_extract(workload,'$.concurrency') from threads"): print(k, "concurrency", w)
print("integrity:", c.execute("pragma integrity_check").fetchone()[0])
PY
printf 'make it 8-bit\nquit\n' | $P -m advisor chat --session S 2>&1 | grep -oE '[0-9]+ concurrent' | head -1
