#!/usr/bin/env bash
# A13: stored threads damaged in ways A12-10 did not cover; each resumed with `chat --session D` (a follow-up and an
# export). Judged: exit code, "please report"/Traceback, what the reply says. Run from the worktree root.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
P=${PYTHON:-/work/main/.venv/bin/python}
export PYTHONPATH=$ROOT HF_HUB_OFFLINE=1
T=$(mktemp -d /tmp/a13_dmg.XXXX)
export GPU_ADVISOR_HOME=$T/base; mkdir -p $GPU_ADVISOR_HOME
printf "serve Llama-3-8B for 10 users\nquit\n" | $P -m advisor chat --session D >/dev/null 2>&1
damage() {  # name, sql
  local name=$1 sql=$2 h=$T/$RANDOM
  cp -a $T/base $h
  $P - "$h/advisor.db" "$sql" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit()
PY
  out=$(printf 'make it 20 users\nexport\nquit\n' | GPU_ADVISOR_HOME=$h $P -m advisor chat --session D --export-dir $h 2>&1); rc=$?
  printf '%-55s rc=%s bad=%s | %s\n' "$name" $rc "$(grep -ciE 'please report|traceback' <<<"$out")" \
    "$(grep -vE '^\s*$|^GPU Advisor' <<<"$out" | grep -E 'you>|Error|error|damaged|cannot|concurrent|Saved|saved|wrote' | head -3 | tr '\n' ' ' | cut -c1-330)"
}
damage "workload JSON garbage"                 "update threads set workload='{not json';"
damage "workload JSON a list"                  "update threads set workload='[1,2,3]';"
damage "workload concurrency a string"         "update threads set workload=json_set(workload,'$.concurrency','many');"
damage "workload concurrency 1e308"            "update threads set workload=json_set(workload,'$.concurrency',1e308);"
damage "workload nested 100k deep"             "update threads set workload=printf('%.*c', 100000, '[') ;"
damage "recommendation JSON garbage"           "update threads set recommendation='{oops';"
damage "recommendation a number"               "update threads set recommendation='42';"
damage "message text a BLOB"                   "update messages set text=x'00ff00ff';"
damage "message text an integer"               "update messages set text=12345;"
damage "message role unknown"                  "update messages set role='system';"
damage "message text 5 MB"                     "update messages set text=printf('%.*c', 5000000, 'x') where role='user';"
damage "message ts garbage"                    "update messages set ts='yesterday';"
damage "threads.language NULL"                 "update threads set language=NULL;"
damage "threads.language integer"              "update threads set language=7;"
damage "messages table replaced by a view"     "drop table messages; create view messages as select 1 as id, 'D' as thread, 'user' as role, 'x' as text, '' as ts;"
damage "threads key column dropped"            "alter table threads rename column key to k;"
damage "messages text column dropped"          "alter table messages drop column text;"
damage "threads table a trigger raising"       "create trigger t before update on threads begin select raise(abort,'nope'); end; create trigger t2 before insert on threads begin select raise(abort,'nope'); end;"
damage "messages insert trigger raising"       "create trigger t3 before insert on messages begin select raise(abort,'nope'); end;"
