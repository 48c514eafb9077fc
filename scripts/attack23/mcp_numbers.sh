#!/bin/bash
# MCP over stdio: odd numbers in JSON (bool for int, strings "nan"/"1e3"/" 5 ", floats for ints, huge ints, 1e-320,
# negative zero, big budgets/deadlines, limit extremes) on recommend / estimate / list_instances.
WT=${WT:-$(cd "$(dirname "$0")/../.." && pwd)}; PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH=$WT HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d /tmp/a23m.XXXX) REPO=$WT N=${N:-220}
cd $WT && timeout 300 $PY scripts/attack14/mcp_call.py "$(cat <<'J'
[["recommend", {"params_b": 8, "concurrency": true}],
 ["recommend", {"params_b": 8, "concurrency": "1e3"}],
 ["recommend", {"params_b": 8, "concurrency": 10.0}],
 ["recommend", {"params_b": 8, "concurrency": 10.5}],
 ["recommend", {"params_b": "nan"}],
 ["recommend", {"params_b": " 8 "}],
 ["recommend", {"params_b": -0.0}],
 ["recommend", {"params_b": 1e-320}],
 ["recommend", {"params_b": 8, "budget": 1e-300}],
 ["recommend", {"params_b": 8, "budget": 1e300}],
 ["recommend", {"params_b": 8, "deadline_days": 1e-300}],
 ["recommend", {"params_b": 8, "deadline_days": 1e300}],
 ["recommend", {"params_b": 8, "task": "lora", "train_tokens": 1e-300}],
 ["recommend", {"params_b": 8, "task": "lora", "train_tokens": 1e300}],
 ["recommend", {"params_b": 8, "target_answer_s": 1e-300}],
 ["recommend", {"params_b": 8, "seq_len": 99999999999999999999999}],
 ["recommend", {"params_b": 8, "num_gpus": 0}],
 ["recommend", {"params_b": 8, "num_gpus": 100000}],
 ["recommend", {"params_b": 8, "output_tokens": 0}],
 ["recommend", {"params_b": 8, "shared_prefix_tokens": 100000000}],
 ["recommend", {"params_b": 8, "prompt_tokens": 0}],
 ["recommend", {"params_b": 8, "grad_accum": 0, "task": "lora"}],
 ["recommend", {"params_b": 8, "batch_size": 1000000000, "task": "lora"}],
 ["recommend", {"params_b": 8, "lora_rank": 0, "task": "lora"}],
 ["estimate", {"params_b": 8, "zero_stage": 7, "task": "full"}],
 ["estimate", {"params_b": 1e6}],
 ["list_instances", {"limit": 0}],
 ["list_instances", {"limit": -1}],
 ["list_instances", {"limit": 1000000000}],
 ["list_instances", {"max_price": 1e-300}],
 ["list_instances", {"min_memory": -0.0, "max_price": 0}]]
J
)" 2>&1
