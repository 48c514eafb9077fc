#!/bin/bash
# Attack 18 reproductions. Run from the repo root: bash scripts/attack18/repro.sh [A18-N ...] (no argument: all).
# Each case runs the real CLI (python -m advisor) on a fresh GPU_ADVISOR_HOME and prints the lines that show it.
# A18-12 (held): the kill -9 resume check. Slack edits (A18-10): HF_HUB_OFFLINE=1 PYTHONPATH=$PWD python scripts/attack18/slack_probe.py
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$ROOT HF_HUB_OFFLINE=1 GPU_ADVISOR_REFRESH_HOURS=off
ga() { GPU_ADVISOR_HOME=$(mktemp -d) "$PY" -m advisor "$@" 2>&1; }
heads() { grep -E '^\*\*|^> |✅|❌|❔|changed|本轮|本輪|didn|没有从|沒有從' | cut -c1-420; }
case_() {
  echo "===== $1"
  case $1 in
  A18-1) for q in "rerank 100 documents of 512 tokens per query with bge-reranker-v2-m3, 20 queries per second, under 300 ms" \
                  "rerank with bge-reranker-v2-m3: 20 queries per second, 100 passages of 512 tokens each per query" \
                  "用 bge-reranker-v2-m3 做重排，每秒20个查询，每个查询100篇文档，每篇512 token，延迟300毫秒以内"; do
           ga ask "$q" | grep -m1 -E '^\*\*bge' | cut -c1-200; done ;;
  A18-2) for q in "serve Qwen2.5-72B for 10 users, we run three 8-GPU A100 80GB boxes" \
                  "serve Qwen2.5-72B for 10 users on our 3 servers, each with 8 A100 80GB" \
                  "serve deepseek-v3 for 5 users, our cluster is 2 nodes x 8 H100" \
                  "serve Qwen2.5-72B for 10 users, we already have 3 DGX A100 boxes"; do
           ga ask "$q" | grep -m1 -E '^\*\*(No|Qwen2.5-72B serv|Not)' | cut -c1-220; done ;;
  A18-3) ga ask "serve Llama-3.1-70B for 10 users; we own 2 servers with 2 L40S each, connected only by 10GbE, no InfiniBand" --full \
           | grep -E '^> 2 machines|Llama-3.1-70B serving, 10|network:' | cut -c1-330 ;;
  A18-4) ga ask "serve Llama-3.1-70B for 40 users, need redundancy (N+1), only H100" --full | grep -E '^\*\*Llama|redundancy .*honoured|^Tight' | cut -c1-330 ;;
  A18-5) ga ask "ollama run llama3.1:70b for 3 users, what GPU?" | grep -E "^\*\*Llama|Ollama tag" | cut -c1-300
         ga ask "serve qwen2.5:32b with ollama for 5 users" | grep -E "^\*\*Qwen" | cut -c1-260 ;;
  A18-6) ga ask "we have one H100 80GB already, happy to rent more; serve Llama-3.1-70B for 30 users" | grep -E "^\*\*|What would change" | cut -c1-330 ;;
  A18-7) ga ask "每个员工每天问大概30个问题，公司300人，用 Qwen2.5-14B" | head -4 | cut -c1-260
         ga parse "公司300人，每人每天大概问30个问题，用 Qwen2.5-14B" | cut -c1-200 ;;
  A18-8) ga ask "我们在国内，买不到H100，部署 DeepSeek-R1 给10人用，用什么卡？" | heads | head -2 ;;
  A18-9) printf '%s\n' "部署 Qwen2.5-32B 给30人用" "改成50人" "人数改成50" quit | ga chat | grep -E "^you>" | cut -c1-200 ;;
  A18-10) (cd "$ROOT" && "$PY" scripts/attack18/slack_probe.py 2>&1 | tail -8) ;;
  A18-11) for q in "serve Llama-3.1-8B for 20 users, we are in Shanghai" "serve Llama-3.1-8B for 20 users, we are in Germany"; do ga parse "$q" | cut -c1-330; done ;;
  A18-12) H=$(mktemp -d); F=$(mktemp -u); mkfifo "$F"; O=$(mktemp)
          ( GPU_ADVISOR_HOME=$H "$PY" -m advisor chat <"$F" >"$O" 2>&1 & echo $! >"$O.pid" ); exec 7>"$F"
          echo "serve Llama-3.1-8B for 20 users" >&7; sleep 8; echo "only AWS" >&7; sleep 0.05; kill -9 "$(cat "$O.pid")"; exec 7>&-
          S=$(grep -oE 'session [0-9a-f]+' "$O" | head -1 | cut -d' ' -f2); echo "answers before the kill: $(grep -c '^you> \*\*' "$O") (1 = the kill hit 'only AWS')"
          echo "-- resume, then quit:"; printf '%s\n' quit | GPU_ADVISOR_HOME=$H "$PY" -m advisor chat --session "$S" 2>&1 | cut -c1-160
          echo "-- resume again, then export:"; printf '%s\n' export quit | GPU_ADVISOR_HOME=$H "$PY" -m advisor chat --session "$S" --export-dir "$(mktemp -d)" 2>&1 | grep -E "interrupted|^\*\*Llama|^you>" | cut -c1-160 ;;
  *) echo "unknown case $1" ;;
  esac
}
if [ $# -eq 0 ]; then set -- A18-1 A18-2 A18-3 A18-4 A18-5 A18-6 A18-7 A18-8 A18-9 A18-10 A18-11; fi
for c in "$@"; do case_ "$c"; done
