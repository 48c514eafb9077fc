#!/usr/bin/env bash
# Twelfth review: two processes writing one store at once. Run from the worktree root:
#   bash scripts/attack/a12_concurrency.sh
# 1) two `chat --session S` processes, each sending 4 follow-ups, started together (8 rounds): every process exits 0,
#    no "database is locked"/"please report", and the thread ends with 1 + 2*4 user turns and as many answers
# 2) two `catalog import` of different sheets at once, while `ask` runs in a loop: both imported (or one refused in
#    words), every ask exits 0
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
P=${PYTHON:-/work/main/.venv/bin/python}
export PYTHONPATH=$ROOT HF_HUB_OFFLINE=1
T=$(mktemp -d /tmp/a12_conc.XXXX)
export GPU_ADVISOR_HOME=$T/home; mkdir -p $GPU_ADVISOR_HOME; cd $T
printf 'serve Llama-3-8B for 10 users\nquit\n' | $P -m advisor chat --session S >/dev/null 2>&1
for round in 1 2 3 4; do
  printf 'make it %s users\nmake it 16k context\nmake it FP8\nmake it %s users\nquit\n' 2$round 3$round > a.in
  printf 'make it %s users\nmake it 8k context\nonly AWS\nmake it %s users\nquit\n' 4$round 5$round > b.in
  $P -m advisor chat --session S < a.in > a.out 2>&1 & pa=$!
  $P -m advisor chat --session S < b.in > b.out 2>&1 & pb=$!
  wait $pa; ra=$?; wait $pb; rb=$?
  bad=$(cat a.out b.out | grep -ciE "locked|please report|traceback|went wrong")
  echo "round $round: rc $ra/$rb, bad lines $bad"
done
/work/main/.venv/bin/python - "$GPU_ADVISOR_HOME/advisor.db" <<'PY'
import sqlite3, sys, json
c = sqlite3.connect(sys.argv[1])
roles = [r for (r,) in c.execute("select role from messages where thread='cli:chat:S' order by id")]
print("user turns", roles.count("user"), "answers", roles.count("assistant"), "(expected 33 and 33)")
w = json.loads(c.execute("select workload from threads where key='cli:chat:S'").fetchone()[0])
print("final workload:", {k: w.get(k) for k in ("concurrency", "seq_len", "precision", "providers")})
print("integrity", c.execute("pragma integrity_check").fetchone()[0])
PY
H='provider,instance_type,region,gpu,gpu_count,currency,price_on_demand'
{ echo $H; for i in $(seq 1 3000); do echo "acme,a$i,us-east-1,L4,1,USD,0.9"; done; } > a.csv
{ echo $H; for i in $(seq 1 3000); do echo "bcme,b$i,us-east-1,L4,1,USD,0.9"; done; } > b.csv
( for i in 1 2 3 4 5; do $P -m advisor ask "serve Llama-3-8B for 10 users" > ask$i.out 2>&1; echo "ask $i rc $?"; done ) & pk=$!
$P -m advisor catalog import a.csv > ia.out 2>&1 & pa=$!
$P -m advisor catalog import b.csv > ib.out 2>&1 & pb=$!
wait $pa; echo "import a rc $? $(tail -c 200 ia.out)"; wait $pb; echo "import b rc $? $(tail -c 200 ib.out)"; wait $pk
sqlite3 $GPU_ADVISOR_HOME/advisor.db "select provider, count(*) from user_prices group by provider" 2>&1
grep -liE "locked|please report|traceback" ask*.out || echo "no ask failed"
