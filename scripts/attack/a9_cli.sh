#!/usr/bin/env bash
# Ninth review: one-line reproductions of the A9 findings (docs/ATTACK_REVIEW.md, "Ninth review").
# Run from the repository root with the venv active:  bash scripts/attack/a9_cli.sh [A9-N ...]
# Scratch under $A9_TMP (default /tmp/a9).
set -u
export HF_HUB_OFFLINE=1
A9_TMP=${A9_TMP:-/tmp/a9}
mkdir -p "$A9_TMP"
PY=${PY:-python}
SECTIONS="$*"
want() { [ -z "$SECTIONS" ] || [[ " $SECTIONS " == *" $1 "* ]]; }
fresh() { GPU_ADVISOR_HOME=$(mktemp -d -p "$A9_TMP" home.XXXX); export GPU_ADVISOR_HOME; }

if want A9-1; then echo "== A9-1: a zstd body missing its last 4 bytes is accepted (exit 0, rows lost, no word)"
  fresh
  $PY - <<'EOF'
import os, subprocess, sys, tempfile
sys.path.insert(0, "scripts/attack")
import a8_fetch as f8, a9_fetch as f9
_, port = f8.start(f9.Mirror)
for mode in ("zstd-big-ok", "zstd-big-trunc-tail", "gzip-big-ok"):
    out = os.path.join(os.environ["GPU_ADVISOR_HOME"], mode + ".csv")
    p = subprocess.run([sys.executable, "-m", "advisor", "catalog", "refresh", "--source", f"http://127.0.0.1:{port}/{mode}/",
                        "--timeout", "60", "-o", out], capture_output=True, text=True)
    rows = open(out).read().count("\n") if os.path.exists(out) else None
    print(f"   {mode}: exit {p.returncode}, {rows} lines written | {(p.stdout + p.stderr).strip()[-120:]}")
EOF
fi

if want A9-2; then echo "== A9-2: region/provider values: no length bound, controls echoed raw"
  fresh
  $PY -m advisor recommend --model llama-3-8b --region "$(printf '\033]0;pwned\007')" | grep -a -n "pwned" | cat -v | head -3
  $PY -m advisor recommend --model llama-3-8b --region "$(head -c 100000 /dev/zero | tr '\0' x)" | wc -c
  $PY - <<'EOF'
import sys, time
sys.path.insert(0, ".")
from advisor.agents.mcp_server import call
for tool in ("recommend", "explain"):
    t = time.monotonic()
    r = call(tool, {"model": "Llama-3-8B", "regions": ["x" * 1_000_000]})
    print(f"   MCP {tool} regions=['x' * 1,000,000]: {time.monotonic() - t:.1f} s, reply {len(r.content[0].text):,} chars, error={r.is_error}")
EOF
fi

if want A9-3; then echo "== A9-3: a fetched catalog has no row bound (15,000 rows a cloud): refresh memory, then every ask slow"
  fresh
  A9_BIG_ROWS=15000 $PY - <<'EOF'
import os, subprocess, sys
sys.path.insert(0, "scripts/attack")
import a8_fetch as f8, a9_fetch as f9
_, port = f8.start(f9.Mirror)
for args in (["ask", "serve Llama-3-8B for 10 users"],
             ["catalog", "refresh", "--source", f"http://127.0.0.1:{port}/gzip-big-ok/", "--timeout", "60"],
             ["ask", "serve Llama-3-8B for 10 users"]):
    p = subprocess.run(["/usr/bin/time", "-f", "%e s %M kB", sys.executable, "-m", "advisor", *args], capture_output=True, text=True)
    print(f"   {' '.join(args[:2])}: exit {p.returncode}, {p.stderr.strip().splitlines()[-1]}")
EOF
fi

if want A9-4; then echo "== A9-4: chat's 'I didn't catch a change in «…»' echoes terminal escapes and bidi controls"
  fresh
  printf 'serve Llama-3-8B for 10 users\n\033]0;pwned\007\nhow long?\033[2J\342\200\256\nquit\n' | $PY -m advisor chat | grep -a "catch" | cat -v
fi

if want A9-5; then echo "== A9-5: a failed chat export is said in English in a Chinese conversation"
  fresh
  ro=$(mktemp -d -p "$A9_TMP"); chattr +i "$ro" 2>/dev/null || chmod 555 "$ro"
  printf '给 10 个用户部署 Llama-3-8B\n导出\nexport\nquit\n' | $PY -m advisor chat --export-dir "$ro" 2>&1 | grep -a -i "error\|无法\|写" | head -3
  chattr -i "$ro" 2>/dev/null; true
fi

if want A9-6; then echo "== A9-6: Cantonese '平啲？' in a thread begun in English answered in Simplified, prices switched to CNY"
  fresh
  printf 'serve Llama-3-8B for 10 users\n要幾耐\n平啲？\nquit\n' | $PY -m advisor chat | grep -a -E "^you> (在線|\*\*Llama|Llama)" | cut -c1-120
fi
