#!/bin/bash
# NaN / inf / huge / tiny on CLI flags (estimate, recommend, ask) and in chat messages: refused in words (exit 2) with
# the field's own range, in the caller's own names; never a traceback, never a silent drop.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d /tmp/a23n.XXXX)
ga() { (cd $WT && timeout 60 $PY -m advisor "$@" 2>&1 | grep -v '^$' | head -2 | cut -c1-200 | tr '\n' '|'; echo " rc=${PIPESTATUS[0]}"); }
for a in "--budget 1e300" "--deadline-days 1e300" "--seq-len 99999999999999999999" "--target-tps 1e300" \
         "--budget 1e17" "--deadline-days 1e16" "--seq-len 20000000" "--target-tps 2e9" \
         "--task lora --train-tokens 0.4" "--task lora --train-tokens 1e-300"; do
  echo "recommend --params 8 $a => $(ga recommend --params 8 $a)"; done
for a in "--gpus nan" "--batch inf" "--seq-len -1" "--params 1e-300" "--params nan"; do
  echo "estimate --params 8 $a => $(ga estimate --params 8 $a)"; done
printf '%s\n' "serve Llama-3-8B for nan users" "budget \$NaN an hour" "context ∞" "make it 1e400 users" quit | (cd $WT && timeout 60 $PY -m advisor chat 2>&1 | grep -E "^you>|not read|changed" | cut -c1-200)
