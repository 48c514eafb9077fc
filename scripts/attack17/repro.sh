#!/bin/bash
# Attack 17 reproductions. Run from the repo root: bash scripts/attack17/repro.sh [A17-N ...] (no argument: all).
# Each case runs the real CLI (python -m advisor) on a fresh GPU_ADVISOR_HOME and prints the lines that show it.
# Slack (edits, thread follow-ups, language switch): HF_HUB_OFFLINE=1 PYTHONPATH=$PWD python scripts/attack17/slack_probe.py
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$ROOT HF_HUB_OFFLINE=1 GPU_ADVISOR_REFRESH_HOURS=off
ga() { GPU_ADVISOR_HOME=$(mktemp -d) "$PY" -m advisor "$@" 2>&1; }
heads() { grep -E '^\*\*|^> |✅|❌|❔|Nothing|changed|本轮|本輪|didn|没有从|沒有從' | cut -c1-420; }
mcp() { (cd "$ROOT" && GPU_ADVISOR_HOME=$(mktemp -d) N=${N:-400} "$PY" scripts/attack14/mcp_call.py "$1"); }
fields() { "$PY" -c "
import sys,json
keys=sys.argv[1].split(',')
for l in sys.stdin:
    d=json.loads(l); w=d['workload']
    print({k: w.get(k) for k in keys}, '|', [n[:150] for n in d['notes'] if 'users' not in n and '人' not in n])" "$1"; }
case_() {
  echo "===== $1"
  case $1 in
  A17-1) printf '%s\n' "serve Llama-3.1-70B for 20 users, budget \$500 a week" "serve Llama-3.1-70B for 20 users, budget \$20k a year" "serve Llama-3.1-8B for 20 users, budget \$1.2M a year" "serve Llama-3.1-8B for 20 users, budget \$5k per quarter" "部署 Llama-3.1-70B 给20人用，一年预算十万" "serve Llama-3.1-70B for 20 users, budget £2k per week" "serve Llama-3.1-70B for 20 users, budget 30万円/週" "部署llama3.1-70b给200人用32k上下文每周预算1万" | ga parse | fields budget
         ga ask "serve Llama-3.1-70B for 20 users, budget \$500 a week" | grep -E '^\*\*Llama-3.1-70B ·|❔' | cut -c1-330 ;;
  A17-2) printf '%s\n' "LoRA fine-tune Qwen2.5-14B on 50k examples of 2k tokens each, 3 epochs" "make it 100k examples" quit | ga chat | grep -E '^you> \*\*|^changed' | cut -c1-330
         printf '%s\n' "用 LoRA 微调 Qwen2.5-14B，5万条数据，每条2k token，训练3个epoch" "數據改成10萬條" quit | ga chat | grep -E '^you> \*\*|本輪' | cut -c1-330 ;;
  A17-3) printf '%s\n' "serve deepseek-v3 for 5 users, we have 2 nodes of 8 H100" "serve deepseek-v3 for 5 users on our two 8xH100 servers" "serve deepseek-v3 for 5 users, we have 16 H100s" "部署 deepseek-v3 给5个人用，我们有两台8卡H100" | while read -r q; do ga ask "$q" | grep -E '^\*\*' | head -2 | cut -c1-300; done ;;
  A17-4) printf '%s\n' "serve Llama-3.1-8B for 20 users, 5k/mo" "serve Llama-3.1-8B for 20 users, can spend 5k/month" | ga parse | fields budget,seq_len
         ga ask "serve Llama-3.1-8B for 20 users, 5k/mo" | grep -E '^\*\*' | head -2 | cut -c1-300 ;;
  A17-5) printf '%s\n' "serve Llama-3.1-8B for 20 users, max 500 a month" "部署 Llama-3.1-8B 给20人用，每月最多花五百" "部署 Llama-3.1-8B 给20人用，每月最多花500块" | ga parse | fields budget
         ga ask "部署 Llama-3.1-8B 给20人用，每月最多花五百" | grep -E '^\*\*' | head -2 | cut -c1-300 ;;
  A17-6) printf '%s\n' "serve Llama-3.1-8B for 80 users" "only AWS" "actually anything but AWS" "sorry, 8 users not 80" quit | ga chat | grep -E '^you>|^changed|didn' | cut -c1-260 ;;
  A17-7) ga ask "serve Qwen2.5-32B for 50 users, 16k context, data must stay in mainland China, only GCP" | heads | head -6 ;;
  A17-8) ga ask "we own 2 A100 80GB; serve Llama-3.1-70B for 50 users, rent whatever else is needed" | grep -E '^\*\*Not|What would change|^\| 1 ' | cut -c1-420
         ga ask "我们有2张A100 80G，不够再租，部署 Llama-3.1-70B 给300人用" | grep -E '什么会改变答案' | cut -c1-300 ;;
  A17-9) ga ask "we own 2 A100 80GB; serve Llama-3.1-70B for 50 users" | grep -oE '≈ [0-9.]+ GB per GPU[^;,)]{0,40}' | sort | uniq -c
         ga ask "serve Qwen2.5-7B for 100 concurrent users, 32k context" --full | grep -E '^\| \*\*total|^2\. Check the fit' | cut -c1-200 ;;
  A17-10) printf '%s\n' "全参微调 Llama-3.1-8B，100万条，每条2k token，明天下班前要" "全参微调 Llama-3.1-8B，100万条，每条2k token，后天之前要完成" "全參微調 Llama-3.1-8B，100萬條，每條2k token，後天之前" "full fine-tune Llama-3.1-8B on 1M examples of 2k tokens, need it by tomorrow noon" "full fine-tune Llama-3.1-8B on 1M examples of 2k tokens, need it by EOD" "full fine-tune Llama-3.1-8B on 1M examples of 2k tokens, need it by the end of the week" "full fine-tune Llama-3.1-8B on 1M examples of 2k tokens, due end of next week" | ga parse | fields deadline_hours | sed -E "s/\['(dataset|epochs)[^']*',? ?//" | cut -c1-260 ;;
  A17-11) D=$(mktemp -d); printf '%s\n' "用 LoRA 微调 Qwen2.5-7B，1万条数据，预算500元以内" "數據改成2萬條" "export" quit | ga chat --export-dir "$D" >/dev/null
          grep -E '^> |^gpu-advisor' "$D/recommendation.md" | head -3 ;;
  A17-12) N=100000 mcp '[["estimate_memory",{"model":"Qwen/Qwen2.5-72B-Instruct-AWQ"}],["estimate_memory",{"model":"bartowski/Meta-Llama-3.1-70B-Instruct-GGUF"}]]' | grep -oE '"(precision|weights)": [^,]*|architecture assumed[^"]{0,60}' | sort | uniq -c
          mcp '[["recommend",{"model":"Qwen2.5-72B-Instruct-AWQ","task":"inference"}]]' | cut -c1-300
          ga parse "serve Qwen2.5-72B-Instruct-AWQ for 20 users" | fields model,precision ;;
  A17-13) ga ask "serve unsloth/Llama-3.3-70B-Instruct-bnb-4bit for 10 users" | grep -E '^\*\*' | head -2 | cut -c1-300 ;;
  A17-14) for q in "serve Llama-4-Scout for 10 users" "serve llama3.1:8b for 20 users" "serve Qwen3-Next-80B-A3B for 10 users"; do ga ask "$q" | grep -E '^\*\*|Which model|not in my registry' | head -2 | cut -c1-250; done ;;
  A17-15) ga recommend --model Llama-3.1-8B --task inference --precision awq --gpu T4 --full | grep -E '^Llama|aarch64' | head -2 | cut -c1-250 ;;
  A17-16) ga ask "serve Llama-3.1-70B for 20 users, azure or aws only" --full | grep -E "^> Cheapest:|^\| recommended" | cut -c1-260 ;;
  *) echo "unknown case $1" ;;
  esac
}
if [ $# -eq 0 ]; then set -- A17-1 A17-2 A17-3 A17-4 A17-5 A17-6 A17-7 A17-8 A17-9 A17-10 A17-11 A17-12 A17-13 A17-14 A17-15 A17-16; fi
for c in "$@"; do case_ "$c"; done
