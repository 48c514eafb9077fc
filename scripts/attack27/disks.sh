#!/bin/bash
# The paths new since attack 26 on a home that misbehaves (attack 26's disks.sh cases: a file where the home should
# be, ulimit -f 1, a truncated advisor.db, a sqlite file held under an exclusive lock), exit code and first lines.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
Q=("200 CCTV cameras through Qwen2.5-VL-7B, one frame every 5 seconds" "买服务器跑Qwen2.5-72B给200人用，预算80万")
run() { out=$(cd $WT && "$@" 2>&1); echo "   rc=$? :: $(echo "$out" | head -2 | cut -c1-160 | tr '\n' '|')"; }
for q in "${Q[@]}"; do
  echo "== $q"
  f=$(mktemp); echo " a file as home"; run env GPU_ADVISOR_HOME=$f timeout 120 $PY -m advisor ask "$q"
  h=$(mktemp -d); echo " ulimit -f 1"; run bash -c "ulimit -f 1; GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask '$q'"
  h=$(mktemp -d); GPU_ADVISOR_HOME=$h $PY -m advisor ask "hi" >/dev/null 2>&1; truncate -s 5000 $h/advisor.db 2>/dev/null
  echo " truncated advisor.db"; run env GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask "$q"
  h=$(mktemp -d); GPU_ADVISOR_HOME=$h $PY -m advisor ask "hi" >/dev/null 2>&1
  $PY -c "import sqlite3,time,sys; c=sqlite3.connect(sys.argv[1]); c.execute('BEGIN EXCLUSIVE'); time.sleep(40)" $h/advisor.db &
  sleep 1; echo " advisor.db under an exclusive lock"; run env GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask "$q"; wait
done
