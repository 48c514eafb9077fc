#!/bin/bash
# Attack 16 reproductions. Run from the repo root: bash scripts/attack16/repro.sh [A16-N ...] (no argument: all).
# Each case runs the real CLI (python -m advisor) on a fresh GPU_ADVISOR_HOME and prints the lines that show it.
# Slack delivery (held, no finding): HF_HUB_OFFLINE=1 PYTHONPATH=$PWD python scripts/attack16/slack_probe.py
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$ROOT HF_HUB_OFFLINE=1 GPU_ADVISOR_REFRESH_HOURS=off
ga() { GPU_ADVISOR_HOME=$(mktemp -d) "$PY" -m advisor "$@" 2>&1; }
heads() { grep -E '^\*\*|^> |✅|❌|❔|Nothing|changed|本轮|didn|没有从|沒有從' | cut -c1-420; }
mcp() { (cd "$ROOT" && GPU_ADVISOR_HOME=$(mktemp -d) N=${N:-600} "$PY" scripts/attack14/mcp_call.py "$1"); }
budget() { "$PY" -c "
import sys,json
for l in sys.stdin:
    d=json.loads(l); print(d['workload'].get('budget'), '|', [n[:110] for n in d['notes'] if 'users' not in n])"; }
case_() {
  echo "===== $1"
  case $1 in
  A16-1) ga ask "serve deepseek r1 distill for 20 users" | heads | head -3
         mcp '[["parse_request",{"text":"serve deepseek r1 distill for 20 users"}],["estimate_memory",{"model":"deepseek r1 distill"}]]' | cut -c1-300 ;;
  A16-2) printf '%s\n' "serve Llama-3.1-70B for 32 users" "fastest?" "export" quit | (d=$(mktemp -d); GPU_ADVISOR_HOME=$(mktemp -d) "$PY" -m advisor chat --export-dir "$d" >/dev/null 2>&1; grep -E "^gpu-advisor recommend|^Llama-3.1-70B serving" "$d/recommendation.md" | cut -c1-260)
         ga recommend --model Llama-3.1-70B --task inference --precision bf16 --framework vllm --seq-len 4096 --concurrency 32 --kv-precision bf16 | head -1 | cut -c1-260
         N=100000 mcp '[["parse_request",{"text":"serve Llama-3.1-70B for 32 users, fastest"}]]' | grep -oE '"priority": "[a-z]*"|"recommend_arguments": \{[^}]*\}' | tr -s ' ' ;;
  A16-3) ga parse "serve Llama-3.1-8B for 20 users, budget €1.500-2.000 per month" | budget
         ga ask "serve Llama-3.1-8B for 20 users, budget €1.500-2.000 per month" | grep -E '^\*\*Llama|Nothing fits a budget' | cut -c1-300
         ga parse "serve Llama-3.1-8B for 20 users, budget 1.500-2.000 EUR per month" | budget ;;
  A16-4) N=100000 mcp '[["compare",{"options":[{"label":"a","model":"Llama-3.1-70B","task":"inference","concurrency":32,"currency":"CNY"},{"label":"b","model":"Llama-3.1-70B","task":"inference","concurrency":32,"currency":"USD"}]}]]' | grep -oE '"(label|currency|comparable|instance|price_per_hour)": *[^,}]*' | tr '\n' ' '; echo ;;
  A16-5) H=$(mktemp -d); F=$(mktemp -u); mkfifo "$F"; O=$(mktemp)
         ( GPU_ADVISOR_HOME=$H "$PY" -m advisor chat <"$F" >"$O" 2>&1 & echo $! >"$O.pid" ); exec 7>"$F"
         echo "serve Llama-3.1-70B for 32 users" >&7; sleep 15; echo "32k context?" >&7; sleep 0.3; kill -9 "$(cat "$O.pid")"; exec 7>&-
         S=$(grep -oE 'session [0-9a-f]+' "$O" | head -1 | cut -d' ' -f2); D=$(mktemp -d)
         printf '%s\n' export quit | GPU_ADVISOR_HOME=$H "$PY" -m advisor chat --session "$S" --export-dir "$D" 2>&1 | head -2 | cut -c1-200
         grep -nE "^> |context / sequence|did not state context" "$D/recommendation.md" | cut -c1-200 ;;
  A16-6) ga ask "serve Llama-3.1-8B on P100 for 5 users" | heads | head -3
         ga ask "serve Llama-3.1-8B on P100 for 5 users" --full | grep -ciE "compute capability 7|vLLM (does not|needs|requires)" ;;
  A16-7) ga ask "serve gpt-oss-120b MXFP4 on A100 for 10 users" | grep -E "^\*\*gpt-oss-120b serving|MXFP4 kernels" | cut -c1-260 ;;
  A16-8) printf '%s\n' "serve Llama-3.1-8B for 20 users, lowest latency" "serve Llama-3.1-8B for 20 users, latency matters most" "serve Llama-3.1-8B for 20 users, most reliable" "部署 Llama-3.1-8B 給20人用，要最穩定的" | ga parse | cut -c1-200
         printf '%s\n' "serve Llama-3.1-8B for 20 users" "lowest latency" "最稳定" quit | ga chat | grep -E "didn|没有从" | cut -c1-200 ;;
  A16-9) ga ask "full fine-tune Llama-3.1-8B on 10k examples, 32k context, on A100, fastest" | heads | head -4 ;;
  A16-10) printf '%s\n' "serve Llama-3.1-8B for 20 users, budget \$2k–\$3k a month" "serve Llama-3.1-8B for 20 users, budget £2k–£3k a month" "serve Llama-3.1-8B for 20 users, budget €2k–€3k a month" "serve Llama-3.1-8B for 20 users, budget £2k-£3k a month" | ga parse | budget
          ga ask "serve Llama-3.1-70B for 20 users, budget \$2k–\$3k a month" | grep -E '^\*\*' | head -2 | cut -c1-260 ;;
  A16-11) printf '%s\n' "serve Llama-3.1-8B for 20 users, budget \$2k pm" "serve Llama-3.1-8B for 20 users, budget \$2k p/m" "serve Llama-3.1-8B for 20 users, budget \$2k/mo" | ga parse | budget
          ga ask "serve Llama-3.1-70B for 20 users, budget \$2k pm" | heads | head -3 ;;
  A16-12) printf '%s\n' "我哋喺香港，用 LoRA 微調 Qwen2.5-7B，一萬條資料" "we are in Hong Kong, LoRA fine-tune Qwen2.5-7B on 10k examples" "我們在台北，用 LoRA 微調 Qwen2.5-7B，一萬條資料" | ga parse | cut -c1-230
          ga ask "我哋喺香港，用 LoRA 微調 Qwen2.5-7B，一萬條資料" | heads | head -2 ;;
  A16-13) ga ask "serve Llama-3.1-70B for 8 users, budget \$1000 a month, data must stay in Germany" | grep -E '^\*\*|❔|❌|^- (At the|Nearest)' | cut -c1-330
          ga ask "部署 Llama-3.1-70B 給50人用，預算每月3萬台幣，資料不能離開台灣" | grep -E '^\*\*Llama|❔' | cut -c1-260 ;;
  A16-14) ga ask "serve FLUX.1-dev for 10 users" | grep -E "Not sized|What I do size" | cut -c1-330
          ga ask "serve bge-reranker-v2-m3 for 200 queries per second, 50 documents each" | grep -E "Not sized|Which model" | cut -c1-200 ;;
  A16-15) printf '%s\n' "LoRA fine-tune Llama-3.1-8B on 10k examples, 2k context" "not LoRA" "no LoRA, full fine-tune" quit | ga chat | grep -E "^you>" | cut -c1-200 ;;
  A16-16) printf '%s\n' "部署llama3-70b给50人用" "make it 200 users" quit | ga chat | grep -E "^you> \*\*|本轮|^> " | cut -c1-220 ;;
  A16-17) printf '%s\n' "serve qwen2.5 72 for 20 users" "serve llama 3.1 70 for 20 users" "serve qwen2.5-72 for 20 users" "serve mistral 7 for 20 users" | ga parse | cut -c1-160 ;;
  A16-18) printf '%s\n' "部署 Qwen2.5-72B 给100人用，数据不出境" "只要阿里云" "上下文改成32k" "改成INT4" quit | ga chat | grep -E "本轮改动：精度 BF16 → INT4" | cut -c1-300 ;;
  A16-19) ga ask "部署llama3-70b给50人用预算5万一个月数据不出境" | grep -E "^\*\*只有" | cut -c1-300 ;;
  A16-20) printf '%s\n' "serve Llama-3.1-70B for 20 users" "用spot" quit | ga chat | grep -E "^you> \*\*.*竞价|本轮改动|竞价实例" | cut -c1-220 ;;
  *) echo "unknown case $1" ;;
  esac
}
if [ $# -eq 0 ]; then set -- A16-1 A16-2 A16-3 A16-4 A16-5 A16-6 A16-7 A16-8 A16-9 A16-10 A16-11 A16-12 A16-13 A16-14 A16-15 A16-16 A16-17 A16-18 A16-19 A16-20; fi
for c in "$@"; do case_ "$c"; done
