#!/bin/bash
# advisor.db damaged in the middle (a page of garbage, truncated mid-page, the WAL garbage) or held under an
# exclusive lock by another process while `ask`, `chat` and `catalog import` run. Each on a fresh, built home.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
ga() { (cd $WT && timeout 120 $PY -m advisor "$@" 2>&1); }
built() { export GPU_ADVISOR_HOME=$(mktemp -d /tmp/a24d.XXXX); ga catalog info >/dev/null; }
sheet=$(mktemp /tmp/a24s.XXXX.csv)
printf 'provider,instance_type,gpu,gpu_count,region,currency,price_on_demand\nacme,a1,H100,1,us-east-1,USD,2.5\n' > $sheet
show() { rc=$?; echo "   rc=$rc :: $(echo "$1" | grep -vE '^\s*$' | head -${LINES:-2} | cut -c1-200 | tr '\n' '|')"; echo "$1" | grep -qiE "traceback|please report" && echo "   <<CRASH"; }
for how in page trunc wal; do
  built; db=$GPU_ADVISOR_HOME/advisor.db; size=$(stat -c %s $db)
  case $how in
    page) $PY -c "import sys; f=open(sys.argv[1],'r+b'); f.seek(int(sys.argv[2])//2//4096*4096); f.write(b'\xde\xad'*2048)" $db $size ;;
    trunc) truncate -s $(( size / 2 + 1234 )) $db ;;
    wal) printf 'garbage%.0s' $(seq 1 1000) > $db-wal ;;
  esac
  echo "== $how ($size bytes)"
  out=$(ga ask "serve Llama-3-8B for 10 users"); show "$out"
  out=$(ga catalog import $sheet); show "$out"
  out=$(printf 'serve Llama-3-8B for 10 users\nwhat if users double?\nquit\n' | ga chat); show "$out"
done
built; db=$GPU_ADVISOR_HOME/advisor.db
echo "== exclusive lock held 40 s by another process"
$PY -c "import sqlite3,sys,time; c=sqlite3.connect(sys.argv[1], isolation_level=None); c.execute('BEGIN EXCLUSIVE'); time.sleep(40)" $db &
lp=$!; sleep 1
for cmd in ask import chat; do
  t0=$(date +%s)
  case $cmd in
    ask) out=$(ga ask "serve Llama-3-8B for 10 users") ;;
    import) out=$(ga catalog import $sheet) ;;
    chat) out=$(printf 'serve Llama-3-8B for 10 users\nquit\n' | ga chat) ;;
  esac
  show "$out"; echo "   ($cmd took $(( $(date +%s) - t0 )) s)"
done
kill $lp 2>/dev/null; wait $lp 2>/dev/null
