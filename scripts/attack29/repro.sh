#!/bin/bash
# Attack 29 reproductions: bash scripts/attack29/repro.sh A29-N (or a probe's name: new, new2, new3, a28, growth, mcp, lc, slack, disks, sheets,
# unsigned, kill; attack 28's: bash scripts/attack28/repro.sh NAME). Each `ask` and chat on a fresh home, the real CLI
# (attack 24's ask_many.sh / chat_turns.sh); the probe lists run in one process (ask_inproc.py) for speed.
HERE=$(cd "$(dirname "$0")" && pwd); WT=${WT:-$(cd "$HERE/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
A24=$HERE/../attack24
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 WT PY
asks() { printf '%s\n' "$@" | LINES=${LINES:-4} bash $A24/ask_many.sh; }
chat() { LINES=${LINES:-2} bash $A24/chat_turns.sh "$@"; }
case "$1" in
A29-1) # a quote said with "quoted" (a vendor / they / nebius quoted us) is read as a BUDGET: plans over it dropped, no word
  LINES=4 asks "nebius quoted us \$28/hr for 8xH200, serve Llama-3-70B for 100 users" \
       "they quoted us \$28/h for an 8x H100 box to serve Llama-3-70B for 100 users" "a vendor quoted 8xH100 at \$28/hr, serve Llama-3-70B for 100 users" ;;
A29-2) # a quoted price with no plausibility bound: \$0.000001/hr and \$99,999,999/hr for 8 x H200 priced as said; \$28/month taken
  LINES=5 asks "nebius has 8xH200 for \$0.000001/hr, serve Llama-3-70B for 100 users" "nebius has 8xH200 for \$99999999/hr, serve Llama-3-70B for 100 users" \
       "nebius has 8xH200 for \$28/month, serve Llama-3-70B for 100 users" ;;
A29-3) # classic ML: signed counts read unsigned, 300 read from inside 1e300 / 1e-300 (rows, features, trees), no word
  LINES=3 asks "train LightGBM on -50M rows x 120 features daily" "train LightGBM on 1e300 rows x 120 features daily" \
       "train LightGBM on 50M rows x 1e-300 features daily" "train LightGBM on 50M rows x 120 features daily, -500 trees" \
       "train LightGBM on 50M rows x 120 features daily, 1e300 trees" "用LightGBM训练-5000万行×120个特征" "train LightGBM on 0 rows x 120 features daily" ;;
A29-4) # VITS training: -20 h read as 20 h, 1e300 h as 300 h, no word; 0 / NaN h and a zero-width space drop the job
  LINES=2 asks "train VITS on -20 hours of speech" "train VITS on 1e300 hours of speech" "用VITS训练-20小时的语音" \
       "train VITS on 0 hours of speech" "$(printf 'train VITS on 2\u200b0 hours of speech')" "train VITS on 20 hours of speech on -2 GPUs" ;;
A29-5) # photos at an interval: -500 stores read as 500; 0 stores a one-user chat, no word; 0家 / 每-1分钟 / 每NaN分钟 become a LoRA fine-tune of 1 image
  LINES=3 asks "we run -500 stores, each sends one shelf photo every minute to Qwen2.5-VL-7B" \
       "we run 0 stores, each sends one shelf photo every minute to Qwen2.5-VL-7B" "2000家门店每-1分钟拍一张，用Qwen2.5-VL-7B识别货架" \
       "0家门店每分钟拍一张，用Qwen2.5-VL-7B识别货架" "2000家门店每NaN分钟拍一张，用Qwen2.5-VL-7B识别货架" ;;
A29-6) # AlphaFold3 / Wav2Lip counts: signed read unsigned, 300 from inside 1e300, no word
  LINES=5 asks "AlphaFold3 screen of -10,000 complexes" "AlphaFold3 screen of 1e300 complexes" "Wav2Lip live rooms for -20 streams" "Wav2Lip live rooms for 1e300 streams" ;;
A29-7) # owned H20 machines: "on 25G ethernet" unread in English (planned over InfiniBand/RoCE); -2 boxes read as 2; 0G unsaid
  LINES=5 asks "we have two 8-card H20 boxes on 25G ethernet, serve DeepSeek-V3 for 50 users" \
       "we have -2 8-card H20 boxes on 25G ethernet, serve DeepSeek-V3 for 50 users" "we have two 8-card H20 boxes on 0G ethernet, serve DeepSeek-V3 for 50 users" ;;
A29-8) # thinking tokens: "-8192 thinking tokens" / "NaN reasoning tokens" dropped unsaid and thinking planned OFF
  LINES=3 asks "classify 1M tickets a day with Qwen3-8B with -8192 thinking tokens" "classify 1M tickets a day with Qwen3-8B with NaN reasoning tokens" ;;
A29-9) # head counts before a company noun: "a firm of -12" read as 12, "1.5-person" as 1 user, no word
  LINES=3 asks "a firm of -12 wants to serve Qwen2.5-72B" "serve Qwen2.5-72B for our 1.5-person consultancy" ;;
A29-10) # "buy N more or rent?": the count never read (2, -2, 1e300, NaN answer alike, no word)
  LINES=2 asks "we have 2 RTX 4090, buy -2 more or rent? serve Qwen2.5-72B for 10 users" "we have 2 RTX 4090, buy 1e300 more or rent? serve Qwen2.5-72B for 10 users" ;;
A29-11) # a nightly batch whose count is refused (-1万, 1e300) or zero / NaN (unsaid) becomes one chat user
  LINES=3 asks "用Qwen2.5-72B每天晚上写-1万章，每章4000字" "用Qwen2.5-72B每天晚上写1e300章，每章4000字" \
       "用Qwen2.5-72B每天晚上写0章，每章4000字" "用Qwen2.5-72B每天晚上写NaN章，每章4000字" ;;
A29-12) # the purchase note quotes the message with the refused figure cut out: 'purchase budget \$  for a server'
  LINES=4 asks "purchase budget \$1e300 for a server to run Qwen2.5-72B for 50 users" ;;
A29-13) # follow-ups on the new jobs: VITS -2 / 0 / 1e300 cards answered as 2; LightGBM x1e300 / -3x lose the job;
  # "what if stores double?" off-topic; "-8 K80s" said not in the catalog
  LINES=2 chat "train VITS on 20 hours of speech" "那用兩張卡會快多少？" "用-2张卡呢？" "用0张卡呢？"
  LINES=2 chat "train LightGBM on 50M rows x 120 features daily" "×1e300" "-3x that"
  LINES=2 chat "500 stores each send one shelf photo every minute to Qwen2.5-VL-7B" "what if stores double?"
  LINES=2 chat "we have 4 Tesla K80s, can they run Llama-3-8B?" "what about -8 K80s?" ;;
A29-14) # a nightly batch's follow-up "每章-4000字呢？" read as 4,000 and refused with an English internal range message
  LINES=2 chat "用Qwen2.5-72B每天晚上写1万章，每章4000字" "如果章数翻倍呢？" "翻1e300倍呢？" "每章-4000字呢？" ;;
A29-15) # MCP recommend: thinking=true on a 20-token batch puts ~8,192 thinking tokens in the PROMPT (12,268 in, 20 out);
  # node_link_gbit_s 25 on owned H20 boxes still planned "over InfiniBand or RoCE (RDMA)"
  (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) N=400 REPO=$WT timeout 300 $PY scripts/attack14/mcp_call.py '[["recommend", {"model": "Qwen3-8B", "batch_requests": 1000000, "output_tokens": 20, "thinking": true}], ["recommend", {"model": "DeepSeek-V3", "concurrency": 50, "gpu": "H20", "num_gpus": 16, "owned_gpus": true, "node_link_gbit_s": 25}]]') ;;
a28) (cd $WT && $PY $HERE/ask_inproc.py $HERE/a28.txt 4) ;;
new) (cd $WT && $PY $HERE/ask_inproc.py $HERE/new.txt 5) ;;
new2) (cd $WT && $PY $HERE/ask_inproc.py $HERE/new2.txt 5) ;;
new3) (cd $WT && $PY $HERE/ask_inproc.py $HERE/new3.txt 5) ;;
growth) bash $HERE/growth.sh ;;
mcp) bash $HERE/mcp_new.sh ;;
lc) (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) timeout 300 $PY $HERE/lc_new.py) ;;
slack) (cd $WT && timeout 560 $PY $HERE/slack_new.py) ;;
unsigned) mkdir -p /tmp/a29u; (cd $WT && A6_TMP=/tmp/a29u timeout 500 $PY $HERE/run_a6.py scripts/attack/a6_unsigned.py) ;;
disks) bash $HERE/disks.sh ;;
sheets) bash $HERE/../attack28/sheets.sh ;;
kill) mkdir -p /tmp/a29k; (cd $WT && A6_TMP=/tmp/a29k timeout 590 $PY $HERE/kill_slow.py ${N:-12}) ;;
*) echo "usage: $0 A29-1..A29-15|new|new2|new3|a28|growth|mcp|lc|slack|unsigned|kill|disks|sheets"; exit 2 ;;
esac
