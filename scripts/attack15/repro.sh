#!/bin/bash
# Attack 15 reproductions. Run from the repo root: bash scripts/attack15/repro.sh [A15-N ...] (no argument: all).
# Each case runs the real CLI (python -m advisor) on a fresh GPU_ADVISOR_HOME and prints the lines that show it.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$ROOT HF_HUB_OFFLINE=1 GPU_ADVISOR_REFRESH_HOURS=off
ga() { GPU_ADVISOR_HOME=$(mktemp -d) "$PY" -m advisor "$@" 2>&1; }
heads() { grep -E '^\*\*|^> |✅|❌|Nothing|changed|didn|没有从|outside|prefills only' | cut -c1-420; }
mcp() { (cd "$ROOT" && GPU_ADVISOR_HOME=$(mktemp -d) N=${N:-600} "$PY" scripts/attack14/mcp_call.py "$1"); }
case_() {
  echo "===== $1"
  case $1 in
  A15-1) for q in "部署 Llama-3.1-8B 给20人用，数据不能出境" "部署 Llama-3.1-8B 给20人用，数据不出国" "部署 Llama-3.1-8B 給20人用，資料不出境" "部署 whisper-large-v3，50路，说话人分离，数据不能出境"; do echo "-- $q"; ga ask "$q" | heads | head -4; done ;;
  A15-2) for q in "部署 Llama-3.1-8B 给20人用，预算3-5千一个月" "部署 Llama-3.1-8B 给20人用，预算五千到一万一个月" "部署 Llama-3.1-8B 给20人用，预算5千-1万/月" "部署 Llama-3.1-8B 给20人用，预算5千到1万每月" "serve Llama-3.1-8B for 20 users, budget 5k-10k RMB a month"; do echo "-- $q"; ga parse "$q"; done; ga ask "部署 Llama-3.1-8B 给20人用，预算3-5千一个月" | heads ;;
  A15-3) for q in "deploy my LoRA-finetuned Qwen2.5-7B for 50 users" "部署我们微调好的 Qwen2.5-7B，给50人用" "host the Llama-3.1-8B we fine-tuned last week for 20 users" "serve our fine-tune of Llama-3.1-8B for 20 users"; do echo "-- $q"; ga ask "$q" | heads | head -3; done ;;
  A15-4) for q in "部署 Llama-3.1-8B 给100万人用" "部署 Llama-3.1-8B，2千并发" "部署 Llama-3.1-8B 给二三十人用"; do echo "-- $q"; ga ask "$q" | heads | head -3; done ;;
  A15-5) for q in "serve Llama-3.1-8B for 20 users, budget \$3, for 2 days" "serve Llama-3.1-8B for 20 users, budget \$3"; do echo "-- $q"; ga ask "$q" | heads; done
         mcp '[["recommend",{"model":"Llama-3.1-8B","task":"inference","concurrency":20,"budget":3,"budget_per":"total","serving_hours":48}]]' | grep -o 'for the 48 h[^"]\{0,20\}\|over the budget\|Nothing fits' ;;
  A15-6) for q in "serve Llama-3.1-8B for 3 people, 12 hours a day for 2 days" "serve Llama-3.1-8B for 3 people using it for 2 days, 12 hours a day" "部署 Llama-3.1-8B 给3个人用3天，每天8小时"; do echo "-- $q"; ga ask "$q" | heads | head -5; done ;;
  A15-7) N=30000 mcp '[["recommend",{"model":"Llama-3.1-8B","task":"inference","concurrency":20,"serving_hours":48}],["recommend",{"model":"Llama-3.1-8B","task":"inference","concurrency":20,"usage_hours_per_day":6}]]' | grep -o 'for the 48 h[^"]\{0,20\}\|a month ([0-9]* h)\|"job_hours": *[0-9.]*\|"job_on_demand": *[0-9.]*' | head -8
         ga recommend --model Llama-3.1-8B --task inference --concurrency 20 --serving-hours 48 --json | grep -o '"job_hours": *[0-9.]*' | head -1 ;;
  A15-8) ga ask "We have an Apple M2 Ultra with 192GB, serve Llama-3.1-70B for 5 users" | grep -E '^\*\*|^- No,|cheapest plan|no BF16' | cut -c1-300 ;;
  A15-9) printf '%s\n' "batch summarize 1,000,000 documents with Llama-3.1-8B, same 500-token instruction for each" "the documents are 2,000 tokens each" "make it 200,000 documents" quit | ga chat | grep -E '^(you> )?\*\*Llama|changed' | cut -c1-300 ;;
  A15-10) ga ask "batch summarize 1,000,000 documents with Llama-3.1-8B, same 500-token instruction for each" | heads | head -3 ;;
  A15-11) for q in "用 Llama-3.1-8B 批量总结100万篇文档，每篇2000 token，共用同一段500 token的提示词" "batch summarize 1,000,000 documents of 2,000 tokens each with Llama-3.1-8B, same 500-token instruction for each"; do echo "-- $q"; ga parse "$q"; done ;;
  A15-12) ga recommend --model Llama-3.1-8B --task inference --batch-requests 1000 --seq-len 1000 --shared-prefix-tokens 5000 --full | grep -E '^\*\*|prefills only' | cut -c1-300
          mcp '[["recommend",{"model":"Llama-3.1-8B","task":"inference","batch_requests":1000,"shared_prefix_tokens":10000000}]]' | cut -c1-330
          ga recommend --model Llama-3.1-8B --task inference --concurrency 10 --shared-prefix-tokens 500 | head -1 | cut -c1-200; echo "rc=$?" ;;
  A15-13) printf '%s\n' "serve Llama-3.1-8B for 20 users during business hours" "serve Llama-3.1-8B for 20 users, 9am-5pm weekdays" "serve Llama-3.1-8B for 20 users, each day from 9 to 17" "serve Llama-3.1-8B for 20 users, 40 hours a week" "serve Llama-3.1-8B for 20 users, twelve hours a day" "部署 Llama-3.1-8B 给20人用，朝九晚五" "部署 Llama-3.1-8B 给20人用，工作时间用" | ga parse | cut -c1-200
          ga ask "serve Llama-3.1-8B for 20 users during business hours" | heads | head -3 ;;
  A15-14) for q in "we have 8 T4s in our server room and 2 A100 80GB, serve Qwen2.5-72B for 20 users" "我们机房有8张T4和2张A100，部署 Qwen2.5-72B 给20人用"; do echo "-- $q"; ga ask "$q" | heads | head -6; done ;;
  A15-15) printf '%s\n' "serve Llama-3.1-8B for 20 users, data must stay in Switzerland" "serve Llama-3.1-8B for 20 users, must stay in Norway" "serve Llama-3.1-8B for 20 users, hosted in ROC" | ga parse | cut -c1-260
          ga ask "serve Llama-3.1-8B for 20 users, data must stay in Switzerland" | heads | head -4 ;;
  A15-16) printf '%s\n' "transcribe 1.000 hours of audio with whisper large-v3" "transcribe 1,5 hours of audio with whisper large-v3" | ga parse
          ga ask "transcribe 1.000 hours of audio with whisper large-v3" | head -1 | cut -c1-200 ;;
  A15-17) printf '%s\n' "serve Llama-3.1-8B for 20 users, 12 hours a day" "for 2 days" quit | ga chat | grep -E "^you>" | cut -c1-250
          printf '%s\n' "serve Llama-3.1-8B for 3 people using it for 2 days" "12 hours a day" quit | ga chat | grep -E "changed|^\*\*Llama-3.1-8B serving" | cut -c1-420 ;;
  A15-18) ga ask "serve Llama-3.1-8B for 20 users, budget half a grand a month" | head -1 ;;
  A15-19) printf '%s\n' "serve Llama-3.1-8B for 3 people for 1000 hours" "serve Llama-3.1-8B for 3 people for 31 days" "serve Llama-3.1-8B for 3 people for a weekend" "serve Llama-3.1-8B for 20 users, budget 2k-1k a month" | ga parse | cut -c1-330 ;;
  A15-20) mcp '[["recommend",{"model":"Llama-3.1-8B","task":"inference","concurrency":20,"owned_gpus":true}],["recommend",{"model":"Llama-3.1-8B","task":"lora","serving_hours":48,"usage_hours_per_day":8}]]' | cut -c1-300 ;;
  *) echo "unknown case $1" ;;
  esac
}
if [ $# -eq 0 ]; then set -- $(seq -f 'A15-%g' 1 20); fi
for c in "$@"; do case_ "$c"; done
