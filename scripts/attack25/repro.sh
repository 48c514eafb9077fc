#!/bin/bash
# Attack 25 reproductions: bash scripts/attack25/repro.sh A25-N (or a probe name: new-paths, mcp, lc, growth,
# slack-malformed, slack-paths, sheets; attack 24's and 23's probes: bash scripts/attack24/repro.sh NAME).
# Runs the worktree holding this script, each `ask` and chat on a fresh home.
HERE=$(cd "$(dirname "$0")" && pwd); WT=${WT:-$(cd "$HERE/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
A24=$HERE/../attack24
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 WT PY
asks() { printf '%s\n' "$@" | LINES=${LINES:-4} bash $A24/ask_many.sh; }
chat() { LINES=${LINES:-2} bash $A24/chat_turns.sh "$@"; }
case "$1" in
A25-1) # buy or rent: the horizon (or another figure) is read as the quoted price
  asks "buy or rent: 8 H100 for 2 years" "buy or rent: 8 H100 for 12 months" "buy or rent: 8 H100 for -12 months" \
       "buy or rent 8 H100 for 1e300 years" "买还是租？8张H100，电费每度-1元" "buy or rent H100 at \$0 each, payback?" \
       "buy or rent H100 at \$-30000 each, payback?" "buy or rent H100 at \$1e300 each, payback?" ;;
A25-2) # lakh / crore after a figure the reader does not take
  asks "serve Llama-3-8B for 1e300 lakh users" "Budget ₹1e300 crore, serve Llama-3-8B for 100 users" \
       "Budget ₹-5L a month, serve Llama-3-8B for 100 users" "Budget ₹NaN lakh a month, serve Llama-3-8B for 100 users"
  chat "serve Llama-3-8B for 100 users" "what if users grow 2 lakh times?" ;;
A25-3) # percentile targets: P100 read as the card; P99.9, P0, P150, 200分位 dropped in silence
  asks "serve Llama-3-8B for 100 users, P100 300ms" "serve Llama-3-8B for 100 users, p100 latency 300ms" \
       "serve Llama-3-8B for 100 users, P99.9 300ms" "serve Llama-3-8B for 100 users, P0 300ms" \
       "serve Llama-3-8B for 100 users, P150 300ms" "部署Qwen2.5-7B，100人用，200分位延迟300毫秒"
  chat "serve Llama-3-8B for 100 users with P99 latency 300ms" "make it P100 200ms" ;;
A25-4) # sweep run counts: the minus dropped, 0 / too many dropped in silence, a follow-up refused
  asks "LoRA fine-tune Llama-3-8B, a hyperparameter sweep of -5 runs × 20M tokens each" \
       "LoRA fine-tune Llama-3-8B, a hyperparameter sweep of 0 runs × 20M tokens each" \
       "LoRA fine-tune Llama-3-8B, a hyperparameter sweep of 100000000000 runs × 20M tokens each" \
       "LoRA微调Qwen2.5-7B，超参搜索-100组，每组2000万token" "LoRA微调Qwen2.5-7B，超参搜索0组，每组2000万token"
  chat "LoRA fine-tune Llama-3-8B, a hyperparameter sweep of 100 runs × 20M tokens each" "what if we do 50 runs?" ;;
A25-5) # owned modded boards, Macs and DGX Sparks: a count of 0 or below is taken (the minus dropped) or ignored
  asks "I have 0 2080 Ti 22G cards, serve Qwen2.5-7B" "I have -2 4090 48G cards, serve Qwen2.5-72B" \
       "I have -3 Mac minis M4 Pro, run Qwen2.5-7B" "I have 0 DGX Spark, serve Llama-3-70B" ;;
A25-6) # growth on a plan whose load was the default: "nothing changes" / off-topic
  chat "serve Qwen2.5-7B" "what if users double?" "如果之後人數加倍呢？" "如果用户翻倍呢？"
  chat "I have a Mac mini M4 Pro, run Qwen2.5-7B" "如果之後人數加倍呢？" ;;
A25-7) # a follow-up after a comparison or a buy-or-rent answer loses the workload; the comparison drops the notes
  chat "is an L40S enough or do we need an H100 for Llama-3-8B, 50 users?" "what if users double?"
  chat "buy or rent 8 H100, quoted \$250k each" "what if we use it for 2 years?"
  asks "is an L40S enough or do we need an H100 for 1e300 users on Llama-3-8B?" "L40S够吗还是要H100？Qwen2.5-7B，-5人" ;;
A25-8) # few-shot: the example count is not read (0, -5 pass in silence) and the example length becomes the context
  asks "serve Llama-3-8B, 100 users, each prompt has 5 few-shot examples of 500 tokens" \
       "serve Llama-3-8B, 100 users, each prompt has -5 few-shot examples of 500 tokens" ;;
A25-9) # 100人 with no verb dropped in silence; a negated on-premises read as on-premises
  asks "部署Qwen2.5-7B，100人" "部署Qwen2.5-7B，不要地端，100人" "we don't need on-premises, serve Llama-3-8B for 100 users" \
       "serve Llama-3-8B for 100 users, not on-premises" ;;
new-paths) LINES=6 bash $A24/ask_many.sh < ${2:-$HERE/new_paths.txt} ;;
mcp) bash $HERE/mcp_new.sh ;;
lc) (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) $PY $HERE/lc_new.py) ;;
growth) bash $HERE/growth.sh ;;
slack-malformed) (cd $WT && timeout 500 $PY $HERE/slack_new.py malformed) ;;
slack-paths) (cd $WT && timeout 560 $PY $HERE/slack_new.py paths) ;;
sheets) bash $HERE/sheets.sh ;;
*) echo "usage: $0 A25-1..A25-9|new-paths [FILE]|mcp|lc|growth|slack-malformed|slack-paths|sheets"; exit 2 ;;
esac
