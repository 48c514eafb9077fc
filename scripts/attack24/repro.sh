#!/bin/bash
# Attack 24 reproductions: bash scripts/attack24/repro.sh A24-N (or a probe name: media, owned, growth, mcp, lc,
# slack-malformed, slack-paths, sheets, db, invisible, kill; attack 23's probes: bash scripts/attack23/repro.sh NAME).
# Runs the worktree holding this script, each probe on fresh homes.
HERE=$(cd "$(dirname "$0")" && pwd); WT=${WT:-$(cd "$HERE/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 WT PY
asks() { printf '%s\n' "$@" | LINES=${LINES:-3} bash $HERE/ask_many.sh; }
case "$1" in
A24-1) # a growth factor outside what is read: -3x read as 3x; 0x, 1e17x, 10^8x "nothing changes" without a word;
       # NaN "not a cloud"; 增长3倍 / 翻10倍 (any N) "这超出了我的范围"
  for f in "what if users grow -3x?" "what if users grow 0x?" "what if users grow 100000000x?" "what if users grow by NaN times?"; do
    LINES=2 bash $HERE/chat_turns.sh "serve Llama-3-8B for 100 users" "$f" | tail -2; done
  for f in "如果用户增长3倍呢？" "如果人数翻10倍呢？" "如果用户增长-3倍呢？"; do
    LINES=2 bash $HERE/chat_turns.sh "部署 Qwen2.5-7B，100 人同时用" "$f" | tail -2; done ;;
A24-2) # scientific notation right after a Chinese character: neither read nor refused, no note
  asks "部署Qwen2.5-7B，并发1e30" "LoRA微调Qwen2.5-7B，训练1e30个token" "买还是租？部署Qwen2.5-72B，50人用，用1e300年" \
       "我有1e30张RTX 5090，跑Qwen2.5-7B" "砌部機買1e300張RTX 5090，跑Qwen2.5-7B" ;;
A24-3) # an owned-card count that is not read still becomes "1 × RTX 5090, your own cards"
  asks "I have 99999999999999999999999 RTX 5090s, serve Qwen2.5-7B" "我有0张RTX 5090，跑Qwen2.5-7B" "我有NaN张RTX 5090，跑Qwen2.5-7B" ;;
A24-4) # a data set of ~0 tokens: ZeroDivisionError on MCP and LangChain recommend; a chat rule judges training
  (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) REPO=$WT N=300 timeout 200 $PY $WT/scripts/attack14/mcp_call.py \
    '[["recommend", {"params_b": 8, "task": "lora", "dataset": {"amount": 5000, "tokens_per_unit": 1e-10}}],
      ["recommend", {"params_b": 8, "task": "lora", "dataset": {"amount": 1e-300, "unit": "tokens"}}]]' 2>&1 | grep -E "=>|Error:")
  (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) timeout 200 $PY $HERE/lc_dataset.py 2>&1 | head -2 | cut -c1-300)
  asks "LoRA fine-tune Llama-3-8B on 5000 examples for 0.0000001 epochs" ;;
A24-5) # image generation with another noun, another word order or an unread count: refused, or sized as an LLM/OCR
  asks "每天生成5000张海报" "每天5000張海報，要租咩GPU" "We need 5000 images a day generated" "We need 5000 posters a day generated" \
       "generate 5e300 images a day" "每天生成5e300张海报" ;;
A24-6) # a 23-digit count is quoted back through a float: 99,999,999,999,999,991,611,392
  asks "serve Llama-3-8B for 99999999999999999999999 users" ;;
media) bash $HERE/ask_many.sh < ${2:-$HERE/media_cases.txt} ;;
owned) asks "I have 2 RTX 5090s, can I serve Llama-3-70B?" "砌部機買張RTX 5090，跑Qwen2.5-7B" "I have 1e300 RTX 5090s, can I serve Llama-3-70B?" ;;
growth) bash $0 A24-1 ;;
mcp) bash $HERE/mcp_new.sh ;;
lc) (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) $PY $HERE/lc_dataset.py) ;;
slack-malformed) (cd $WT && timeout 400 $PY $HERE/slack_signed.py malformed) ;;
slack-paths) (cd $WT && timeout 500 $PY $HERE/slack_signed.py paths) ;;
sheets) bash $HERE/sheets_more.sh ;;
db) bash $HERE/db_damage.sh ;;
invisible) (cd $WT && $PY $HERE/invisible.py "${@:2}") ;;
kill) bash $HERE/../attack23/repro.sh kill "${@:2}" ;;
*) echo "usage: $0 A24-1..A24-6|media FILE|owned|growth|mcp|lc|slack-malformed|slack-paths|sheets|db|invisible|kill"; exit 2 ;;
esac
