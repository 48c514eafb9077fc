#!/usr/bin/env bash
# Eighth review: one-line reproductions of the A8 findings (docs/ATTACK_REVIEW.md, "Eighth review").
# Run from the repository root with the venv active:  bash scripts/attack/a8_cli.sh [A8-N ...]
# Each section prints what it ran and what came back. Scratch under $A8_TMP (default /tmp/a8).
set -u
export HF_HUB_OFFLINE=1
A8_TMP=${A8_TMP:-/tmp/a8}
mkdir -p "$A8_TMP"
PY=${PY:-python}
want() { [ $# -eq 0 ] || [ -z "${SECTIONS:-}" ] || [[ " $SECTIONS " == *" $1 "* ]]; }
SECTIONS="$*"
fresh() { GPU_ADVISOR_HOME=$(mktemp -d -p "$A8_TMP" home.XXXX); export GPU_ADVISOR_HOME; }

# A mirror on loopback for the catalog fetch sections (scripts/attack/a8_fetch.py's Mirror), port in $A8_TMP/port.
mirror() {
  $PY - <<'EOF' &
import os, sys, time
sys.path.insert(0, "scripts/attack")
import a8_fetch as f
f.Mirror.bombs = f.bombs()
_, port = f.start(f.Mirror)
open(os.environ.get("A8_TMP", "/tmp/a8") + "/port", "w").write(str(port))
time.sleep(900)
EOF
  MIRROR_PID=$!
  for _ in $(seq 120); do [ -s "$A8_TMP/port" ] && break; sleep 1; done
  PORT=$(cat "$A8_TMP/port")
}

if want A8-1; then echo "== A8-1: a model's tool call with a region repeated 10,000 times (LangChain path; MCP alike)"
  fresh; $PY scripts/attack/a8_llm_repro.py 10000 2>/dev/null | head -1
fi
if want A8-2; then echo "== A8-2: a model's prompt longer than its context, neither stated by the user"
  fresh; $PY scripts/attack/a8_llm_repro.py 1 2>/dev/null | tail -1
fi
if want A8-3 || want A8-4 || want A8-5 || want A8-6 || want A8-7 || want A8-13; then
  rm -f "$A8_TMP/port"; mirror
  if want A8-3; then echo "== A8-3: compression bombs (50 kB double-gzip, 131 kB zstd → 4 GB) under ulimit -v 1.5 GB"
    for m in gzip2 zstd gzip1; do fresh
      (ulimit -v 1500000; $PY -m advisor catalog refresh --source "http://127.0.0.1:$PORT/$m/" --timeout 5 -o "$A8_TMP/o.csv" 2>&1 | tail -1; echo "   exit ${PIPESTATUS[0]} ($m)")
    done
  fi
  if want A8-4; then echo "== A8-4: response headers trickled a byte a second defeat --timeout 2 (stopped at 60 s)"
    fresh; start=$(date +%s)
    timeout 60 $PY -m advisor catalog refresh --source "http://127.0.0.1:$PORT/header-trickle/" --timeout 2 -o "$A8_TMP/o.csv" 2>&1 | tail -1
    echo "   exit $? after $(( $(date +%s) - start )) s (124 = still running when stopped)"
  fi
  if want A8-5; then echo "== A8-5: a 30 MB single-field line in a fetched vms.csv"
    fresh; $PY -m advisor catalog refresh --source "http://127.0.0.1:$PORT/one-line/" --timeout 5 -o "$A8_TMP/o.csv" 2>&1 | tail -1; echo "   exit ${PIPESTATUS[0]}"
  fi
  if want A8-6; then echo "== A8-6: a fetched price of 1e-300 is stored as 0 and answered as \$0.00/h"
    fresh; $PY -m advisor catalog refresh --source "http://127.0.0.1:$PORT/tiny/" --timeout 5 >/dev/null 2>&1
    $PY -m advisor ask "serve Llama-3-8B for 1 user on AWS with an A10G" 2>&1 | sed -n 3p
  fi
  if want A8-7; then echo "== A8-7: formula and bidi text in a fetched catalog are kept (the sheet import refuses both)"
    for m in formula rlo; do fresh; $PY -m advisor catalog refresh --source "http://127.0.0.1:$PORT/$m/" --timeout 5 >/dev/null 2>&1
      $PY -m advisor catalog instances --gpu A10G --provider aws 2>&1 | sed -n 3p | cat -v; done
  fi
  if want A8-13; then echo "== A8-13: a mirror URL's password is stored and shown in catalog info and in answers' sources"
    fresh; $PY -m advisor catalog refresh --source "http://user:secretpw@127.0.0.1:$PORT/ok/" --timeout 5 >/dev/null 2>&1
    echo "   catalog info lines with the password: $($PY -m advisor catalog info 2>&1 | grep -c secretpw)"
    $PY -m advisor ask "serve Llama-3-8B on AWS A10G" --full 2>&1 | grep -o "sources: .\{0,120\}" | head -1
  fi
  kill "$MIRROR_PID" 2>/dev/null
fi
if want A8-12; then echo "== A8-12: --source URLs that do not parse: 'please report it'"
  fresh; for u in "https://127.0.0.1:abc/" "https://$(printf 'a%.0s' $(seq 300)).com/" "https://"; do
    $PY -m advisor catalog refresh --source "$u" --timeout 5 2>&1 | tail -1 | cut -c1-200; echo "   exit ${PIPESTATUS[0]}"; done
fi
if want A8-8; then echo "== A8-8: Socket Mode: bodies the HTTP path refuses are acted on or left unacked"
  echo "   run: python scripts/attack/a8_socket.py   (C123 text null → apology; C129 ts list → 4 posts; C150.. not acked)"
fi
if want A8-9; then echo "== A8-9: a signed mention with an empty / null / missing event_id is answered again on re-delivery"
  echo "   run: python scripts/attack/a8_slack_eid.py 3"
fi
if want A8-10; then echo "== A8-10: compare and the chat export echo terminal escapes, bidi controls and newlines raw"
  fresh; $PY -m advisor compare "serve Llama-3-8B for 10 users" $'serve acme/\e]0;pwned\aModel for 10 users' H100 | sed -n 3p | cat -v
  $PY -m advisor compare "serve Llama-3-8B for 10 users" $'serve acme/model\n| x | y |\nfor 10 users' H100 | sed -n 3,5p
  d=$(mktemp -d -p "$A8_TMP"); printf 'serve Llama-3-8B for 10 users\nserve acme/\e[2J\e]0;pwned\aModel\nexport\nquit\n' | $PY -m advisor chat --export-dir "$d" >/dev/null 2>&1
  grep -a pwned "$d"/recommendation.md | cat -v
fi
if want A8-11; then echo "== A8-11: a .env with a NUL byte or an empty key; a .env not in UTF-8"
  d=$(mktemp -d -p "$A8_TMP"); fresh
  printf 'FOO=a\0b\n' > "$d/.env"; (cd "$d" && PYTHONPATH="$OLDPWD" $PY -m advisor ask "serve Llama-3-8B for 10 users" 2>&1 | tail -1; echo "   exit ${PIPESTATUS[0]}")
  printf '=value\n' > "$d/.env"; (cd "$d" && PYTHONPATH="$OLDPWD" $PY -m advisor ask "serve Llama-3-8B for 10 users" 2>&1 | tail -1; echo "   exit ${PIPESTATUS[0]}")
  printf 'NAME=caf\xe9\n' > "$d/.env"; (cd "$d" && PYTHONPATH="$OLDPWD" $PY -m advisor ask "serve Llama-3-8B for 10 users" 2>&1 | tail -1; echo "   exit ${PIPESTATUS[0]}")
fi
