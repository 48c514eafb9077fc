#!/usr/bin/env bash
# Tenth review: one reproduction a finding. Usage: bash scripts/attack/a10_cli.sh [A10-1 A10-2 …] (none: all)
# Run from the worktree root with its venv active. Every section uses a fresh GPU_ADVISOR_HOME; all traffic stays on
# 127.0.0.1. Scratch in $A10_TMP (default /tmp/a10).
set -u
cd "$(dirname "$0")/../.."
export HF_HUB_OFFLINE=1
T=${A10_TMP:-/tmp/a10}
mkdir -p "$T"
fresh() { GPU_ADVISOR_HOME=$(mktemp -d "$T/home.XXXXXX"); export GPU_ADVISOR_HOME; }
ZW=$'\u200b'

a10_1() {  # an invisible character inside a number: the fragment after it is read, without a word
  fresh
  echo "== A10-1: 'budget \$1<U+200B>500 a month' (shows as \$1500) and '3<U+200B>2k context' (shows as 32k)"
  python -m advisor ask "serve Llama-3-8B for 10 users, budget \$1${ZW}500 a month" 2>&1 | sed -n '1p;5p'
  python -m advisor ask "serve Llama-3-8B for 10 users at 3${ZW}2k context" 2>&1 | sed -n '1p'
  python -m advisor ask "给 10 个用户部署 Llama-3-8B，每月预算 1${ZW}500 美元" 2>&1 | sed -n "1p"
  printf 'serve Llama-3-8B for 10 users at 4k context\n3%s2k context?\nmake it 1%s00 users\n' "$ZW" "$ZW" |
    python -m advisor chat 2>&1 | grep -E '^\*\*Llama|changed|not read' | head -6
  echo "-- the same with U+00AD, U+2060, U+FEFF, U+200E (parse: seq_len / concurrency / budget read)"
  for c in $'\u00ad' $'\u2060' $'\ufeff' $'\u200e'; do
    python -m advisor parse "serve Llama-3-8B for 10 users at 3${c}2k context, budget \$1${c}500 a month" |
      python -c 'import json,sys; d=json.load(sys.stdin); w=d.get("stated") or d.get("workload") or d; print({k: w.get(k) for k in ("seq_len", "budget")})'
  done
}

a10_2() {  # MCP: a misspelled key inside `dataset` is dropped silently (3 epochs become 1)
  fresh
  echo "== A10-2: MCP recommend with dataset {epochs: 3} vs {epocs: 3}"
  python scripts/attack/a10_mcp_repro.py
}

a10_3() {  # the 32k serving headline contradicts itself
  fresh
  echo "== A10-3: ask 'serve Llama-3-8B for 10 users at 32k context' (headline)"
  python -m advisor ask "serve Llama-3-8B for 10 users at 32k context" 2>&1 | sed -n '5p' | cut -c1-420
}

a10_4() {  # a home written by a newer version: "please report it" at the first write
  fresh
  echo "== A10-4: threads rebuilt by a 'future' version with a NOT NULL column this version does not write"
  python -m advisor ask "serve Llama-3-8B for 10 users" > /dev/null 2>&1
  python - "$GPU_ADVISOR_HOME/advisor.db" <<'EOF'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES ('gpu_advisor.store', 'm006_future', '2027-01-01')")
cols = [r[1] for r in db.execute("PRAGMA table_info(threads)")]
sql = db.execute("SELECT sql FROM sqlite_master WHERE name='threads'").fetchone()[0]
new = sql.replace("[threads]", "[threads2]").replace('"threads"', '"threads2"').rstrip(")") + ", future_required TEXT NOT NULL)"
db.execute(new)
db.execute(f"INSERT INTO threads2 SELECT {', '.join(cols)}, 'x' FROM threads")
db.execute("DROP TABLE threads")
db.execute("ALTER TABLE threads2 RENAME TO threads")
db.commit()
EOF
  python -m advisor ask "serve Llama-3-8B for 10 users" > /dev/null; echo "ask exit $?"
  printf 'serve Llama-3-8B for 10 users\n' | python -m advisor chat > /dev/null; echo "chat exit $?"
}

a10_5() {  # kill -9 of `catalog refresh` leaves its staging folder and temp file in the home, for good
  fresh
  echo "== A10-5: catalog refresh killed (SIGKILL) after staging / before the rename, then a clean refresh"
  A10_STEPS=staged,before:instances.csv python scripts/attack/a10_proc.py refresh 2>&1 | grep -E 'kill at (staged|before:instances.csv) \(first' | cut -c1-400
}

a10_6() {  # "0x14 users" is read as 14 users
  fresh
  echo "== A10-6: ask 'serve Llama-3-8B for 0x14 users'"
  python -m advisor ask "serve Llama-3-8B for 0x14 users" 2>&1 | sed -n '1p;3p'
}

all=(A10-1 A10-2 A10-3 A10-4 A10-5 A10-6)
for s in "${@:-${all[@]}}"; do
  fn=$(echo "$s" | tr 'A-Z-' 'a-z_')
  "$fn"
done
