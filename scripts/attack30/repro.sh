#!/bin/bash
# Attack 30 reproductions: bash scripts/attack30/repro.sh A30-N (or a probe's name: new, new2, growth, mcp, lc, slack,
# disks, sheets, unsigned, kill, a29; attack 29's: bash scripts/attack29/repro.sh NAME). Each `ask` and chat on a fresh home,
# the real CLI (attack 24's ask_many.sh / chat_turns.sh); the probe lists run in one process (ask_inproc.py) for speed.
HERE=$(cd "$(dirname "$0")" && pwd); WT=${WT:-$(cd "$HERE/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
A24=$HERE/../attack24; A29=$HERE/../attack29
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 WT PY
asks() { printf '%s\n' "$@" | LINES=${LINES:-4} bash $A24/ask_many.sh; }
chat() { LINES=${LINES:-2} bash $A24/chat_turns.sh "$@"; }
mcp() { (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) N=${N:-700} REPO=$WT timeout 300 $PY scripts/attack14/mcp_call.py "$1"); }
case "$1" in
A30-1) # RL on a CPU env: -1 billion steps sized as 1,000,000,000 with no word; 1<ZWSP>0 billion sized as 0 steps (0 FLOPs)
  LINES=3 asks "we run PPO on a Python gym env, -1 billion steps in 8 hours" "$(printf 'we run PPO on a Python gym env, 1\u200b0 billion steps in 8 hours')" ;;
A30-2) # parse_request (MCP / LangChain) reads RL on a CPU env as a 1B-parameter LLM PPO full fine-tune ("1 billion steps" -> params_b 1.0)
  mcp '[["parse_request", {"text": "we run PPO on a Python gym env, 1 billion steps in 8 hours"}], ["parse_request", {"text": "用PPO在Unity环境里训练自我对弈，10亿步，2天内跑完"}]]' ;;
A30-3) # a signed count of emails / contracts / 标书 sized unsigned with no word; 每周整理0份标书 a 1-user chat, no word
  LINES=3 asks "reply to -20,000 support emails with Llama-3-8B" "summarise -200 contracts a week with Qwen2.5-72B" \
       "用Qwen2.5-72B每周整理-200份标书" "用Qwen2.5-72B每周整理0份标书" ;;
A30-4) # clock windows: 25点 read as 25:00 (a 6 h window), 晚上-11点 as 11:00 (20 h), 第二天-7点 / NaN点 dropped with no word
  LINES=3 asks "用Qwen2.5-7B在晚上25点到第二天7点处理100万条评论" "用Qwen2.5-7B在晚上-11点到第二天7点处理100万条评论" \
       "用Qwen2.5-7B在晚上11点到第二天-7点处理100万条评论" "用Qwen2.5-7B在晚上11点到第二天NaN点处理100万条评论"
  LINES=3 chat "用Qwen2.5-7B在晚上11点到第二天7点处理100万条评论" "改成晚上11点到第二天25点呢？" "改成晚上-1点到第二天7点呢？" ;;
A30-5) # a camera thread: "what if we have -200 cameras?" applied as 4x (50 -> 200 cameras); 1e300 / 0.5 cameras: "Not sized here"
  LINES=3 chat "count people on 50 cameras with person re-ID" "what if we have -200 cameras?" "what if we have 1e300 cameras?" ;;
A30-6) # a refused count in a growth follow-up loses the thread's job: "That is outside what I do" (stores, 门店, engineers, latency)
  LINES=2 chat "500 stores each send one shelf photo every minute to Qwen2.5-VL-7B" "what if we have -1,000 stores?" "what if we have 0 stores?"
  LINES=2 chat "50家门店每分钟拍一张货架照片，用Qwen2.5-VL-7B识别" "如果有NaN家门店呢？"
  LINES=2 chat "code completion for 60 engineers with Qwen2.5-Coder-7B" "what if we have 1e300 engineers?" "补全延迟要0ms以内"
  LINES=2 chat "serve Llama-3-8B for 50 users" "latency under 1e300ms" ;;
A30-7) # buy N more: "buy 2.5 more" (ask) drops the buy line with no word; in a thread 再买1e300张还是租？ prices buying 2 cards, no word
  LINES=4 asks "we have 2 RTX 4090, buy 2.5 more or rent? serve Qwen2.5-72B for 10 users"
  LINES=3 chat "we have 2 RTX 4090, serve Qwen2.5-72B for 10 users" "再买1e300张还是租？" "can we buy a GPU?" ;;
A30-8) # an RL follow-up with a refused figure quotes the message with the figure cut out: 'what about  ?', 'in   hours?'
  LINES=3 chat "we run PPO on a Python gym env, 1 billion steps in 8 hours" "what about -2 days?" "in 1e-300 hours?" ;;
A30-9) # a region id that does not exist (sa-east-99) dropped with no word (ask), taken as a region with no offers (MCP)
  LINES=2 asks "serve Llama-3-8B for 10 users in sa-east-99"
  mcp '[["recommend", {"model": "Llama-3-8B", "concurrency": 10, "regions": ["sa-east-99"]}]]' ;;
A30-10) # people counting with re-ID "across stores" falls out of scope; the 'with person re-ID' wording is sized
  LINES=2 asks "count people on 50 cameras and re-identify them across stores" "count people on 50 cameras with person re-ID" ;;
A30-11) # the RL policy card "busy only ≈ 11.1 h" inside an 8 h run: the card is said to wait on the env
  LINES=3 asks "we run PPO on a Python gym env, 1 billion steps in 8 hours" ;;
A30-12) # a VITS thread's Chinese follow-up switches the money: USD -> TWD (繁體) or ¥ (简体); an LLM thread keeps $
  LINES=3 chat "train VITS on 20 hours of speech" "那用兩張卡會快多少？" "那用两张卡会快多少？"
  LINES=3 chat "serve Llama-3-8B for 10 users" "那用兩張卡呢？" ;;
A30-13) # a message over 4,000 characters costs time by its whole length (118k: 103 s against 8.4 s for its first 4,000)
  (cd $WT && timeout 590 $PY $HERE/slow_ask.py) ;;
a29) (cd $WT && $PY $HERE/ask_inproc.py $HERE/a29.txt 4); bash $A29/repro.sh A29-13; bash $A29/repro.sh A29-14 ;;
new) (cd $WT && $PY $HERE/ask_inproc.py $HERE/new.txt 4) ;;
new2) (cd $WT && $PY $HERE/ask_inproc.py $HERE/new2.txt 40) ;;
growth) bash $HERE/growth.sh ;;
mcp) bash $HERE/mcp_new.sh ;;
lc) (cd $WT && GPU_ADVISOR_HOME=$(mktemp -d) timeout 300 $PY $HERE/lc_new.py) ;;
slack) (cd $WT && timeout 560 $PY $HERE/slack_new.py) ;;
unsigned) mkdir -p /tmp/a30u; (cd $WT && A6_TMP=/tmp/a30u timeout 500 $PY $A29/run_a6.py scripts/attack/a6_unsigned.py) ;;
disks) bash $HERE/disks.sh ;;
sheets) bash $HERE/sheets.sh; bash $HERE/../attack28/sheets.sh ;;
kill) mkdir -p /tmp/a30k; (cd $WT && A6_TMP=/tmp/a30k timeout 590 $PY $A29/kill_slow.py ${N:-12}) ;;
*) echo "usage: $0 A30-1..A30-13|new|new2|a29|growth|mcp|lc|slack|unsigned|kill|disks|sheets"; exit 2 ;;
esac
