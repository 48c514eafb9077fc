#!/bin/bash
# Attack 22 reproductions (found on 8ab4c13), the reading findings fixed on branch fixA22read:
# bash scripts/attack22/repro.sh A22-N, from any folder. Runs the real CLI (python -m advisor) from the worktree
# holding this script (WT), each on a fresh GPU_ADVISOR_HOME.
HERE=$(cd "$(dirname "$0")" && pwd); A=$HERE
WT=${WT:-$(cd "$HERE/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
export GPU_ADVISOR_HOME=${GPU_ADVISOR_HOME:-$(mktemp -d /tmp/a22r.XXXX)}
mkdir -p /tmp/a22
ga() { (cd $WT && timeout 120 $PY -m advisor "$@"); }
case "$1" in
A22-1) # --active-params out of range (0, 1e-9, above --params, with a dense registry model): exit 0, echoed, ignored
  for a in "--params 47 --active-params 0" "--params 47 --active-params 1e-9" "--params 7 --active-params 1e17" "--model llama-3-8b --active-params 2"; do
    echo "== recommend $a"; ga recommend $a --json > /tmp/a22/a1.json; echo "exit=$?"; grep -E '"active_params(_b)?"' /tmp/a22/a1.json; done
  N=300 $PY $A/mcp_call.py '[["recommend", {"params_b": 7, "active_params_b": 70}], ["estimate_memory", {"params_b": 47, "active_params_b": 0}]]' | cut -c1-200 ;;
A22-3) # owned RTX cards counted 0 or negative: read as 1 / 2 owned cards, no note (H100 / L40S / A100 get the note)
  for q in "we own 0 RTX 4090; serve Llama-3.1-8B for 5 users" "we own -2 RTX 4090; serve Llama-3.1-8B for 5 users" "we own 0 RTX 3090; serve Llama-3.1-8B for 5 users" "we own 0 H100; serve Llama-3.1-8B for 5 users"; do
    echo "== $q"; ga ask "$q" | grep -v '^$' | grep -v 'users active at once' | sed -n 1,3p | cut -c1-220; done ;;
A22-4) # owned counts 2.5 / 3.5 / nan: floored or dropped silently, "own" lost
  for q in "we own 2.5 H100; serve Llama-3.1-8B for 5 users" "I own 3.5 RTX 4090; serve Llama-3.1-8B for 5 users" "we own nan H100; serve Llama-3.1-8B for 5 users" "we own nan A100s; serve Llama-3.1-8B for 5 users"; do
    echo "== $q"; ga ask "$q" | grep -v '^$' | grep -v 'users active at once' | sed -n 1,2p | cut -c1-220; done ;;
A22-5) # 简体/繁體 input length "每次输入N万token": the 万 dropped (2万 → 2 tokens, 300万 → 300)
  for q in "部署 Qwen2.5-7B，每次输入2万token" "部署 Qwen2.5-7B，每次输入300万token" "部署 Qwen2.5-7B，每次输入两万token" "部署 Qwen2.5-7B，每次输入1.5万字" "部署 Qwen2.5-7B，每个请求输入2万token，输出500token" "部署 Qwen2.5-7B，每次輸入300萬token"; do
    echo "== $q"; ga ask "$q" | grep -v '^$' | sed -n 1,1p | cut -c1-200; done ;;
A22-6) # English prompt sizes in words dropped without a note (sized at the 4,096 default)
  for q in "I want to paste 3M tokens into Llama-3.1-8B and ask questions, 1 user" "serve Qwen2.5-7B, inputs of 3 million tokens" "serve Qwen2.5-7B, each input is 20 thousand tokens" "serve Qwen2.5-7B for 3 users who paste 3M tokens"; do
    echo "== $q"; ga ask "$q" | grep -v '^$' | sed -n 1,2p | cut -c1-200; done ;;
A22-7) # "1e30 hours" on an audio answer: said "not read", yet 500 h becomes 30 h (ask TTS: 30 h with no note)
  printf '%s\n' "transcribe 500 hours of audio a day with whisper-large-v3" "make it 1e30 hours" quit | ga chat 2>&1 | grep -E "^you>|^>|^\*\*" | cut -c1-200
  ga ask "TTS 1e30 hours of speech a day with XTTS-v2" | grep -E "^>|30.0 h" | cut -c1-200 ;;
A22-12) # media batch plans have no machine bound: 2.6 million / 200 million rented machines as the pick
  ga ask "transcribe 1e9 hours of audio a day with whisper-large-v3" | grep -v '^$' | head -2 | cut -c1-220
  ga ask "generate 1e12 images a day with SDXL" | grep -v '^$' | head -1 | cut -c1-220
  ga ask "serve Llama-3.1-8B for 10000000000 daily users" | grep -v '^$' | sed -n 2p | cut -c1-220 ;;
A22-13) ga ask "部署 QwQ-32B 给5人用，思考过程2万token" | grep -v '^$' | sed -n '1p;3p' | cut -c1-220
  ga ask "serve QwQ-32B for 5 users, thinking 20k tokens per answer" | grep -v '^$' | sed -n '1p;3p' | cut -c1-260
  ga ask "serve QwQ-32B for 5 users, thinking 5 million tokens per answer" | grep -v '^$' | sed -n '1,2p' | cut -c1-200 ;;
A22-15) for q in "部署 Qwen2.5-14B 给50人用，预算每月1万亿元" "部署 Qwen2.5-14B 给50人用，预算每月5万亿" "部署 Qwen2.5-14B 给50人用，预算每月3亿"; do
    echo "== $q"; ga ask "$q" | grep -v '^$' | sed -n 1,2p | cut -c1-200; done ;;
A22-7b) for q in "generate 0 5-second videos a day with Wan2.1-T2V-14B" "generate -200 videos a day with Wan2.1-T2V-14B" "generate 1e30 videos a day with Wan2.1-T2V-14B" "TTS -100 hours of speech a day with CosyVoice2-0.5B"; do
    echo "== $q"; ga ask "$q" | grep -E "^\*\*|^>|Compute" | head -2 | cut -c1-160; done ;;
esac
