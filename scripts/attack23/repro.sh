#!/bin/bash
# Attack 23 reproductions: bash scripts/attack23/repro.sh A23-N (or a probe name: ulimit, home, sheets, mcp, lc,
# cli-numbers, slack-unsigned, slack-long, kill). Runs the worktree holding this script, on fresh homes.
HERE=$(cd "$(dirname "$0")" && pwd); WT=${WT:-$(cd "$HERE/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 WT PY
pad=$(printf 'lorem %.0s' $(seq 1 800))   # 4,800 characters: past the 4,000 the reader reads
ga() { (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d /tmp/a23r.XXXX) timeout 120 $PY -m advisor "$@" 2>&1); }
case "$1" in
A23-1) # the workload past the first 4,000 characters: answered "outside what I do", no word of what was read
  ga ask "$pad serve Llama-3-8B for 10 users" | head -3
  ga ask "$pad 部署 Qwen2.5-7B，10 并发" | head -3
  printf '%s\n' "serve Llama-3-8B for 10 users" "$pad make it 32k context" quit | ga chat | grep -E "^you>|characters" | cut -c1-200
  (cd $WT && timeout 300 $PY $HERE/slack_edge.py long 2>&1 | grep -A2 -E "^== L(1|3)") ;;
A23-2) # 4,100 invisible characters before the question: they use up the 4,000 read, the question is not read
  zw=$($PY -c "print('\u200b'*4100, end='')"); ga ask "${zw}serve Llama-3-8B for 10 users" | head -6 ;;
A23-3) # a stated GPU count over what is rented as one job: "No, 520 cannot hold this … it takes 520 × GB300 to hold"
  for g in 512 520 100000; do ga recommend --params 8 --task full_finetune --train-tokens 1e9 --gpus $g | head -1 | cut -c1-260; done
  ga ask "用 100000 张卡全参微调 Llama-3-8B，10亿 token" | sed -n 3p | cut -c1-200 ;;
A23-4) bash $HERE/cli_numbers.sh 2>&1 | head -10; N=200 bash $HERE/mcp_numbers.sh 2>&1 | grep -E "out of range|got 0" ;;
ulimit) bash $HERE/ulimit_f.sh ${2:-64} ;;
home) bash $HERE/home_shapes.sh ;;
sheets) bash $HERE/sheets.sh ;;
mcp) bash $HERE/mcp_numbers.sh ;;
lc) (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) $PY $HERE/lc_numbers.py) ;;
cli-numbers) bash $HERE/cli_numbers.sh ;;
slack-unsigned) (cd $WT && timeout 200 $PY $HERE/slack_edge.py unsigned) ;;
slack-long) (cd $WT && timeout 400 $PY $HERE/slack_edge.py long) ;;
long-chat) bash $HERE/long_chat.sh ;;
kill) (cd $WT && timeout 900 $PY $HERE/kill_steps.py "${@:2}" 2>&1 | grep -- "->") ;;
*) echo "usage: $0 A23-1|A23-2|A23-3|A23-4|ulimit|home|sheets|mcp|lc|cli-numbers|slack-unsigned|slack-long|long-chat|kill"; exit 2 ;;
esac
