#!/bin/bash
# The paths new since attack 27 on a home that misbehaves: a file as home, a read-only home, advisor.db a directory,
# ulimit -f 1, a truncated advisor.db, advisor.db under another process's BEGIN EXCLUSIVE; then a chat --session on a
# read-only home (a follow-up must still apply). Exit code and first lines.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
Q=("extract fields from 1M invoices a day with Qwen2.5-7B with a 2,000-token glossary in every request" "serve Qwen2.5-72B for 60 equity analysts; 20 of them paste a 100k filing within a couple minutes")
run() { out=$(cd $WT && "$@" 2>&1); echo "   rc=$? :: $(echo "$out" | grep -v '^$' | head -2 | cut -c1-170 | tr '\n' '|')"; }
for q in "${Q[@]}"; do
  echo "== $q"
  f=$(mktemp); echo " a file as home"; run env GPU_ADVISOR_HOME=$f timeout 120 $PY -m advisor ask "$q"
  h=$(mktemp -d); chmod 555 $h; echo " read-only home"; run env GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask "$q"; chmod 755 $h
  h=$(mktemp -d); mkdir $h/advisor.db; echo " advisor.db a directory"; run env GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask "$q"
  h=$(mktemp -d); echo " ulimit -f 1"; run bash -c "ulimit -f 1; GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask '$q'"
  h=$(mktemp -d); GPU_ADVISOR_HOME=$h $PY -m advisor ask "hi" >/dev/null 2>&1; truncate -s 5000 $h/advisor.db 2>/dev/null
  echo " truncated advisor.db"; run env GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask "$q"
  h=$(mktemp -d); GPU_ADVISOR_HOME=$h $PY -m advisor ask "hi" >/dev/null 2>&1
  $PY -c "import sqlite3,time,sys; c=sqlite3.connect(sys.argv[1]); c.execute('BEGIN EXCLUSIVE'); time.sleep(40)" $h/advisor.db &
  sleep 1; echo " advisor.db under an exclusive lock"; run env GPU_ADVISOR_HOME=$h timeout 120 $PY -m advisor ask "$q"; wait
done
h=$(mktemp -d); chmod 555 $h; echo "== chat on a read-only home, then a follow-up"
out=$( (printf '%s\n' "300个医生用Qwen2.5-72B问诊" "如果医生人数翻倍呢？" quit) | (cd $WT && GPU_ADVISOR_HOME=$h timeout 200 $PY -m advisor chat 2>&1)); echo "   rc=$? :: $(echo "$out" | grep -E '路并发|warning|Warning|警告|只读|read-only' | head -4 | cut -c1-170 | tr '\n' '|')"
chmod 755 $h
