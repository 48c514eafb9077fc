#!/bin/bash
# Attack 20 reproductions (found on 84715f3): bash scripts/attack20/repro.sh A20-N, from any folder. Runs the real CLI
# (python -m advisor) from the worktree holding this script (WT), each case on a fresh GPU_ADVISOR_HOME.
# After the fixes: A20-1 exit 2 "cannot write GPU_ADVISOR_HOME"; A20-2 refused at row 200,001 (only the first
# ~7 MB read); A20-3 ~300 characters; A20-4 ask answers, import exit 2 "locked by another process"; A20-4b ack
# in ~1.5 s and an answer; A20-5 exit 2 "SLACK_SIGNING_SECRET has 1 character(s)".
HERE=$(cd "$(dirname "$0")" && pwd)
WT=${WT:-$(cd "$HERE/../.." && pwd)}
cd "$WT" || exit 1
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
PY=${PY:-/work/main/.venv/bin/python}
H=$(mktemp -d /tmp/a20h.XXXX); export GPU_ADVISOR_HOME=$H
ga() { timeout 120 $PY -m advisor "$@"; }
case "$1" in
A20-1) # symlink-loop GPU_ADVISOR_HOME: catalog import says "unexpected RuntimeError ... please report it", exit 1
  D=$(mktemp -d /tmp/a20r.XXXX); ln -s $D/l2 $D/l1; ln -s $D/l1 $D/l2
  printf 'provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\nmine,x1,us-east-1,L4,1,USD,0.5\n' > $D/ok.csv
  GPU_ADVISOR_HOME=$D/l1 ga catalog import $D/ok.csv; echo "exit=$?" ;;
A20-2) # a price sheet of 2.5M rows (91 MB) takes ~60 s to be refused for having > 200,000 rows (no early stop)
  F=/tmp/a20r_big.csv; python3 -c "
with open('$F','w') as f:
    f.write('provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\\n')
    for i in range(2500000): f.write(f'mine,x{i},us-east-1,L4,1,USD,0.5\\n')"
  /usr/bin/time -f '%e s %M KB' timeout 300 $PY -m advisor catalog import $F; echo "exit=$?"
  /usr/bin/time -f '%e s %M KB' timeout 300 $PY -m advisor catalog check --file $F >/dev/null; echo "check exit=$?" ;;
A20-3) # an unknown --gpu/--model name is echoed whole (escaped ×6) in the CLI's and LangChain tools' error: 30,000 U+202E → 180 kB
  G=$(python3 -c 'print("\u202e"*30000)')
  ga estimate --params 7 --gpu "$G" 2>&1 | wc -c
  ga estimate --model "$G" 2>&1 | wc -c
  timeout 120 $PY -c "
from advisor.agents.langchain import tools
t={x.name:x for x in tools()}['estimate_memory']
try: t.invoke({'params_b':7,'gpu':'x'*100000})
except Exception as e: print(type(e).__name__, len(str(e)))" ;;
A20-4) # another process holds the home's write lock (an import suspended with Ctrl-Z / SIGSTOP, or any BEGIN EXCLUSIVE):
  # ask / chat / catalog import wait ~35-39 s, then exit 1 "unexpected OperationalError: database is locked ... please report it"
  ga ask hi >/dev/null 2>&1   # build the home
  $PY -c "
import sqlite3,time
c=sqlite3.connect('$H/advisor.db', isolation_level=None); c.execute('BEGIN EXCLUSIVE'); time.sleep(90)" & LP=$!
  sleep 1; s=$(date +%s)
  ga ask "serve Llama-3-8B for 10 users"; echo "ask exit=$? after $(( $(date +%s) - s )) s"
  kill $LP ;;
A20-5) # SLACK_SIGNING_SECRET=e (one character) was accepted; the log then printed every 'e' as <slack_signing_secret>
  # (nested twice). Now refused at start (exit 2). a20_secret.py is the attack's own probe (a bot that starts with "e").
  SLACK_BOT_TOKEN=xoxb-a20-fake SLACK_SIGNING_SECRET=e ga slack --http --port 0; echo "exit=$?"
  [ -n "${PROBE:-}" ] && HF_HUB_OFFLINE=1 timeout 120 $PY "$HERE/a20_secret.py" | tail -4 | cut -c1-300 ;;
A20-4b) # the Slack bot on a locked home: the mention's HTTP ack does not come within 15 s (Slack allows 3 s), then the thread gets "Sorry, something went wrong (ref …)"
  HF_HUB_OFFLINE=1 timeout 200 $PY "$HERE/a20_slack_lock.py" | cut -c1-300 ;;
esac
