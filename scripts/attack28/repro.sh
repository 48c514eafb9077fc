#!/bin/bash
# Attack 28 reproductions: bash scripts/attack28/repro.sh A28-N (or a probe name: new, new2, growth, flags, mcp, lc,
# slack, unsigned, kill, disks, mounts, sheets; attack 27's and 26's: bash scripts/attack27/repro.sh NAME, scripts/attack26/repro.sh NAME).
# Runs the worktree holding this script, each `ask` and chat on a fresh home (attack 24's ask_many.sh / chat_turns.sh).
HERE=$(cd "$(dirname "$0")" && pwd); WT=${WT:-$(cd "$HERE/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
A24=$HERE/../attack24
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 WT PY
asks() { printf '%s\n' "$@" | LINES=${LINES:-4} bash $A24/ask_many.sh; }
chat() { LINES=${LINES:-2} bash $A24/chat_turns.sh "$@"; }
case "$1" in
A28-1) # a zero-token shared block: pydantic's error leaks (ask exit 2, chat prints it, Slack apologises); signed: read unsigned
  LINES=3 asks "extract fields from 1M invoices a day with Qwen2.5-7B with a 0-token glossary in every request" \
       "extract fields from 1M invoices a day with Qwen2.5-7B with a -2,000-token glossary in every request" \
       "extract fields from 1M invoices a day with Qwen2.5-7B, with a 0-token glossary"
  chat "extract fields from 1M invoices a day with Qwen2.5-7B with a 0-token glossary in every request" ;;
A28-2) # a batch's volume dropped (a 1-user chat) when a per-request block rides along (术语表 in the prompt, few-shot)
  LINES=2 asks "每天100万张发票用Qwen2.5-7B抽取字段，要附一份2000 token的术语表在prompt里" "每天100萬張發票用Qwen2.5-7B抽取欄位，要附一份2000 token的術語表在prompt裡" \
       "translate 1M product descriptions into 5 languages with Qwen2.5-72B, 10 examples of 300 tokens in each prompt" ;;
A28-3) # a burst of long prompts said "at 9am" is not read (the 20 dropped unsaid); signed / zero / NaN / too many / 10M dropped
  for q in "serve Qwen2.5-72B for 60 equity analysts, 20 people paste a 100k filing at 9am" \
           "serve Qwen2.5-72B for 60 equity analysts; -20 of them paste a 100k filing within a couple minutes" \
           "serve Qwen2.5-72B for 60 equity analysts; 200 of them paste a 100k filing within a couple minutes" \
           "serve Qwen2.5-72B for 60 equity analysts; 20 of them paste a 10M-token filing within a couple minutes"; do
    echo "== $q"; (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) $PY -m advisor ask "$q" 2>&1 | grep -E "^\*\*Qwen|^> " | cut -c1-220); done ;;
A28-4) # head counts by profession signed / fractional / NaN: read unsigned or as 1 user, unsaid
  LINES=3 asks "serve Llama-3-70B for -60 equity analysts" "serve MedGemma-27B for -100 doctors" "serve Llama-3-70B for 1.5 equity analysts" \
       "40.5 位律師用Llama-3-70B" "serve medgemma for NaN doctors" ;;
A28-5) # science screens: a signed count read unsigned, 300 read from inside 1e300, 0 / NaN unsaid; growth off-topic
  for q in "Boltz-2 screen of -10,000 structures" "Boltz-2 screen of 1e300 structures" "Boltz-2 screen of 0 structures"; do
    echo "== $q"; (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) $PY -m advisor ask "$q" 2>&1 | grep -E "^> |GPU-hours =" | cut -c1-200); done
  chat "Boltz-2 screen of 10,000 structures" "what if we double the structures?" ;;
A28-6) # "what if QPS doubles?" after a serving plan (and "double the invoices" after a batch) is "outside what I do"
  chat "serve Llama-3-8B for 100 users" "what if QPS doubles?" "what if traffic doubles?"
  chat "300个医生用Qwen2.5-72B问诊" "如果QPS翻倍呢？"
  chat "extract fields from 1M invoices a day with Qwen2.5-7B with a 2,000-token glossary in every request" "double the invoices" ;;
A28-7) # multi-LoRA: "-500 LoRA adapters" read as 500 unsaid; "1e300 LoRA adapters, 10 active at once" becomes a fine-tune
  LINES=3 asks "serve Llama-3-8B with -500 LoRA adapters for 100 users" "serve Llama-3-8B with 1e300 LoRA adapters, 10 active at once" ;;
A28-8) # a cloud from the user's own price sheet cannot be left out (--provider takes it, --exclude-provider refuses it)
  mkdir -p /tmp/a28s; f=/tmp/a28s/ok.csv; printf 'provider,instance_type,gpu,gpu_count,region,currency,price_on_demand\nacme,g1.x,H100,8,us-east-1,USD,9.5\n' > $f
  h=$(mktemp -d); (cd $WT && GPU_ADVISOR_HOME=$h $PY -m advisor catalog import $f 2>&1 | head -1
   GPU_ADVISOR_HOME=$h $PY -m advisor recommend --model Llama-3-70B --concurrency 10 --provider acme 2>&1 | grep -v '^$' | head -1 | cut -c1-160
   GPU_ADVISOR_HOME=$h $PY -m advisor recommend --model Llama-3-70B --concurrency 10 --exclude-provider acme 2>&1 | tail -1 | cut -c1-160
   GPU_ADVISOR_HOME=$h $PY -m advisor ask "serve Llama-3-70B for 10 users, no acme" 2>&1 | head -1 | cut -c1-160) ;;
A28-9) # English reply caps "answer in under 150 words" / "reply in under 150 words" dropped unsaid (4,096 context)
  LINES=2 asks "serve Llama-3-70B for 100 users, answer in under 150 words" "serve Llama-3-70B for 100 users, reply in under 150 words" \
       "serve Llama-3-70B for 100 users, replies under 150 words" ;;
A28-10) # a provider both required and left out: "no priced offer from AWS fits" and "not AWS (not checked)"; ask picks AWS unsaid
  (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) $PY -m advisor recommend --model Llama-3-8B --concurrency 10 --provider aws --exclude-provider aws 2>&1 | grep -E "AWS" | cut -c1-200)
  LINES=2 asks "serve Qwen2.5-72B for 100 users, no AWS, only AWS" ;;
A28-11) # an invisible character inside "no AWS" drops the exclusion with no word
  LINES=2 asks "$(printf 'serve Qwen2.5-72B for 100 users, no\u200bAWS')" ;;
A28-12) # 简体 few-shot "每个请求带5个200 token的示例" read as a 200-token input, the 5 examples dropped
  LINES=4 asks "每天100万张发票用Qwen2.5-7B抽取字段，每个请求带5个200 token的示例" ;;
A28-13) # a cloud left out beside "EU-owned only" in the same message is dropped: the pick is that cloud
  LINES=3 asks "serve Qwen2.5-72B for 100 users, EU-owned only, no Nebius, no Seeweb" "部署Qwen2.5-72B给100人用，只用欧盟公司的云，不要Nebius" ;;
A28-14) # a system prompt carried by every request of a chat service is dropped unsaid (161-token prompts)
  LINES=3 asks "serve Qwen2.5-72B for 100 users, 2,000-token system prompt in every request" "部署Qwen2.5-72B给100人用，每个请求都带2000 token的系统提示词" ;;
new) LINES=${LINES:-5} bash $A24/ask_many.sh < $HERE/new.txt ;;
new2) LINES=${LINES:-5} bash $A24/ask_many.sh < $HERE/new2.txt ;;
growth) bash $HERE/growth.sh ;;
flags) bash $HERE/cli_flags.sh ;;
mcp) bash $HERE/mcp_new.sh ;;
lc) (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) timeout 200 $PY $HERE/lc_new.py) ;;
slack) (cd $WT && timeout 560 $PY $HERE/slack_new.py) ;;
unsigned) mkdir -p /tmp/a28u; (cd $WT && A6_TMP=/tmp/a28u timeout 400 $PY scripts/attack/a6_unsigned.py) ;;
kill) mkdir -p /tmp/a28k; (cd $WT && A6_TMP=/tmp/a28k timeout 580 $PY scripts/attack/a6_kill.py 12) ;;
disks) bash $HERE/disks.sh ;;
mounts) bash $HERE/disks_mount.sh ;;
sheets) bash $HERE/sheets.sh ;;
*) echo "usage: $0 A28-1..A28-14|new|new2|growth|flags|mcp|lc|slack|unsigned|kill|disks|mounts|sheets"; exit 2 ;;
esac
