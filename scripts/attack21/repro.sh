#!/bin/bash
# Attack 21 reproductions (found on f5ae361): bash scripts/attack21/repro.sh A21-N, from any folder. Runs the real CLI
# (python -m advisor) / the real `slack --http` bot from the worktree holding this script (WT), each on a fresh
# GPU_ADVISOR_HOME. After the fixes (branch fixA21lock): A21-1 every follow-up answered (a note where the thread's
# turns are in the other bot's memory); A21-1b U's follow-up answered with the note, T's "only AWS" preceded by
# "1 earlier answer … not saved"; A21-4 every ack < 3 s; A21-5 details / export show the merged workload; A21-8 one
# line; A21-14 the restarted bot answers EvK1 once and the hourglass is removed.
HERE=$(cd "$(dirname "$0")" && pwd); A=$HERE
WT=${WT:-$(cd "$HERE/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
mkdir -p /tmp/a21
export GPU_ADVISOR_HOME=$(mktemp -d /tmp/a21r.XXXX)
ga() { (cd $WT && timeout 120 $PY -m advisor "$@"); }
slack1() { (cd $WT && timeout 300 $PY $A/a21_slack_one.py "$@"); }
case "$1" in
A21-1) # two bots, one home locked by another process: a thread follow-up reaching the other bot is never answered
  (cd $WT && timeout 500 $PY $A/a21_two_bots.py lock) ;;
A21-1-control) (cd $WT && timeout 500 $PY $A/a21_two_bots.py none) ;;
A21-2) # a credit amount above 1e9 in digits: internal-error apology (Slack), raw pydantic error (chat), exit 2 (ask)
  ga ask "serve Llama-3.1-8B for 20 users, we have \$999999999999999 AWS credits"; echo "ask exit=$?"
  printf '%s\n' "serve Llama-3.1-8B for 20 users" "we have \$999999999999999 AWS credits" quit | ga chat 2>&1 | grep -A4 'Error'
  ga parse "serve Llama-3.1-8B, \$999999999999999 AWS credits"; echo "parse exit=$?"
  slack1 "serve Llama-3.1-8B for 20 users, we have \$999999999999999 AWS credits" "serve Llama-3.1-8B for 20 users" "R:we have \$5000000000000 in GCP credits" | cut -c1-300 ;;
A21-3) # zero / negative / exponent owned machine counts
  for q in "we own 0 DGX A100" "we own -3 DGX A100" "we own 1e9 DGX A100" "we own nan DGX H100"; do
    echo "== $q"; ga ask "serve Llama-3.1-70B for 50 users, $q" | sed -n '1,5p' | cut -c1-260; done ;;
A21-4) # ack > 3 s on a locked home once the store retries the file (every 60 s)
  (cd $WT && timeout 400 $PY $A/a21_retry.py) ;;
A21-5) # concurrent follow-ups to one chat session: details/export show one process's answer, not the merged workload
  bash $A/a21_chat_race.sh ;;
esac
case "$1" in
A21-6) printf '%s\n' "serve Llama-3.1-8B for 20 users" "9-6 weekdays" "9am to 6pm on weekdays" quit | ga chat 2>&1 | grep -E "^you>|^changed" | cut -c1-200
  slack1 "serve Llama-3.1-8B for 20 users" "R:9-6 weekdays" | cut -c1-250 ;;
A21-7) ga ask "serve Llama-3.1-8B for 20 users, -50+ tok/s per user" | head -3 | cut -c1-200
  printf '%s\n' "serve Llama-3.1-8B for 20 users" "make it -50+ tok/s each" "make it nan tok/s per user" "we have \$nan of AWS credits" quit | ga chat 2>&1 | grep -E "^you>|^changed|not read" | cut -c1-200 ;;
A21-8) printf 'serve Llama-3.1-8B for 20 users\nquit\n' | ga chat >/dev/null 2>&1
  $PY -c "
import os; p='$GPU_ADVISOR_HOME/advisor.db'; n=os.path.getsize(p)
f=open(p,'r+b'); f.seek(n//2); f.write(os.urandom(200000)); f.close()"
  ga ask "serve Llama-3.1-8B for 20 users" > /tmp/a21/a21-8.txt 2>&1; echo "exit=$? lines before the answer: $(grep -n -m1 '^\*\*' /tmp/a21/a21-8.txt | cut -d: -f1)"; head -4 /tmp/a21/a21-8.txt ;;
A21-9) D=$(mktemp -d /tmp/a21env.XXXX); cd $D
  printf 'SLACK_BOT_TOKEN=xoxb-SECRETTOKEN-111\nSLACK_SIGNING_SECRET=SIGNSECRET0123456789abcdefABCDEF99\nGPU_ADVISOR_USD_CNY=xoxb-SECRETTOKEN-111\n' > .env
  timeout 30 $PY -m advisor slack --http --port 0 2>&1 | head -3; echo "exit=${PIPESTATUS[0]}"
  printf 'SLACK_BOT_TOKEN=xoxb-SECRETTOKEN-111\nSLACK_SIGNING_SECRET=SIGNSECRET0123456789abcdefABCDEF99\nGPU_ADVISOR_SLACK_CLAIM_STALE_S=SIGNSECRET0123456789abcdefABCDEF99\n' > .env
  timeout 30 $PY -m advisor slack --http --port 0 2>&1 | head -3 ;;
esac
case "$1" in
A21-1b) (cd $WT && timeout 400 $PY $A/a21_lock_one.py) ;;
A21-10) ga ask "we own 3 A100 80GB cards; serve Llama-3.1-8B for 20 users" | grep -v '^$' | grep -v '^>' | head -3 | cut -c1-260
  ga recommend --model Llama-3.1-8B --task inference --concurrency 20 --owned --gpu A100 --gpus 3 | head -2 | cut -c1-200
  ga recommend --model Llama-3.1-8B --task inference --concurrency 20 --owned --gpu A100 --gpus 8 | head -1 | cut -c1-200 ;;
esac
case "$1" in
A21-11) PYTHONIOENCODING=latin-1 ga ask --help | tail -1; echo "exit=${PIPESTATUS[0]}"
  PYTHONIOENCODING=latin-1 ga ask "serve Llama-3.1-8B for 20 users" | tail -1; echo "exit=${PIPESTATUS[0]}"
  PYTHONIOENCODING=ascii ga ask "serve Llama-3.1-8B for 20 users" | head -1; echo "exit=${PIPESTATUS[0]} (ascii is handled)" ;;
esac
case "$1" in
A21-12) for t in 'we have $1.5 million of AWS credits' 'we have $3 million in GCP credits' 'we have $2 billion of AWS credits'; do
    ga ask "serve Llama-3.1-8B for 20 users, $t" | grep -m1 'credits on' | cut -c1-200; done
  ga parse 'serve Llama-3.1-8B, we have $2 billion of AWS credits' | grep -A3 '"credits"' ;;
esac
case "$1" in
A21-13) (cd $WT && timeout 120 $PY -c "
from advisor.agents.langchain import tools
t={x.name:x for x in tools()}['recommend_gpus']
try: t.invoke({'model':'Llama-3.1-8B','task':'inference','owned_gpus':True})
except Exception as e: print(type(e).__name__, e)") ;;
esac
case "$1" in
A21-5b) (cd $WT && timeout 300 $PY $A/a21_two_bots_race.py none) 2>&1 | grep -v '^2026' | cut -c1-220 ;;
esac
case "$1" in
A21-14) (cd $WT && timeout 200 $PY $A/a21_lock_kill.py lock; timeout 200 $PY $A/a21_lock_kill.py none) 2>&1 | grep -v '^  File\|^    \|^Trace\|^---\|Broken\|^Exception' | cut -c1-250 ;;
esac
