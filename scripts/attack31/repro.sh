#!/bin/bash
# Attack 31 reproductions: bash scripts/attack31/repro.sh A31-N (or a probe's name: new, new2, growth, a30, mcp, lc,
# slack, unsigned, kill, disks, sheets, slow). Each `ask` and chat on a fresh home with the real CLI (attack 24's ask_many.sh /
# chat_turns.sh); the probe lists run in one process (ask_inproc.py / chat_inproc.py) for speed.
HERE=$(cd "$(dirname "$0")" && pwd); WT=${WT:-$(cd "$HERE/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
A24=$HERE/../attack24; A29=$HERE/../attack29
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 WT PY
asks() { printf '%s\n' "$@" | LINES=${LINES:-4} bash $A24/ask_many.sh; }
chat() { LINES=${LINES:-2} bash $A24/chat_turns.sh "$@"; }
mcp() { (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) N=${N:-700} REPO=$WT timeout 300 $PY scripts/attack14/mcp_call.py "$1"); }
case "$1" in
A31-1) # a budget whose minus sits after a currency's own sign or code is read unsigned (A$ -5,000 -> 5,000 AUD), or
  # dropped with no word (A$-5,000, RM-5000, A$0, RM 0, CHF 0); a thread's "what about RM -5000?" changes the budget to it
  LINES=3 asks "serve Llama-3-8B for 10 users, budget A\$ -5,000 a month" "serve Llama-3-8B for 10 users, budget RM -5000 a month" \
       "serve Llama-3-8B for 10 users, budget CHF -500 a month" "serve Llama-3-8B for 10 users, budget A\$-5,000 a month" \
       "serve Llama-3-8B for 10 users, budget RM 0 a month"
  LINES=2 chat "serve Llama-3-8B for 10 users, budget A\$5,000 a month" "what about RM -5000?" "make it CHF 0"
  mcp '[["parse_request", {"text": "serve Llama-3-8B for 10 users, budget MOP -5000 a month"}]]' ;;
A31-2) # a camera count said not read is sized anyway: -200 -> 200 cameras, 1e300 -> 300 cameras; 在-200部CCTV上 -> 200 路, no word
  LINES=3 asks "detect people on -200 CCTV cameras with YOLOv8" "detect people on 1e300 CCTV cameras with YOLOv8" "用YOLOv8在-200部CCTV上检测人" ;;
A31-3) # diffusion counts: the pixel size becomes the image count (-30k / 1e300 1024px designs -> 1,024 images), 1e300px -> 300x300,
  # 1<ZWSP>024px -> 24x24, -1024px / a follow-up's -2048px taken unsigned
  LINES=2 asks "we generate -30k 1024px designs per day with SDXL" "we generate 30k 1e300px designs per day with SDXL" \
       "$(printf 'we generate 30k 1\u200b024px designs per day with SDXL')"
  LINES=2 chat "we generate 30k 1024px designs per day with SDXL" "what about -2048px?" ;;
A31-4) # a 1e300 before 亿 / 万 / million is read as 300 of them; in a thread 改成1e300亿字呢？ answers an internal seq_len bound
  LINES=3 asks "用Qwen2.5-72B把1e300亿字中文翻成英文" "translate 1e300 million words of Chinese into English with Qwen2.5-72B"
  LINES=2 chat "用Qwen2.5-72B把1亿字中文翻成英文" "改成1e300亿字呢？" ;;
A31-5) # a head count with a role noun in a clause ('our bank has 300 relationship managers who will use ...') is dropped: 1 user, no word
  LINES=2 asks "our bank has 300 relationship managers who will use Llama-3-8B to draft emails" "serve Llama-3-8B for 300 relationship managers" \
       "300 relationship managers will use Llama-3-8B to draft client emails" ;;
A31-6) # a signed group count: 'for -12 departments' read as 12 x 2 = 24 people at once; 0 / NaN departments unsaid
  LINES=2 asks "serve Qwen2.5-32B for -12 departments" "serve Qwen2.5-32B for 0 departments" ;;
A31-7) # a refused per-item input length lets the output length become the prompt (~-25k tokens -> a 800-token prompt,
  # quoted «each PR, ~ , writes ~800 tokens»); a thread's 'each PR is ~1e300 tokens?' -> a 300-token context refusal
  LINES=3 asks "reviews each PR, ~-25k tokens, writes ~800 tokens of comments, 300 PRs a day with Qwen2.5-Coder-32B"
  LINES=2 chat "reviews each PR, ~25k tokens, writes ~800 tokens of comments, 300 PRs a day with Qwen2.5-Coder-32B" "what if each PR is ~1e300 tokens?" ;;
A31-8) # 'answer in MOP' (a currency) in a thread is read as an unknown tool named MOP: the thread's LLM job replaced
  LINES=2 chat "serve Llama-3-8B for 10 users, budget A\$5,000 a month" "answer in MOP" "what about 1e300 users?"
  LINES=2 asks "serve Llama-3-8B for 10 users, answer in MOP" ;;
A31-9) # an owned M3 Max's buy-or-rent follow-up drops the Mac's 36 GB and judges it on a 92.8 GB vLLM pool with a CUDA context
  LINES=3 chat "we have an M3 Max 36GB MacBook, can it run Qwen2.5-14B for 3 users?" "should we buy an 8-GPU server or rent?" ;;
A31-10) # an Isaac Lab thread's follow-up quotes the message with the refused figure cut out ('what about  ?')
  LINES=3 chat "we train a PPO policy in Isaac Lab with 4096 envs, 2 billion steps" "what about -4 billion steps?" "on 1e300 GPUs?" ;;
A31-11) # 'mostly 9-6,' (a comma after) is a range read as 9 and the window lost; 9-25 / 0-0 read as a range's top; -9-6 a 9-6 window
  LINES=3 asks "Llama-3-8B handles 100,000 requests a day, mostly 9-6, budget \$500 a month" "Llama-3-8B handles 100,000 requests a day, mostly 9-25" \
       "Llama-3-8B handles 100,000 requests a day, mostly -9-6" ;;
A31-12) # an owned M3 Max with no memory read (none said, -36GB, NaNGB) is judged as the 128 GB build, not said as assumed
  LINES=3 asks "we have an M3 Max MacBook, can it run Qwen2.5-72B for 3 users?" "we have an M3 Max NaNGB MacBook, can it run Qwen2.5-72B for 3 users?" ;;
A31-13) # figures neither read nor said: 采购-4台, 分析NaN部CCTV, NaN亿字, Isaac Lab NaN billion steps
  LINES=3 asks "我们要采购-4台信创服务器，部署Qwen2.5-72B给300人用" "用Qwen2.5-7B分析NaN部CCTV的画面" "用Qwen2.5-72B把NaN亿字中文翻成英文" \
       "we train a PPO policy in Isaac Lab with 4096 envs, NaN billion steps" ;;
A31-14) # a region id known only through an imported row (ap-mars-1) is dropped from the ask with no word
  h=$(mktemp -d); printf 'provider,instance_type,gpu,gpu_count,region,currency,price_on_demand\nacme,g1.x,A100 80GB,1,ap-mars-1,USD,3.5\n' > $h/mars.csv
  (cd $WT && GPU_ADVISOR_HOME=$h $PY -m advisor catalog import $h/mars.csv && GPU_ADVISOR_HOME=$h timeout 200 $PY -m advisor ask "serve Llama-3-8B for 10 users in ap-mars-1" | grep -v '^$' | head -6 | cut -c1-220) ;;
new) (cd $WT && $PY $HERE/ask_inproc.py $HERE/new.txt 5) ;;
new2) (cd $WT && $PY $HERE/ask_inproc.py $HERE/new2.txt 4) ;;
a30) (cd $WT && $PY $HERE/ask_inproc.py $HERE/a30.txt 4; $PY $HERE/chat_inproc.py $HERE/a30chat.txt 3) ;;
growth) (cd $WT && $PY $HERE/chat_inproc.py $HERE/growth.txt 3; $PY $HERE/chat_inproc.py $HERE/verify.txt 3) ;;
mcp) bash $HERE/mcp_new.sh ;;
lc) (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) timeout 400 $PY $HERE/lc_new.py) ;;
slack) (cd $WT && timeout 560 $PY $HERE/slack_new.py) ;;
unsigned) mkdir -p /tmp/a31u; (cd $WT && A6_TMP=/tmp/a31u timeout 500 $PY $A29/run_a6.py scripts/attack/a6_unsigned.py) ;;
disks) bash $HERE/disks.sh ;;
sheets) bash $HERE/sheets.sh ;;
slow) (cd $WT && timeout 590 $PY $HERE/slow_ask.py) ;;
kill) mkdir -p /tmp/a31k; (cd $WT && A6_TMP=/tmp/a31k timeout 590 $PY $A29/kill_slow.py ${N:-12}) ;;
*) echo "usage: $0 A31-1..A31-14|new|new2|a30|growth|mcp|lc|slack|unsigned|kill|disks|sheets|slow"; exit 2 ;;
esac
