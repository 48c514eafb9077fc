#!/usr/bin/env bash
# Twelfth review: one reproduction a finding. Run from the worktree root:
#   bash scripts/attack/a12_cli.sh A12-1 A12-3 …   (no argument: all CLI ones)
# Each section uses a fresh GPU_ADVISOR_HOME; HF_HUB_OFFLINE=1; nothing leaves the machine.
# A12-6 and A12-7 need the Slack bot: python scripts/attack/a12_slack.py texts payload
# A12-8 needs root (mount): it is run here when id -u is 0.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
P=${PYTHON:-/work/main/.venv/bin/python}
export PYTHONPATH=$ROOT HF_HUB_OFFLINE=1
fresh() { export GPU_ADVISOR_HOME=$(mktemp -d /tmp/a12_cli.XXXX); }
parse() { printf '%s\n' "$@" | $P -m advisor parse | sed 's/"language": "[a-zA-Z-]*", //; s/"intents": \[\], //' | paste -d'\n' <(printf '%s\n' "$@") - | cut -c1-260; }
head1() { $P -m advisor ask "$1" 2>&1 | grep -vE '^\s*$|^>' | head -${2:-2} | cut -c1-260; }
sec() { [ $# -eq 0 ] || [[ " $ALL " == *" $1 "* ]]; }
ALL="${*:-A12-1 A12-2 A12-3 A12-4 A12-5 A12-8 A12-9 A12-10 A12-11}"
run() { [[ " $ALL " == *" $1 "* ]]; }

if run A12-1; then echo "== A12-1: 负 / minus before a figure is dropped, the figure read as positive"; fresh
  parse "部署 Llama-3-8B，10 并发，预算 负 5000 美元" "LoRA 微調 Llama-3-8B，100 萬 token，預算 負5000 元" "部署 Llama-3-8B，负 10 并发" \
        "部署 Llama-3-8B，10 并发，上下文 负4K" "部署 Llama-3-8B，10 并发，用 负2 张 H100" "部署 Llama-3-8B，10 并发，负3 天内" \
        "serve Llama-3-8B for 10 users, budget minus \$500 a month" "serve Llama-3-8B for minus 10 users"
  $P -m advisor ask "部署 Llama-3-8B，10 并发，预算 负 5000 美元" | grep -E "已满足|预算" | head -2 | cut -c1-200
fi
if run A12-2; then echo "== A12-2: a minus before a LoRA rank, batch size, grad accum or a GPU count is dropped, no note"; fresh
  parse "LoRA Llama-3-8B on 1M tokens, LoRA rank -64" "LoRA Llama-3-8B on 1M tokens, batch size -4" "LoRA Llama-3-8B on 1M tokens, grad accum -4" \
        "serve Llama-3-8B for 10 users on -2 H100s" "LoRA 微调 Llama-3-8B，100 万 token，秩 -8" "LoRA Llama-3-8B on 1M tokens, LoRA rank −8" \
        "serve Llama-3-8B for 10 users on -8 GPUs"
fi
if run A12-3; then echo "== A12-3: thousands written with a space, an apostrophe or a point; misplaced commas"; fresh
  parse "serve Llama-3-8B for 10 users, budget \$5 000 a month" "serve Llama-3-8B for 10 users, budget \$5'000 a month" \
        "LoRA Llama-3-8B on 1M tokens, budget \$1.000" "serve Llama-3-8B for 1.000 users" "serve Llama-3-8B for 10 users, budget \$5,00 a month" \
        "serve Llama-3-8B for 10 users, budget \$50,0000 a month" "serve Llama-3-8B for 1 000 users"
  head1 "serve Llama-3-8B for 10 users, budget \$5 000 a month" 2
fi
if run A12-4; then echo "== A12-4: powers: 2^15 read as 15; superscripts dropped"; fresh
  parse "serve Llama-3-8B for 10 users with 2^15 context" "serve Llama-3-8B for 10^3 users" "LoRA Llama-3-8B on 10⁹ tokens" "serve Llama-3-8B for 10² users"
  head1 "serve Llama-3-8B for 10 users with 2^15 context" 2
fi
if run A12-5; then echo "== A12-5: a context of a million dropped without a note, or read as training tokens"; fresh
  parse "serve Llama-3-8B for 10 users with a 1M context" "serve Llama-3-8B for 10 users, 1M context window" \
        "serve Llama-3-8B for 10 users, 1 million token context" "serve Llama-3-8B with 1M tokens context for 10 users" \
        "serve Llama-3-8B for 10 users with 8,192-token context" "serve Llama-3-8B for 10 users with 128k context"
  head1 "serve Llama-3-8B with 1M tokens context for 10 users" 1
fi
if run A12-8 && [ "$(id -u)" = 0 ]; then echo "== A12-8: a home remounted read-only: imported prices and the conversation silently gone"; fresh
  T=$(mktemp -d /tmp/a12_ro.XXXX); mkdir $T/m; mount -t tmpfs -o size=60m tmpfs $T/m; export GPU_ADVISOR_HOME=$T/m/home; mkdir -p $GPU_ADVISOR_HOME
  printf 'provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\nacme,mine1,us-east-1,H100,8,USD,1.00\n' > $T/s.csv
  $P -m advisor catalog import $T/s.csv; printf 'serve Llama-3-70B for 10 users\nquit\n' | (cd $T; $P -m advisor chat --session RO1) >/dev/null
  echo "before:"; head1 "serve Llama-3-70B for 10 users" 2 | tail -1
  mount -o remount,ro $T/m; echo "after remount ro:"; head1 "serve Llama-3-70B for 10 users" 3
  printf 'make it 30 users\nquit\n' | (cd $T; $P -m advisor chat --session RO1) 2>&1 | grep -E "Which model|30 concurrent" | head -2
  umount $T/m
fi
if run A12-9; then echo "== A12-9: implausible prices in a user sheet pass check and import and rank first"; fresh
  T=$(mktemp -d /tmp/a12_sh.XXXX); H='provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,price_spot,price_reserved_month'
  printf '%s\nacme,s1,us-east-1,H100,8,USD,0.001,,\n' "$H" > $T/tiny.csv
  printf '%s\nacme,s2,us-east-1,L4,1,USD,0.80,,0.30\n' "$H" > $T/res.csv
  $P -m advisor catalog check --file $T/tiny.csv | head -1; $P -m advisor catalog import $T/tiny.csv; head1 "serve Llama-3-70B for 10 users" 2 | tail -1
  fresh; $P -m advisor catalog check --file $T/res.csv | head -1; $P -m advisor catalog import $T/res.csv
  head1 "serve Llama-3-8B for 10 users for a year, reserved" 2 | tail -1
fi
if run A12-10; then echo "== A12-10: a stored thread this version cannot read: pydantic text or 'please report it'"; bash "$ROOT/scripts/attack/a12_broken_state.sh" 2>&1 | grep -E "klingon|text NULL|table dropped"; fi
if run A12-11; then echo "== A12-11: figures dropped without a note"; fresh
  parse "用两千万 token 微调 Llama-3-8B" "部署百亿参数模型，10 并发" "部署 Llama-3-8B，十萬 並發" "部署 Llama-3-8B，并发 三十二" "LoRA Llama-3-8B on 20mm tokens" \
        "LoRA Llama-3-8B on 2G tokens" "fine-tune a .5B model on 1M tokens" "fine-tune a 7B model on 1,5M tokens" \
        "serve Llama-3-8B for 10 users on 0 H100s" "serve Llama-3-8B for 10 users on 1e9 H100s" "LoRA Llama-3-8B on 1M tokens, budget \$NaN" \
        "serve a 7B model for 10 users in 3-bit"
fi
