#!/bin/bash
# CLI flags with NaN / 0 / negative / huge / odd-unicode values, --exclude-provider included (fresh home each).
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1
run() { out=$(cd $WT && GPU_ADVISOR_HOME=$(mktemp -d /tmp/a28f.XXXX) timeout 120 $PY -m advisor "$@" 2>&1); rc=$?
  flag=""; echo "$out" | grep -qiE "traceback|please report|\\\$inf|\bnan\b" && flag=" <<CHECK"
  echo "=== rc=$rc$flag :: $*" | cut -c1-200; echo "$out" | head -${LINES:-2} | cut -c1-220; }
run recommend --model Llama-3-8B --concurrency 10 --exclude-provider ""
run recommend --model Llama-3-8B --concurrency 10 --exclude-provider "ＡＷＳ"
run recommend --model Llama-3-8B --concurrency 10 --exclude-provider "aws​"
run recommend --model Llama-3-8B --concurrency 10 --exclude-provider "AWS,GCP,azure"
run recommend --model Llama-3-8B --concurrency 10 --exclude-provider aws --provider aws
run recommend --model Llama-3-8B --concurrency 10 --shared-prefix-tokens nan
run recommend --model Llama-3-8B --concurrency 10 --shared-prefix-tokens -2000
run recommend --model Llama-3-8B --task inference --batch-requests 1000 --shared-prefix-tokens 1e300
run recommend --model Llama-3-8B --concurrency 10 --prompt-tokens 100000 --people -20
run recommend --model Llama-3-8B --concurrency 10 --people nan
run recommend --model Llama-3-8B --concurrency 10 --people 1e300
run recommend --model Llama-3-8B --concurrency 10 --target-answer-s 0
run recommend --model Llama-3-8B --concurrency 10 --target-answer-s nan
run recommend --model Llama-3-8B --concurrency 10 --budget nan
run recommend --model Llama-3-8B --concurrency 10 --budget 1e309
run recommend --model Llama-3-8B --concurrency 10 --max-nodes 1e300
run recommend --model Llama-3-8B --concurrency 10 --hours-per-day nan
run estimate --model Llama-3-8B --concurrency 1e300
run estimate --model Llama-3-8B --seq-len ０
run estimate --params nan
run estimate --params 1e-300
run ask "$(printf 'serve Llama-3-8B for 10 users %.0s' {1..400})"
run ask "$(python3 -c 'print("\u200b"*20000 + "serve Llama-3-8B for 10 users")')"
run ask "$(python3 -c 'print("serve Llama-3-8B for 1" + "\u200b"*5 + "0 users")')"
run ask "$(python3 -c 'print("serve Llama-3-8B for 10 users " + "\U0001F600"*5000)')"
