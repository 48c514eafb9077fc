#!/bin/bash
# Attack 27 reproductions: bash scripts/attack27/repro.sh A27-N (or a probe name: new, new2, new3, new4, growth, mcp, slack, disks;
# attack 26's, 25's and 24's probes: bash scripts/attack26/repro.sh NAME, scripts/attack25/repro.sh NAME, …).
# Runs the worktree holding this script, each `ask` and chat on a fresh home (attack 24's ask_many.sh / chat_turns.sh).
HERE=$(cd "$(dirname "$0")" && pwd); WT=${WT:-$(cd "$HERE/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
A24=$HERE/../attack24
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 WT PY
asks() { printf '%s\n' "$@" | LINES=${LINES:-4} bash $A24/ask_many.sh; }
chat() { LINES=${LINES:-2} bash $A24/chat_turns.sh "$@"; }
case "$1" in
A27-1) # a follow-up provider exclusion replaces the thread's earlier ones (AWS back after "and no RunPod either")
  chat "serve Qwen2.5-7B for 100 users, no AWS" "and no RunPod either" "also no Cudo, no Shadeform, no Azure, no GCP" ;;
A27-2) # reranker: a signed QPS sized unsaid, a docs count said not read and still sized; refused figures unsize it
  LINES=3 asks "reranker bge-reranker-v2-m3 at -500 QPS, 100 docs per query" "reranker bge-reranker-v2-m3 at 500 QPS, -100 docs per query" \
       "reranker bge-reranker-v2-m3 at 1e300 QPS, 100 docs per query"
  chat "reranker bge-reranker-v2-m3 at 500 QPS, 100 docs per query" "what if QPS doubles?" ;;
A27-3) # live interpretation: signed rooms / languages multiplied unsaid; 0, NaN, 1.5 rooms refused as off-topic
  asks "live interpretation for -5 rooms, English to Chinese" "live interpretation for 5 rooms into -3 languages" \
       "live interpretation for 0 rooms, English to Chinese" "live interpretation for 1.5 rooms, English to Chinese"
  chat "live interpretation for 5 rooms, English to Chinese" "what if rooms double?" ;;
A27-4) # translation into N languages: a signed, zero or fractional count multiplied or dropped unsaid
  asks "translate 1M product descriptions into -5 languages with Qwen2.5-72B" "translate 1M product descriptions into 0 languages with Qwen2.5-72B" \
       "translate 1M product descriptions into 1.5 languages with Qwen2.5-72B" ;;
A27-5) # classification peak share read from inside "160%", its sign dropped, 0% called "no share said"; growth ignored
  for q in "2 million user messages a day to classify with Qwen3-8B, 160% of traffic between 8-12 pm" \
           "2 million user messages a day to classify with Qwen3-8B, -60% of traffic between 8-12 pm" \
           "2 million user messages a day to classify with Qwen3-8B, 0% of traffic between 8-12 pm" \
           "每天200万条评论要做情感分类，用Qwen3-8B，晚上8点到12点占六百成"; do
    echo "== $q"; (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) $PY -m advisor ask "$q" 2>&1 | grep -E "Peak beside|高峰|一晚" | cut -c1-220); done
  chat "classify 1M support tickets a day with Qwen2.5-7B, peak 3x at 9am" "what if tickets double?" ;;
A27-6) # cameras: an interval said not read, sized at one frame a second unsaid; "a VLM" off-topic; growth off-topic
  asks "200 CCTV cameras through Qwen2.5-VL-7B, one frame every 1e300 seconds" "200 CCTV cameras through a VLM, one frame every 5 seconds" "200 CCTV cameras through Qwen2.5-VL-7B" \
       "0 CCTV cameras through Qwen2.5-VL-7B, one frame every 5 seconds"
  chat "200 CCTV cameras through Qwen2.5-VL-7B, one frame every 5 seconds" "what if cameras double?" ;;
A27-7) # "data must stay on site" (English) not read: a cloud rental with no word
  asks "serve Qwen2.5-72B for 100 users, data must stay on site" "data must stay on site, 100 users, Qwen2.5-72B, buy or rent?" ;;
A27-8) # few-shot "in each prompt": the example's length read as the context, then the prompt refused (exit 2)
  asks "serve Llama-3-8B for 100 users with 5 examples of 500 tokens in each prompt" ;;
A27-9) # reply-length caps: signed or zero caps dropped unsaid, 回复0字 sized as a 1-token answer
  LINES=3 asks "what GPU for Llama-3-70B for 100 users? 回复-150字以内" "what GPU for Llama-3-70B for 100 users? 回复0字以内" \
       "what GPU for Llama-3-70B for 100 users? answer in -50 words" "serve Llama-3-70B for 100 users, reply in 0 characters" ;;
A27-10) # owned-card precision: -4-bit read as 4-bit, NaN bit / FP0 dropped unsaid
  LINES=2 asks "I have an RTX 4090, can it run Llama-3-70B at -4-bit?" "I have an RTX 4090, can it run Llama-3-70B at NaN bit?" \
       "I have 2 RTX 5090s, can they run Qwen2.5-72B in FP0?" ;;
A27-11) # a named non-LLM job with a refused count: "a model I do not size"; machine counts and a huge budget unsaid
  LINES=3 asks "MinerU on -1M pages" "FLUX.1-dev 1e300 images a day" "run CLIP embeddings of -300M images on one machine" \
       "run CLIP embeddings of 300M images on 0 machines" "买服务器跑Qwen2.5-72B给200人用，预算80000000000000万" "FLUX.1-dev 5000 images a day, peak -3x" ;;
A27-12) # an excluded provider that is no provider (a typo) accepted with no word; --provider says it
  (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) $PY -m advisor recommend --model Llama-3-8B --concurrency 10 --exclude-provider runpd 2>&1 | head -2 | cut -c1-200)
  (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) REPO=$WT N=400 timeout 120 $PY $HERE/../attack14/mcp_call.py '[["recommend", {"params_b": 8, "concurrency": 10, "excluded_providers": ["x"]}]]') ;;
new) LINES=${LINES:-5} bash $A24/ask_many.sh < $HERE/new.txt ;;
new2) LINES=${LINES:-5} bash $A24/ask_many.sh < $HERE/new2.txt ;;
new3) LINES=${LINES:-4} bash $A24/ask_many.sh < $HERE/new3.txt ;;
new4) LINES=${LINES:-4} bash $A24/ask_many.sh < $HERE/new4.txt ;;
growth) bash $HERE/growth.sh ;;
disks) bash $HERE/disks.sh ;;
mcp) bash $HERE/mcp_new.sh ;;
slack) (cd $WT && timeout 560 $PY $HERE/slack_new.py) ;;
*) echo "usage: $0 A27-1..A27-12|new|new2|new3|new4|growth|mcp|slack|disks"; exit 2 ;;
esac
