#!/usr/bin/env bash
# Twelfth review: follow-ups and export on a broken conversation store. One `chat` session is made, one field of its
# stored row is replaced by a hostile value (each in a fresh copy of the home), then `chat --session ID` answers a
# follow-up, `why`, `details` and `export`. Pass: exit 0, no "please report it"/Traceback, the follow-up answered.
# Run from the worktree root: bash scripts/attack/a12_broken_state.sh   (needs sqlite3; nothing leaves the machine)
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
P=${PYTHON:-/work/main/.venv/bin/python}
export PYTHONPATH=$ROOT HF_HUB_OFFLINE=1
T=$(mktemp -d /tmp/a12_state.XXXX)
BASE=$T/base; mkdir -p $BASE $T/exp
cd $T
printf 'serve Llama-3-8B for 10 users\nquit\n' | GPU_ADVISOR_HOME=$BASE $P -m advisor chat >/dev/null 2>&1
KEY=$(sqlite3 $BASE/advisor.db "select key from threads limit 1"); ID=${KEY#cli:chat:}
echo "session $ID"
probe() {  # name, SQL applied to a copy of the base home
  local name=$1 sql=$2 H=$T/h$RANDOM
  cp -r $BASE $H; rm -f $H/advisor.db-wal $H/advisor.db-shm
  sqlite3 $H/advisor.db "$sql" || { echo "SQL FAILED: $name"; return; }
  out=$(printf 'make it 20 users\nwhy\ndetails\nexport\nquit\n' | GPU_ADVISOR_HOME=$H timeout 120 $P -m advisor chat --session "$ID" --export-dir $T/exp 2>&1); rc=$?
  bad=$(grep -ciE "please report|traceback|something went wrong" <<<"$out")
  ans=$(grep -cE "20 (concurrent|users)" <<<"$out")
  printf '%-58s rc=%s bad=%s answered20=%s | %s\n' "$name" $rc $bad $ans "$(grep -iE 'error|warning|cannot|not' <<<"$out" | head -2 | tr '\n' ' ' | cut -c1-200)"
}
probe "workload = '{bad json'" "update threads set workload='{bad json'"
probe "workload = 'null'" "update threads set workload='null'"
probe "workload = '[]'" "update threads set workload='[]'"
probe "workload concurrency 1e308" "update threads set workload=json_set(workload,'\$.concurrency',1e308)"
probe "workload concurrency -5" "update threads set workload=json_set(workload,'\$.concurrency',-5)"
probe "workload seq_len 'NaN'" "update threads set workload=json_set(workload,'\$.seq_len','NaN')"
probe "workload params_b 1e308" "update threads set workload=json_set(workload,'\$.params_b',1e308)"
probe "workload model 'x'x1e6" "update threads set workload=json_set(workload,'\$.model',printf('%.1000000c','x'))"
probe "workload task 'nonsense'" "update threads set workload=json_set(workload,'\$.task','nonsense')"
probe "workload language 'xx'" "update threads set workload=json_set(workload,'\$.language','xx')"
probe "recommendation = '{bad json'" "update threads set recommendation='{bad json'"
probe "recommendation = '{}'" "update threads set recommendation='{}'"
probe "recommendation = 'null'" "update threads set recommendation='null'"
probe "recommendation = NULL" "update threads set recommendation=NULL"
probe "recommendation blob of NULs" "update threads set recommendation=zeroblob(1000)"
probe "recommendation ranked = 5" "update threads set recommendation=json_set(recommendation,'\$.ranked',5)"
probe "language = 'klingon'" "update threads set language='klingon'"
probe "language = NULL" "update threads set language=NULL"
probe "workload = integer 5" "update threads set workload=5"
probe "messages text NULL" "update messages set text=NULL"
probe "messages role 'system'" "update messages set role='system'"
probe "messages 1,000 extra rows of 10 kB" "with recursive c(i) as (select 1 union all select i+1 from c where i<1000) insert into messages(thread,role,text,ts) select '$KEY','user',printf('%.10000c','a'),'x' from c"
probe "threads row deleted (messages kept)" "delete from threads"
probe "messages deleted (thread kept)" "delete from messages"
probe "updated = 'not a date'" "update threads set updated='not a date', created=NULL"
probe "threads table dropped" "drop table threads"
probe "messages table dropped" "drop table messages"
probe "events table dropped" "drop table events"
probe "migrations table emptied" "delete from _sqlite_migrations"
probe "threads gains a NOT NULL column" "alter table threads add column extra text not null default 'x'"
# the session id itself
for sid in "does-not-exist" "../../etc/passwd" "$(head -c 100000 /dev/zero | tr '\0' a)" "'; drop table threads; --" ""; do
  H=$T/s$RANDOM; cp -r $BASE $H
  out=$(printf 'make it 20 users\nexport\nquit\n' | GPU_ADVISOR_HOME=$H timeout 60 $P -m advisor chat --session "$sid" --export-dir $T/exp 2>&1); rc=$?
  printf 'session id %-30s rc=%s bad=%s | %s\n' "${sid:0:30}" $rc "$(grep -ciE 'please report|traceback' <<<"$out")" "$(head -c 160 <<<"$out" | tr '\n' ' ')"
  sqlite3 $H/advisor.db "select count(*) from threads" >/dev/null 2>&1 || echo "   threads table gone after id ${sid:0:20}"
done
ls $T/exp | head
